"""The book's two page numberings. The site shows the printed one (the number at the foot of a
page, ``- 80 -`` in the sources); the contents number every page four more (contents page =
printed page + 4 for all 22 headings found in both)."""

CONTENTS_OFFSET = 4


def printed_page(contents_page: int | None) -> int | None:
    """The printed page of a contents entry."""
    return contents_page - CONTENTS_OFFSET if contents_page else None
