"""How much of the law text survives: counts of laws by status, read from the corpus."""

from dataclasses import dataclass

from laws.models import Law

# Display order: from what the site has to what it lacks.
ORDER = [Law.Status.COMPLETE, Law.Status.PARTIAL, Law.Status.TITLE_ONLY, Law.Status.ABSENT]


@dataclass(frozen=True)
class StatusShare:
    status: str
    label: str
    count: int
    offset: int  # laws before this one in the bar (for the SVG picture)
    numbers: tuple[int, ...]


@dataclass(frozen=True)
class Coverage:
    total: int
    shares: tuple[StatusShare, ...]

    def count(self, status: str) -> int:
        return next((s.count for s in self.shares if s.status == status), 0)

    @property
    def complete(self) -> int:
        return self.count(Law.Status.COMPLETE)

    @property
    def partial(self) -> int:
        return self.count(Law.Status.PARTIAL)

    @property
    def title_only(self) -> int:
        return self.count(Law.Status.TITLE_ONLY)

    @property
    def absent(self) -> int:
        return self.count(Law.Status.ABSENT)

    @property
    def with_text(self) -> int:
        return self.complete + self.partial


def coverage() -> Coverage:
    numbers: dict[str, list[int]] = {status: [] for status in ORDER}
    for number, status in Law.objects.order_by("number").values_list("number", "status"):
        numbers.setdefault(status, []).append(number)
    shares, offset = [], 0
    for status in ORDER:
        found = numbers.get(status, [])
        shares.append(
            StatusShare(status, Law.Status(status).label, len(found), offset, tuple(found))
        )
        offset += len(found)
    return Coverage(total=offset, shares=tuple(shares))
