"""What a simulated learner knows of Spanish, taken from trusted sources only: the
conjugator's tables (`conjugar conjugate VERB --json`) and the context sentences'
text (Resources/context/*.txt, to read a sentence as a person reads it). Nothing
here reads the tutor's model or its judgments."""
import json
import os
import subprocess
import unicodedata

ACUTE = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"}
VOWELS = set("aeiouáéíóúü")

# The level at which a learner meets each tense (a teacher's order, after the
# Plan curricular del Instituto Cervantes; our own reading, not the tutor's).
LEVEL = {
    "presenteDeIndicativo": 1, "gerundio": 2, "participio": 2, "preterito": 2,
    "imperfectoDeIndicativo": 2, "futuroDeIndicativo": 2, "perfectoDeIndicativo": 2,
    "imperativoPositivo": 2, "presenteDeSubjuntivo": 3, "condicional": 3,
    "pluscuamperfectoDeIndicativo": 3, "imperativoNegativo": 3, "futuroPerfecto": 3,
    "imperfectoDeSubjuntivo1": 4, "imperfectoDeSubjuntivo2": 4, "perfectoDeSubjuntivo": 4,
    "condicionalCompuesto": 4, "pluscuamperfectoDeSubjuntivo1": 5,
    "pluscuamperfectoDeSubjuntivo2": 5, "futuroDeSubjuntivo": 5,
    "futuroPerfectoDeSubjuntivo": 5, "preteritoAnterior": 5,
}
LEVEL_NAMES = {1: "A1", 2: "A2", 3: "B1", 4: "B2", 5: "C1"}
SUBJUNCTIVE_TO_INDICATIVE = {
    "presenteDeSubjuntivo": "presenteDeIndicativo",
    "imperfectoDeSubjuntivo1": "imperfectoDeIndicativo",
    "imperfectoDeSubjuntivo2": "imperfectoDeIndicativo",
    "perfectoDeSubjuntivo": "perfectoDeIndicativo",
    "pluscuamperfectoDeSubjuntivo1": "pluscuamperfectoDeIndicativo",
    "pluscuamperfectoDeSubjuntivo2": "pluscuamperfectoDeIndicativo",
}


def plain(text):
    """Without written accents (ü and ñ kept)."""
    return "".join(ACUTE.get(c, c) for c in text)


def fold(text):
    return plain(text.strip().lower())


def syllable_nuclei(word):
    """How many vowel groups a word has (a rough syllable count: enough to tell
    a monosyllable such as dé or fue from cené)."""
    groups, inside = 0, False
    for c in word.lower():
        if c in VOWELS:
            if not inside:
                groups += 1
            inside = True
        else:
            inside = False
    return groups


def stressed_ending(word):
    """The index of the written accent when it marks a stressed last syllable
    (cené, cambió, hablarán, comí), else None. A monosyllable (dé, sé) and an
    accent on an earlier syllable (hablábamos, comía: hiatus) do not count."""
    positions = [i for i, c in enumerate(word) if c in ACUTE]
    if len(positions) != 1 or syllable_nuclei(word) < 2:
        return None
    i = positions[0]
    rest = word[i + 1:].lower()
    if any(c in VOWELS for c in rest):
        return None
    return i


class Conjugator:
    """`conjugar conjugate … --json`, asked in batches and kept."""

    def __init__(self, binary):
        self.binary = binary
        self.tables = {}

    def load(self, infinitives):
        missing = sorted({v for v in infinitives if v and v not in self.tables})
        for start in range(0, len(missing), 40):
            batch = missing[start:start + 40]
            env = dict(os.environ, HOME="/nonexistent", LANG="C.UTF-8")
            env.pop("LD_PRELOAD", None)
            done = subprocess.run([self.binary, "conjugate", *batch, "--json"], capture_output=True,
                                  text=True, env=env)
            if done.returncode not in (0, 1):
                raise RuntimeError(f"conjugate {' '.join(batch)}: {done.stderr.strip()}")
            for table in json.loads(done.stdout):
                name = table.get("infinitive")
                if name:
                    self.tables[name] = table

    def form(self, infinitive, tense, person):
        table = self.tables.get(infinitive)
        if table is None:
            self.load([infinitive])
            table = self.tables.get(infinitive)
        if table is None:
            return None
        if person is None or tense in ("gerundio", "participio"):
            value = table.get(tense)
            return value if isinstance(value, str) else None
        return (table.get("tenses", {}).get(tense) or {}).get(person)


class Sentences:
    """The context sentences as a reader sees them: text, topic, level, the
    person as written (usted is not él for a reader)."""

    def __init__(self, repo):
        self.by_id = {}
        folder = os.path.join(repo, "Resources", "context")
        for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            if name.endswith(".txt"):
                self._read(os.path.join(folder, name))

    def _read(self, path):
        current = None
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                line = line.rstrip("\n")
                if line.startswith("#") or ":" not in line:
                    continue
                key, _, value = line.partition(":")
                value = value.strip()
                if key == "id":
                    current = {"id": value}
                    self.by_id[value] = current
                elif current is not None:
                    current[key.strip()] = value

    def get(self, sentence_id):
        return self.by_id.get(sentence_id, {})
