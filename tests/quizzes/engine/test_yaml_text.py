import pytest
import yaml

from quizzes.engine import yaml_text

SCENARIO = """\
deal: "N:A6.842.K54.AK642 KQ75.Q7.AT7.9875 T9843.JT63.Q.QT3 J2.AK95.J98632.J"
dealer: E
vulnerable: NS
auction: [Pass, Pass, 1D, Pass, 2D, Pass, Pass, Pass]
play: [CA, C5, C3, CJ]
narrative: |
  Контракт 2♦, играет Запад.
  Ёлочка, «кавычки» — и тире.
yes_as_text: "yes"
"""


def test_it_reads_what_the_pure_python_safe_loader_reads():
    assert yaml_text.load(SCENARIO) == yaml.safe_load(SCENARIO)


@pytest.mark.parametrize(
    "text",
    ["a: [1, 2", "a: b: c", "\tx: 1", "- a\nb: 1", "a: 'x", "deal: {N: [AS"],
)
def test_text_it_refuses_fails_with_the_pure_python_loaders_message_and_line(text):
    with pytest.raises(yaml.YAMLError) as expected:
        yaml.safe_load(text)
    with pytest.raises(yaml.YAMLError) as raised:
        yaml_text.load(text)
    assert str(raised.value) == str(expected.value)


def test_python_objects_are_refused():
    with pytest.raises(yaml.YAMLError):
        yaml_text.load("!!python/object/apply:os.system ['true']")
