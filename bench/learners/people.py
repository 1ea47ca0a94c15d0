"""The simulated learners: who they are, the errors they make and how they answer.

Each error is a function of an item that returns the wrong form the learner
would give, or None when the item is no chance of that error. Wrong forms come
from the item itself (its verb, tense, person and accepted answers), the
sentence's text, and the conjugator's tables: never from the tutor."""
import random
from dataclasses import dataclass, field

from .forms import LEVEL, LEVEL_NAMES, SUBJUNCTIVE_TO_INDICATIVE, fold, plain, stressed_ending

TYPO = 0.03       # a letter swapped with the next or dropped
ACCENT_SLIP = 0.04  # one written accent left out
STRAY_BLANK = 0.01  # a blank on anything (a lapse)
BLANK_ABOVE = 0.85  # a blank on a tense above the learner's level
BASE = TYPO + ACCENT_SLIP  # the base error rate of every learner: slips at random
FIXED_RATE = 0.03  # what is left of an error once the learner has fixed it


def asked_tense(item):
    return item["tense"] if item["kind"] == "form" else (item.get("tenses") or [None])[0]


def last_word(text):
    return text.split(" ")[-1] if text else text


def swap(conj, item, tense, person):
    """The answer with the asked cell replaced by (tense, person) of the same verb,
    when the answer is that cell (possibly with a pronoun before it); else None."""
    right = item["answers"][0]
    asked = conj.form(item["infinitive"], asked_tense(item), item["person"])
    other = conj.form(item["infinitive"], tense, person)
    if not asked or not other:
        return None
    if fold(right) == fold(asked):
        wrong = other
    else:
        words = right.split(" ")
        if fold(words[-1]) != fold(asked.split(" ")[-1]) or " " in asked:
            return None
        wrong = " ".join(words[:-1] + [other])
    return None if any(wrong.lower() == a.lower() for a in item["answers"]) else wrong


# --- the errors -------------------------------------------------------------

def accent_stressed_ending(conj, sentences, item):
    """cene for cené, cambio for cambió: the accent of a stressed last syllable left out."""
    right = item["answers"][0]
    word = last_word(right)
    i = stressed_ending(word)
    if i is None:
        return None
    return right[: len(right) - len(word)] + word[:i] + plain(word[i]) + word[i + 1:]


def regularised_preterito(conj, sentences, item):
    """The pretérito built on the infinitive with regular endings: tení for tuve,
    hació for hizo, pedió for pidió (only where the verb differs in letters, not
    just in spelling: busqué, leyó, llegué are not chances)."""
    if asked_tense(item) != "preterito" or not item.get("person"):
        return None
    infinitive = item["infinitive"]
    pronominal = infinitive.endswith("se")
    base = infinitive[:-2] if pronominal else infinitive
    model = {"ar": "hablar", "er": "comer", "ir": "vivir"}.get(base[-2:])
    if model is None or len(base) < 4:
        return None
    model_form = conj.form(model, "preterito", item["person"])
    asked = conj.form(infinitive, "preterito", item["person"])
    if not model_form or not asked:
        return None
    regular = base[:-2] + model_form[len(model) - 2:]
    asked_verb = last_word(asked)

    def spelling(text):
        text = plain(text.lower())
        for a, b in (("qu", "c"), ("gu", "g"), ("z", "c"), ("y", "i"), ("ü", "u")):
            text = text.replace(a, b)
        return text

    if spelling(regular) == spelling(asked_verb):
        return None
    right = item["answers"][0]
    if fold(last_word(right)) != fold(asked_verb):
        return None
    wrong = right[: len(right) - len(last_word(right))] + regular
    return None if any(wrong.lower() == a.lower() for a in item["answers"]) else wrong


def tu_for_vos(conj, sentences, item):
    """tienes for tenés, piensa for pensá: the tú form where vos is asked and differs."""
    if item.get("person") != "vos":
        return None
    tense = asked_tense(item)
    if conj.form(item["infinitive"], tense, "tu") == conj.form(item["infinitive"], tense, "vos"):
        return None
    return swap(conj, item, tense, "tu")


