"""Hand-written checks of the learners' wrong forms: python3 -m unittest discover -s bench -p 'test_*.py'
(from the repository; no conjugar needed: the tables below are written by hand)."""
import unittest

from learners.people import (accent_stressed_ending, indicative_after_trigger, preterito_for_imperfecto,
                             regularised_preterito, stem_in_nosotros, tu_for_usted, tu_for_vos)

TABLES = {
    ("tener", "preterito"): {"yo": "tuve", "el": "tuvo", "nosotros": "tuvimos"},
    ("hablar", "preterito"): {"yo": "hablé", "el": "habló", "nosotros": "hablamos"},
    ("comer", "preterito"): {"yo": "comí", "el": "comió", "nosotros": "comimos"},
    ("vivir", "preterito"): {"yo": "viví", "el": "vivió", "nosotros": "vivimos"},
    ("buscar", "preterito"): {"yo": "busqué", "el": "buscó"},
    ("pedir", "preterito"): {"el": "pidió", "yo": "pedí"},
    ("pensar", "presenteDeIndicativo"): {"el": "piensa", "nosotros": "pensamos", "tu": "piensas", "vos": "pensás"},
    ("hacer", "presenteDeIndicativo"): {"el": "hace", "nosotros": "hacemos"},
    ("comer", "presenteDeIndicativo"): {"tu": "comes", "vos": "comés"},
    ("creer", "imperfectoDeIndicativo"): {"tu": "creías", "vos": "creías"},
    ("llegar", "presenteDeSubjuntivo"): {"ellos": "lleguen"},
    ("llegar", "presenteDeIndicativo"): {"ellos": "llegan"},
    ("llover", "imperfectoDeIndicativo"): {"el": "llovía"},
    ("llover", "preterito"): {"el": "llovió"},
    ("sentarse", "imperativoPositivo"): {"el": "siéntese", "tu": "siéntate"},
}


class Tables:
    def form(self, infinitive, tense, person):
        return TABLES.get((infinitive, tense), {}).get(person)


class Texts:
    def __init__(self, by_id):
        self.by_id = by_id

    def get(self, sentence_id):
        return self.by_id.get(sentence_id, {})


def form(infinitive, tense, person, answer):
    return {"kind": "form", "infinitive": infinitive, "tense": tense, "person": person, "answers": [answer]}


def context(infinitive, tenses, person, answer, sentence="s-1"):
    return {"kind": "context", "infinitive": infinitive, "tenses": tenses, "person": person,
            "answers": [answer], "sentence": sentence}


C, NONE = Tables(), Texts({})


class WrongForms(unittest.TestCase):
    def test_accent_of_a_stressed_ending(self):
        self.assertEqual(accent_stressed_ending(C, NONE, form("cenar", "preterito", "yo", "cené")), "cene")
        self.assertEqual(accent_stressed_ending(C, NONE, form("cambiar", "preterito", "el", "cambió")), "cambio")
        self.assertEqual(accent_stressed_ending(C, NONE, form("hablar", "futuroDeIndicativo", "ellos", "hablarán")),
                         "hablaran")
        self.assertEqual(accent_stressed_ending(C, NONE, form("acostarse", "preterito", "yo", "me acosté")),
                         "me acoste")
        # a monosyllable, a hiatus, an esdrújula: no stressed ending
        for answer in ("dé", "comía", "habláramos", "tuve"):
            self.assertIsNone(accent_stressed_ending(C, NONE, form("x", "t", "yo", answer)), answer)

    def test_regularised_preterito(self):
        self.assertEqual(regularised_preterito(C, NONE, form("tener", "preterito", "yo", "tuve")), "tení")
        self.assertEqual(regularised_preterito(C, NONE, form("tener", "preterito", "el", "tuvo")), "tenió")
        self.assertEqual(regularised_preterito(C, NONE, form("pedir", "preterito", "el", "pidió")), "pedió")
        # spelling only (busqué) and a regular verb are no chances; nor is another tense
        self.assertIsNone(regularised_preterito(C, NONE, form("buscar", "preterito", "yo", "busqué")))
        self.assertIsNone(regularised_preterito(C, NONE, form("hablar", "preterito", "yo", "hablé")))
        self.assertIsNone(regularised_preterito(C, NONE, form("tener", "presenteDeIndicativo", "yo", "tengo")))

    def test_tu_for_vos_only_where_they_differ(self):
        self.assertEqual(tu_for_vos(C, NONE, form("pensar", "presenteDeIndicativo", "vos", "pensás")), "piensas")
        self.assertEqual(tu_for_vos(C, NONE, form("comer", "presenteDeIndicativo", "vos", "comés")), "comes")
        self.assertIsNone(tu_for_vos(C, NONE, form("creer", "imperfectoDeIndicativo", "vos", "creías")))
        self.assertIsNone(tu_for_vos(C, NONE, form("pensar", "presenteDeIndicativo", "tu", "piensas")))

    def test_stem_change_carried_into_nosotros(self):
        self.assertEqual(stem_in_nosotros(C, NONE, form("pensar", "presenteDeIndicativo", "nosotros", "pensamos")),
                         "piensamos")
        self.assertIsNone(stem_in_nosotros(C, NONE, form("hacer", "presenteDeIndicativo", "nosotros", "hacemos")))
        self.assertIsNone(stem_in_nosotros(C, NONE, form("pensar", "presenteDeIndicativo", "el", "piensa")))

    def test_indicative_only_after_para_que_or_antes_de_que(self):
        texts = Texts({"s-1": {"text": "Te lo digo para que lo ___ a tiempo."}, "s-2": {"text": "Quiero que ___."}})
        item = context("llegar", ["presenteDeSubjuntivo"], "ellos", "lleguen")
        self.assertEqual(indicative_after_trigger(C, texts, item), "llegan")
        self.assertIsNone(indicative_after_trigger(C, texts, dict(item, sentence="s-2")))
        self.assertIsNone(indicative_after_trigger(C, texts, dict(item, tenses=["presenteDeSubjuntivo",
                                                                                 "presenteDeIndicativo"])))

    def test_preterito_for_imperfecto_never_the_reverse(self):
        only_imperfecto = context("llover", ["imperfectoDeIndicativo"], "el", "llovía")
        self.assertEqual(preterito_for_imperfecto(C, NONE, only_imperfecto), "llovió")
        self.assertIsNone(preterito_for_imperfecto(C, NONE, context("llover", ["preterito"], "el", "llovió")))
        self.assertIsNone(preterito_for_imperfecto(C, NONE, context("llover", ["imperfectoDeIndicativo",
                                                                               "preterito"], "el", "llovía")))

    def test_tu_where_the_sentence_says_usted(self):
        texts = Texts({"s-1": {"person": "usted"}, "s-2": {"person": "el"}})
        item = context("sentarse", ["imperativoPositivo"], "el", "siéntese")
        self.assertEqual(tu_for_usted(C, texts, item), "siéntate")
        self.assertIsNone(tu_for_usted(C, texts, dict(item, sentence="s-2")))


if __name__ == "__main__":
    unittest.main()
