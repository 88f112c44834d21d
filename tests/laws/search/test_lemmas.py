import pytest

from laws.search.lemmas import lemma, lemma_variants, lemmatise


@pytest.mark.parametrize(
    ("query", "text"),
    [
        ("штрафная карта", "штрафной картой"),
        ("штрафная карта", "штрафные карты"),
        ("штрафная карта", "ШТРАФНЫХ КАРТ"),
        ("фальшренонс", "фальшренонса"),
        ("фальшренонс", "фальшренонсом"),
        ("болван", "болвана"),
        ("претензия", "претензией"),
        ("запрещённый", "запрещенный"),
    ],
)
def test_forms_share_lemmas(query, text):
    assert lemmatise(query) == lemmatise(text)


def test_lemmas_are_lower_case_without_yo():
    assert lemmatise("Ёмкость ЗАЯВКИ") == "емкость заявка"


def test_numbers_and_latin_pass_through_lowered():
    assert lemmatise("Правило 45C4(B), линия N-S") == "правило 45c4 b линия n s"


@pytest.mark.parametrize("text", ["", "   ", "?!…", "—"])
def test_text_without_words_gives_empty(text):
    assert lemmatise(text) == ""


def test_variants_include_the_stored_lemma():
    assert lemmatise("карты") in lemma_variants("карты")


def test_a_letter_without_a_unicode_name_does_not_break_analysis():
    # pymorphy3 raises ValueError on such a letter (U+17000, Tangut); search must not.
    word = "\U00017000карта"
    assert lemma(word) == word
    assert word in lemma_variants(word)


@pytest.mark.parametrize(
    ("slang", "plain"),
    [("вистанул", "вистовать"), ("вистануть", "вистовать"), ("пасанули", "пасовать")],
)
def test_a_one_off_slang_verb_also_reads_as_the_plain_verb(slang, plain):
    assert plain in lemma_variants(slang)


def test_an_ordinary_verb_keeps_its_own_lemma():
    assert "обмануть" in lemma_variants("обманул")


@pytest.mark.parametrize(
    ("word", "also"),
    [("14", "четырнадцать"), ("две", "2"), ("двенадцатой", "12"), ("пятая", "5")],
)
def test_a_small_number_reads_in_digits_and_in_words(word, also):
    # «2 или более штрафных карт», «12-й взятке» in the laws; «две», «двенадцатой» typed.
    assert also in lemma_variants(word)


@pytest.mark.parametrize(("word", "not_also"), [("1", "один"), ("второй", "2"), ("первый", "1")])
def test_one_first_and_second_are_not_counts(word, not_also):
    assert not_also not in lemma_variants(word)