def preterito_for_imperfecto(conj, sentences, item):
    """The pretérito in a sentence that takes only the imperfecto (never the reverse)."""
    tenses = item.get("tenses") or []
    if item["kind"] != "context" or tenses[:1] != ["imperfectoDeIndicativo"] or "preterito" in tenses:
        return None
    return swap(conj, item, "preterito", item["person"])


def tu_for_usted(conj, sentences, item):
    """The tú form where the sentence speaks to usted (vosotros for ustedes in Spain)."""
    if item["kind"] != "context":
        return None
    written = sentences.get(item.get("sentence", "")).get("person")
    if written not in ("usted", "ustedes"):
        return None
    return swap(conj, item, asked_tense(item), "tu" if written == "usted" else "vosotros")


def indicative_after_trigger(conj, sentences, item):
    """The indicative after para que / antes de que (llegan for lleguen, llegaban for llegaran)."""
    if item["kind"] != "context":
        return None
    text = sentences.get(item.get("sentence", "")).get("text", "").lower()
    if "para que" not in text and "antes de que" not in text:
        return None
    tense = asked_tense(item)
    if tense not in SUBJUNCTIVE_TO_INDICATIVE or any(t not in SUBJUNCTIVE_TO_INDICATIVE for t in item["tenses"]):
        return None
    return swap(conj, item, SUBJUNCTIVE_TO_INDICATIVE[tense], item["person"])


def stem_in_nosotros(conj, sentences, item):
    """The stem change carried into nosotros/vosotros, where the stem does not change:
    piensamos for pensamos, puedemos for podemos, piensemos for pensemos."""
    person, tense = item.get("person"), asked_tense(item)
    if person not in ("nosotros", "vosotros") or tense not in ("presenteDeIndicativo", "presenteDeSubjuntivo"):
        return None
    infinitive = item["infinitive"]
    base = infinitive[:-2] if infinitive.endswith("se") else infinitive
    stem = base[:-2]
    singular = conj.form(infinitive, "presenteDeIndicativo", "el")
    if not singular or not stem:
        return None
    singular = fold(last_word(singular))
    for vowel, changed in (("e", "ie"), ("o", "ue"), ("u", "ue")):
        at = stem.rfind(vowel)
        if at < 0:
            continue
        new_stem = stem[:at] + changed + stem[at + 1:]
        if singular.startswith(plain(new_stem)):
            right = item["answers"][0]
            word = last_word(right)
            if not fold(word).startswith(plain(stem)):
                return None
            wrong = right[: len(right) - len(word)] + new_stem + word[len(stem):]
            return None if any(wrong.lower() == a.lower() for a in item["answers"]) else wrong
    return None


ERRORS = {
    "accent:stressed-ending": accent_stressed_ending,
    "regularised-preterito": regularised_preterito,
    "tu-for-vos": tu_for_vos,
    "preterito-for-imperfecto": preterito_for_imperfecto,
    "tu-for-usted": tu_for_usted,
    "indicative-after-trigger": indicative_after_trigger,
    "stem-in-nosotros": stem_in_nosotros,
}

# Each error and the probe family of issue 41 it belongs to (None: not a probe family).
FAMILY = {
    "accent:stressed-ending": "stressed endings",
    "regularised-preterito": "strong pretéritos",
    "tu-for-vos": "vos where vos ≠ tú",
    "preterito-for-imperfecto": None,
    "tu-for-usted": "usted vs tú",
    "indicative-after-trigger": "adverbial subjunctive (para que, antes de que)",
    "stem-in-nosotros": "stem change in nosotros",
}


@dataclass
class Profile:
    name: str
    says: str
    level: int
    region: str
    timezone: str
    errors: dict  # error id -> (low, high) rate, drawn once per seed
    vos: bool = False
    fix_day: dict = field(default_factory=dict)  # error id -> the day the learner stops making it


