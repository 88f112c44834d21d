"""The law corpus as stored: filled only by ``import_laws`` from ``laws.ingest``."""

from django.db import models

from laws.querysets import ClauseQuerySet, IndexEntryQuerySet


class CorpusVersion(models.Model):
    """One row per successful import; the newest keys caches and validators (ETag)."""

    imported_at = models.DateTimeField(auto_now_add=True)
    sources_digest = models.CharField(max_length=64)
    content_digest = models.CharField(max_length=64)

    class Meta:
        ordering = ["-id"]

    def __str__(self):
        return f"Корпус {self.content_digest[:12]} от {self.imported_at:%Y-%m-%d %H:%M}"

    @classmethod
    def current(cls):
        return cls.objects.order_by("-id").first()


class Division(models.Model):
    class Kind(models.TextChoices):
        CHAPTER = "chapter", "Глава"
        PART = "part", "Часть"
        SECTION = "section", "Раздел"

    kind = models.CharField(max_length=10, choices=Kind.choices)
    number = models.CharField(max_length=10)
    title = models.CharField(max_length=200)
    first_law = models.PositiveSmallIntegerField()
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    from_toc = models.BooleanField(default=False)
    order = models.PositiveIntegerField()

    class Meta:
        ordering = ["order"]

    def __str__(self):
        return f"{self.get_kind_display()} {self.number} — {self.title}"


class Law(models.Model):
    class Status(models.TextChoices):
        COMPLETE = "complete", "полный текст"
        PARTIAL = "partial", "текст неполный"
        TITLE_ONLY = "title_only", "только заголовок"
        ABSENT = "absent", "текста нет"

    number = models.PositiveSmallIntegerField(unique=True)
    title = models.CharField(max_length=300, blank=True)
    title_from_toc = models.BooleanField(default=False)
    status = models.CharField(max_length=12, choices=Status.choices)
    missing = models.TextField(blank=True)
    toc_page = models.PositiveSmallIntegerField(null=True, blank=True)
    # The printed page of the law's heading («Правило 17.» is on p. 47); contents pages
    # (toc_page) count four more.
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    inferred = models.TextField(blank=True)
    chapter = models.ForeignKey(
        Division, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    part = models.ForeignKey(
        Division, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    section = models.ForeignKey(
        Division, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["number"]

    def __str__(self):
        return f"Правило {self.number}. {self.title}".strip()

    @property
    def has_text(self):
        return self.status in (self.Status.COMPLETE, self.Status.PARTIAL)


class Clause(models.Model):
    """A clause; ``path`` is law-relative display form ("" for the preamble, "C4(B)"),
    ``anchor`` the compact global form used in URLs' fragments and citations ("45C4B")."""

    law = models.ForeignKey(Law, on_delete=models.CASCADE, related_name="clauses")
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="children"
    )
    path = models.CharField(max_length=30, blank=True)
    anchor = models.CharField(max_length=34, unique=True)
    depth = models.PositiveSmallIntegerField(default=0)
    order = models.PositiveIntegerField()
    heading = models.TextField(blank=True)
    has_text = models.BooleanField(default=True)
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    toc_page = models.PositiveSmallIntegerField(null=True, blank=True)
    inferred = models.TextField(blank=True)
    # Plain text of heading and body, and their lemmas, for search (filled at import).
    plain_text = models.TextField(blank=True)
    heading_lemmas = models.TextField(blank=True)
    text_lemmas = models.TextField(blank=True)

    objects = ClauseQuerySet.as_manager()

    class Meta:
        ordering = ["law__number", "order"]
        indexes = [models.Index(fields=["law", "order"])]

    def __str__(self):
        return f"Правило {self.law.number}{self.path}"

    @property
    def citation(self):
        return f"Правило {self.law.number}{self.path}"


class Paragraph(models.Model):
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="paragraphs")
    order = models.PositiveIntegerField()
    text = models.TextField(blank=True)
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    # The page was derived, not read from a marker printed on it: 004 has no markers (the
    # contents rule, footnote blocks at page ends), and text before a file's first marker.
    page_inferred = models.BooleanField(default=False)
    # Printed pages that begin inside the paragraph: [[offset, page, derived, in a word], …].
    page_starts = models.JSONField(default=list, blank=True)
    cut_before = models.BooleanField(default=False)
    cut_after = models.BooleanField(default=False)
    rows = models.JSONField(null=True, blank=True)
    sources = models.JSONField(default=list)  # [{"file", "first_line", "last_line", "page"}]

    class Meta:
        ordering = ["clause", "order"]

    def __str__(self):
        return self.text[:60]


class Footnote(models.Model):
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="footnotes")
    order = models.PositiveIntegerField()
    mark = models.CharField(max_length=4)
    text = models.TextField()
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    continued = models.BooleanField(default=False)
    sources = models.JSONField(default=list)

    class Meta:
        ordering = ["clause", "order"]

    def __str__(self):
        return f"({self.mark}) {self.text[:60]}"


