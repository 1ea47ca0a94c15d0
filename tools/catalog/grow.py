#!/usr/bin/env python3
"""Grows Resources/verbs.txt to every verb of a Spanish dictionary.

Run by hand (not a test): python3 tools/catalog/grow.py

Sources:
  - the list of infinitives: the Debian package hunspell-es (Spanish dictionary
    of the RLA-ES project, /usr/share/hunspell/es_ES.dic): the entries ending in
    -ar/-er/-ir/-ír that the dictionary marks as verbs. Only the list of words
    is used, never its conjugation flags.
  - frequency ranks: the PyPI package wordfreq (Spanish, `zipf_frequency`),
    rank 1 = the most frequent infinitive; a verb wordfreq does not know has no rank.
  - conjugation features: the lines already in Resources/verbs.txt (kept as
    they are), tools/catalog/stem-changes.txt (written by hand), derivation by
    a real Spanish prefix from a catalog verb (like=BASE), the derivational
    families (-ferir, -facer, -eír...), and spelling rules (zc, -uar).
  - English glosses: the catalog's own, and tools/catalog/glosses.txt (by hand).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOG = os.path.join(ROOT, "Resources", "verbs.txt")
HERE = os.path.dirname(os.path.abspath(__file__))

# The engine's prefix list (VerbCatalog+Inference.swift): keep both equal.
PREFIXES = set("""a ab abs ad ante anti auto bien circun co con contra de des dis en entre equi ex
extra im in inter mal man manu ob per pos pre pro re retro sobre sub subs super sus tras trans
yuxta""".split())

# Bases whose look-alikes are not derivatives (the catalog marks them noprefix).
def read_hand():
    features = {}
    noprefix = set()
    for line in open(os.path.join(HERE, "stem-changes.txt"), encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, verbs = line.split(":", 1)
        for v in verbs.split():
            if key == "noprefix":
                noprefix.add(v)
            else:
                features[v] = (features.get(v, "") + " " + key).strip()
    return features, noprefix


def read_catalog():
    header, entries = [], {}
    for line in open(CATALOG, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("#") or not line.strip():
            if not entries:
                header.append(line)
            continue
        parts = [p.strip() for p in line.split("|")]
        feats = parts[2] if len(parts) > 2 else ""
        feats = " ".join(t for t in feats.split() if not t.startswith("rank="))
        entries[parts[0]] = [parts[0], parts[1], feats]
    return header, entries


def read_glosses():
    glosses = {}
    path = os.path.join(HERE, "glosses.txt")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if "|" in line and not line.startswith("#"):
                verb, gloss = [p.strip() for p in line.split("|", 1)]
                glosses[verb] = gloss
    return glosses


def dictionary_verbs():
    verbs = set()
    for line in open("/usr/share/hunspell/es_ES.dic", encoding="utf-8"):
        line = line.strip()
        if "/" not in line:
            continue
        word, flags = line.split("/", 1)
        if re.fullmatch(r"[a-zñáéíóúü]+(ar|er|ir|ír)", word) and set(flags) & set("REIX"):
            verbs.add(word)
    # Defective verbs the dictionary lists without the verb flags.
    verbs.update(["acaecer", "acontecer", "atañer", "concernir"])
    return verbs


def family(verb):
    """Features of a derivational family, from the verb's own stem."""
    for ending, change in [("ferir", "ie-i"), ("vertir", "ie-i"), ("gerir", "ie-i"), ("herir", "ie-i"),
                           ("sentir", "ie-i"), ("mentir", "ie-i"), ("quirir", "ie"), ("cebir", "i"),
                           ("eñir", "i"), ("estir", "i"), ("endir", "i"), ("egir", "i"), ("pedir", "i"),
                           ("medir", "i"), ("petir", "i"), ("seguir", "i"), ("servir", "i")]:
        if verb.endswith(ending) and verb != ending:
            return change
    if verb.endswith("scribir") and verb != "scribir":
        return "part=" + verb[:-4] + "ito/" + verb[:-4] + "ipto"
    if verb.endswith("olver"):
        return "ue part=" + verb[:-5] + "uelto"
    if verb.endswith("ducir"):
        return "zc pret=" + verb[:-3] + "j"
    if verb.endswith("facer"):
        p = verb[:-5]
        return (f"yo={p}fago pret={p}fice,{p}ficiste,{p}fizo,{p}ficimos,{p}ficisteis,{p}ficieron "
                f"fut={p}far imp={p}faz/{p}face part={p}fecho")
    if verb.endswith("eír") and verb != "reír":
        s = verb[:-3]
        one = not any(c in VOWELS for c in s)
        rio = f"{s}io/{s}ió" if one else f"{s}ió"
        riais = f"{s}iais/{s}iáis" if one else f"{s}iáis"
        return (f"i pres={s}ío,{s}íes,{s}íe,{s}eímos,{s}eís,{s}íen "
                f"pret={s}eí,{s}eíste,{rio},{s}eímos,{s}eísteis,{s}ieron "
                f"subj={s}ía,{s}ías,{s}ía,{s}iamos,{riais},{s}ían ger={s}iendo imp={s}íe fut={s}eir part={s}eído")
    return None


