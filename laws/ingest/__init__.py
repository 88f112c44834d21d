"""Parsing the source texts into a structured corpus. Plain Python: no Django here.

The pipeline is ``build_corpus(source_dir) -> Corpus`` (see ``pipeline.py``); the
``import_laws`` command checks the result and stores it inside one transaction.
"""
