"""Quick lookup: morphology, vocabulary, slips, law-number jump, query parsing, ranking, snippets.

Plain Python, no Django (tested): laws.search_page loads the stored corpus into ``Finder`` and
shapes its answers for the templates.
"""