class ClosingParagraph(models.Model):
    """The closing formula after the last law («Официальный текст составлен…»): law text that
    belongs to no law, shown at the end of the last law's page."""

    order = models.PositiveIntegerField()
    text = models.TextField()
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    sources = models.JSONField(default=list)

    class Meta:
        ordering = ["order"]

    def __str__(self):
        return self.text


class TocEntry(models.Model):
    law_number = models.PositiveSmallIntegerField(null=True, blank=True)
    path = models.CharField(max_length=30, blank=True)
    title = models.TextField()
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    order = models.PositiveIntegerField()

    class Meta:
        ordering = ["order"]

    def __str__(self):
        where = f"{self.law_number}{self.path}" if self.law_number else ""
        return f"{where} {self.title}".strip()


class GlossaryEntry(models.Model):
    term = models.CharField(max_length=200)
    english = models.CharField(max_length=200, blank=True)
    definition = models.TextField()
    laws = models.JSONField(default=list)
    slug = models.SlugField(max_length=200, unique=True)
    order = models.PositiveIntegerField()

    class Meta:
        ordering = ["term"]

    def __str__(self):
        return self.term


class IndexEntry(models.Model):
    headword = models.CharField(max_length=300)
    text = models.TextField(blank=True)
    raw = models.TextField(blank=True)
    laws = models.JSONField(default=list)
    see = models.JSONField(default=list)
    see_also = models.JSONField(default=list)
    running_head = models.BooleanField(default=False)
    page = models.PositiveSmallIntegerField(null=True, blank=True)
    order = models.PositiveIntegerField()

    objects = IndexEntryQuerySet.as_manager()

    class Meta:
        ordering = ["order"]

    def __str__(self):
        return f"{self.headword}: {self.text}" if self.text else self.headword


class Reference(models.Model):
    """A cross-reference found in the text of ``source`` (a clause or its footnote)."""

    source = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="references")
    footnote = models.ForeignKey(
        Footnote, null=True, blank=True, on_delete=models.CASCADE, related_name="references"
    )
    paragraph = models.ForeignKey(
        Paragraph, null=True, blank=True, on_delete=models.CASCADE, related_name="references"
    )
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    text = models.CharField(max_length=300)
    target_law = models.PositiveSmallIntegerField(null=True, blank=True)
    target_path = models.CharField(max_length=30, blank=True)  # as cited, law-relative
    target = models.ForeignKey(
        Clause, null=True, blank=True, on_delete=models.SET_NULL, related_name="backlinks"
    )
    target_footnote_mark = models.CharField(max_length=4, blank=True)
    note = models.TextField(blank=True)  # why unresolved, when it is

    class Meta:
        ordering = ["source", "start"]

    def __str__(self):
        return f"{self.text} → {self.target_law or '—'}{self.target_path}"


class TermMark(models.Model):
    """A glossary term found in the law text (first occurrence per clause), marked on the page."""

    entry = models.ForeignKey(GlossaryEntry, on_delete=models.CASCADE, related_name="marks")
    clause = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="term_marks")
    paragraph = models.ForeignKey(
        Paragraph, null=True, blank=True, on_delete=models.CASCADE, related_name="term_marks"
    )
    footnote = models.ForeignKey(
        Footnote, null=True, blank=True, on_delete=models.CASCADE, related_name="term_marks"
    )
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()

    class Meta:
        ordering = ["clause", "start"]

    def __str__(self):
        return f"{self.entry.term} в {self.clause.citation}"
