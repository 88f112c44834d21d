"""Table-side tools: plain-Python adapters from form fields to the rules engine (no Django).

Each module reads a mapping of submitted strings (``request.GET``) and returns a result the
templates show, or raises :class:`ToolInputError` with a Russian message naming the field.
"""