PROFILES = [
    Profile("accent-habit", "drops the accent of stressed endings (cene, cambio), 77%", 4, "Spain",
            "Europe/Madrid", {"accent:stressed-ending": (0.77, 0.77)}),
    Profile("fixes-day-8", "regularises the pretérito (tení, hació, pedió); fixed on day 8", 3,
            "Latin America", "America/Mexico_City", {"regularised-preterito": (0.6, 0.8)},
            fix_day={"regularised-preterito": 8}),
    Profile("vos", "gives the tú form where vos differs (tienes for tenés)", 3, "Latin America",
            "America/Argentina/Buenos_Aires", {"tu-for-vos": (0.6, 0.8)}, vos=True),
    Profile("pret-for-imperf", "the pretérito where only the imperfecto fits, never the reverse", 3,
            "Latin America", "America/Bogota", {"preterito-for-imperfecto": (0.6, 0.8)}),
    Profile("usted-tu", "the tú form where the sentence says usted (vosotros for ustedes)", 3, "Spain",
            "Europe/Madrid", {"tu-for-usted": (0.6, 0.8)}),
    Profile("two-errors", "the indicative after para que / antes de que, and piensamos for pensamos", 4,
            "Spain", "Atlantic/Canary",
            {"indicative-after-trigger": (0.6, 0.8), "stem-in-nosotros": (0.6, 0.8)}),
    Profile("control", "always right but for random slips", 4, "Spain", "Europe/Madrid", {}),
]


class Learner:
    """One learner with one seed: decides every answer and writes down the truth."""

    def __init__(self, profile, seed, conj, sentences):
        self.profile = profile
        self.rng = random.Random(f"{profile.name}/{seed}")
        self.rates = {e: round(self.rng.uniform(*r), 3) for e, r in profile.errors.items()}
        self.conj = conj
        self.sentences = sentences
        self.truth = []  # one record per answer

    def rate(self, error, day):
        if error not in self.rates:
            return 0.0
        fix = self.profile.fix_day.get(error)
        return FIXED_RATE if fix is not None and day >= fix else self.rates[error]

    def answer(self, item, day):
        right = item["answers"][0]
        chances = {}
        for error, find in ERRORS.items():
            wrong = find(self.conj, self.sentences, item)
            if wrong and wrong.lower() != right.lower():
                chances[error] = wrong
        record = {"day": day, "index": item.get("index"), "reason": item.get("reason"), "right": right,
                  "chances": {e: "avoided" for e in chances}, "slip": None, "blank": False,
                  "accent_only": [e for e, w in chances.items() if fold(w) == fold(right)]}
        tense = asked_tense(item)
        above = LEVEL.get(tense, 3) > self.profile.level
        if (above and self.rng.random() < BLANK_ABOVE) or self.rng.random() < STRAY_BLANK:
            record["blank"] = "above level" if above else "lapse"
            record["chances"] = {e: "blank" for e in chances}
            record["given"] = ""
            self.truth.append(record)
            return ""
        given, made = right, None
        for error in self.profile.errors:
            if error in chances and self.rng.random() < self.rate(error, day):
                given, made = chances[error], error
                break
        if made:
            record["chances"][made] = "made"
            for other in chances:
                if other != made and not other.startswith("accent:"):
                    record["chances"][other] = "other error"
            if not made.startswith("accent:"):
                for other in chances:
                    if other.startswith("accent:"):
                        record["chances"][other] = "other error"
        roll = self.rng.random()
        if roll < ACCENT_SLIP and any(c in "áéíóú" for c in given):
            spots = [i for i, c in enumerate(given) if c in "áéíóú"]
            i = self.rng.choice(spots)
            given = given[:i] + plain(given[i]) + given[i + 1:]
            record["slip"] = "accent"
            for error, wrong in chances.items():
                if error.startswith("accent:") and given == wrong and record["chances"][error] == "avoided":
                    record["chances"][error] = "made (slip)"
        elif roll < ACCENT_SLIP + TYPO and len(given) > 3:
            letters = list(given)
            i = self.rng.randrange(len(letters) - 1)
            if self.rng.random() < 0.5 and letters[i] != " " and letters[i + 1] != " ":
                letters[i], letters[i + 1] = letters[i + 1], letters[i]
            elif letters[i] != " ":
                del letters[i]
            given = "".join(letters)
            record["slip"] = "typo"
        record["given"] = given
        record["made"] = made
        self.truth.append(record)
        return given


def describe_level(level):
    return LEVEL_NAMES[level]
