"""Quick lookup: Russian morphology, synonyms, law-number jump, query parsing, snippets, ranking.

Plain Python; only ``queryset`` touches Django.
"""
