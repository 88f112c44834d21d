"""One consistent view of the database for everything a corpus page reads.

`import_laws` replaces the whole corpus in one transaction, but a page is read with several
queries. Under PostgreSQL's default READ COMMITTED each query sees the data committed when it
starts, so a re-import committing between two of them would give a page the old law row and
the new (or no) clauses: a law page with part of its text. Inside `read_snapshot()` every query
sees the database as it was at the first one:

- PostgreSQL: one REPEATABLE READ transaction;
- SQLite: one deferred transaction (in WAL mode a reader keeps its snapshot until it ends and
  takes no lock that would hold a writer up; the project's IMMEDIATE mode, meant for writers,
  is set aside for it).

Inside a transaction already open (a test, a command) the block runs in it as it is: an
isolation level can only be chosen at a transaction's start.
"""

from contextlib import contextmanager

from django.db import DEFAULT_DB_ALIAS, connections, transaction


@contextmanager
def read_snapshot(using=DEFAULT_DB_ALIAS):
    connection = connections[using]
    if connection.in_atomic_block:
        yield
        return
    if connection.vendor == "postgresql":
        with transaction.atomic(using):
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            yield
    elif connection.vendor == "sqlite":
        connection.ensure_connection()
        mode = connection.transaction_mode
        connection.transaction_mode = "DEFERRED"
        try:
            with transaction.atomic(using):
                connection.transaction_mode = mode
                yield
        finally:
            connection.transaction_mode = mode
    else:
        with transaction.atomic(using):
            yield