VOWELS = set("aeiouáéíóú")


def rule_features(verb):
    """Spelling-driven features: conocer's zc, continuar's ú, enraizar's í."""
    stem = verb[:-2]
    if verb.endswith("cer") and len(stem) >= 2 and stem[-2] in VOWELS:
        if not re.search(r"(hacer|cocer|yacer|facer)$", verb) and verb != "placer" and verb not in ("mecer", "remecer"):
            return "zc"
    if verb.endswith("cir") and len(stem) >= 2 and stem[-2] in "u" and not verb.endswith("ducir"):
        return "zc"
    if verb.endswith("uar") and len(stem) >= 2 and stem[-2] not in "cg" and stem[-2] not in VOWELS:
        return "ú"
    if verb.endswith("grafiar"):
        return "í"  # fotografiar, biografiar: -grafío
    if verb.endswith("aizar") or verb.endswith("eizar"):
        return "í"
    # A strong vowel, h, then i or u before the last consonants: prohibir's and
    # rehusar's stressed í / ú (ahitar → ahíto, cohibir → cohíbo).
    m = re.search(r"[aeo]h([iu])[^aeiouáéíóú]+$", stem)
    if m:
        return "í" if m.group(1) == "i" else "ú"
    return None


def resolve_like(verb, entries, noprefix):
    """like=BASE when the verb is a real prefix on an irregular catalog verb."""
    for i in range(1, len(verb) - 1):
        prefix, base = verb[:i], verb[i:]
        if prefix not in PREFIXES or base not in entries or base in noprefix:
            continue
        feats = entries[base][2]
        if not feats or "noprefix" in feats.split():
            continue
        if all(t.startswith("rank=") for t in feats.split()):
            continue
        return "like=" + base
    return None


def main():
    import wordfreq

    header, entries = read_catalog()
    hand, noprefix = read_hand()
    glosses = read_glosses()
    for base in noprefix:
        if base in entries and "noprefix" not in entries[base][2].split():
            entries[base][2] = (entries[base][2] + " noprefix").strip()
    added = 0
    # Shortest first, so that a derivative's base is placed before it.
    for verb in sorted(dictionary_verbs() - set(entries), key=lambda v: (len(v), v)):
        feats = hand.get(verb) or resolve_like(verb, entries, noprefix) or family(verb) or rule_features(verb) or ""
        entries[verb] = [verb, glosses.get(verb, ""), feats]
        added += 1
    for verb, gloss in glosses.items():
        if verb in entries and not entries[verb][1]:
            entries[verb][1] = gloss
    # Frequency ranks.
    freq = {v: wordfreq.zipf_frequency(v, "es") for v in entries}
    ranked = sorted((v for v in entries if freq[v] > 0), key=lambda v: (-freq[v], v))
    rank = {v: i + 1 for i, v in enumerate(ranked)}
    with open(CATALOG, "w", encoding="utf-8") as out:
        for line in header:
            out.write(line + "\n")
        for verb in sorted(entries):
            _, gloss, feats = entries[verb]
            tokens = feats.split() + ([f"rank={rank[verb]}"] if verb in rank else [])
            out.write(f"{verb} | {gloss}" + (" | " + " ".join(tokens) if tokens else "") + "\n")
    print(f"{len(entries)} verbs ({added} added), {len(ranked)} ranked", file=sys.stderr)


if __name__ == "__main__":
    main()
