"""«Судья, подойдите!»: the director's flowcharts as data, answered step by step, ruled by the
engine on a model table (plain Python, no Django)."""
