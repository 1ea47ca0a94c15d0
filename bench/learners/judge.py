"""The measures of issue 41, from the simulation's hidden truth (what each learner
did at each chance), compared with what the tutor said (`progress --json`)."""
from .people import ACCENT_SLIP, BASE, FAMILY

# The tutor's pattern ids and the simulated errors each one names. Both the ids
# of main before issue 41 and the direction ids `<given>><asked>` of
# docs/tutor-shape.md. An id not in this table names no simulated error: a
# diagnosis under it is false (the learners make no other systematic error).
TUTOR_IDS = {
    # main before issue 41 (docs/learning.md, "Diagnoses")
    "preterito-for-imperfecto": {"preterito-for-imperfecto"},
    "indicative-for-subjunctive": {"indicative-after-trigger"},
    "regularised": {"regularised-preterito"},
    "missed-stem-change": {"regularised-preterito"},  # pedió for pidió, dormió for durmió
    "other-person": {"tu-for-vos", "tu-for-usted"},
    "other-tense": {"preterito-for-imperfecto", "indicative-after-trigger"},
    "stem-change-in-wrong-person": {"stem-in-nosotros"},  # "You change the stem in nosotros or vosotros"
    # direction ids `<given>><asked>` (docs/tutor-shape.md at tutor's cf08224, "Error-pattern ids")
    "preterito>imperfecto": {"preterito-for-imperfecto"},
    "indicativo>subjuntivo": {"indicative-after-trigger"},
    "indicativo>subjuntivo:adverbial": {"indicative-after-trigger"},  # round 2: para que, antes de que, cuando
    "other>tense": {"preterito-for-imperfecto", "indicative-after-trigger"},
    "tu>vos": {"tu-for-vos"},
    "tu>usted": {"tu-for-usted"},
    "other>person": {"tu-for-vos", "tu-for-usted"},  # before round 3, vosotros for ustedes had no pair of its own
    "vosotros>ustedes": {"tu-for-usted"},  # round 3: os preocupéis for se preocupen
    "regular>irregular": {"regularised-preterito"},
    "regular>stem-change": {"regularised-preterito"},  # dormió for durmió, pedió for pidió
    "stem-change>regular": {"stem-in-nosotros"},
    "accent:stressed-ending": {"accent:stressed-ending"},
}


def named_errors(pattern):
    return TUTOR_IDS.get(pattern, set())


class Run:
    """One learner, one seed: its days (what the tutor listed and said) and its truth."""

    def __init__(self, learner, days):
        self.learner = learner
        self.profile = learner.profile
        self.days = days  # [{"day", "items", "diagnoses": {pattern: entry}, "said": [lines]}]

    def outcomes(self, error, first, last):
        made = avoided = 0
        for record in self.learner.truth:
            if first <= record["day"] <= last:
                outcome = record["chances"].get(error)
                if outcome in ("made", "made (slip)"):
                    made += 1
                elif outcome == "avoided":
                    avoided += 1
        return made, avoided

    def true_rate(self, error, day):
        """The learner's rate of `error` around `day`: what it did at its chances in
        the last 7 days (since its fix, if it fixed the error), or its propensity
        when it had fewer than 3 chances there."""
        fix = self.profile.fix_day.get(error)
        first = max(day - 6, fix if fix is not None and day >= fix else 1)
        made, avoided = self.outcomes(error, first, day)
        if made + avoided >= 3:
            return made / (made + avoided), made + avoided
        if error in self.learner.rates:
            return self.learner.rate(error, day), made + avoided
        return (ACCENT_SLIP if error.startswith("accent:") else 0.0), made + avoided

    def that_day(self, errors, day):
        """What the learner did that day: each named error made / chances, and its slips and blanks."""
        out = {}
        for error in sorted(errors):
            made, avoided = self.outcomes(error, day, day)
            out[error] = f"made {made} of {made + avoided} chances"
        records = [r for r in self.learner.truth if r["day"] == day]
        out["blanks"] = sum(bool(r["blank"]) for r in records)
        out["slips"] = sum(bool(r["slip"]) for r in records)
        return out

    def judge(self):
        out = {"named": {}, "false_diagnoses": [], "false_clears": [], "clears": [], "events": []}
        before = {}
        for day in self.days:
            d, now = day["day"], day["diagnoses"]
            for pattern, entry in now.items():
                errors = named_errors(pattern)
                for error in errors & set(self.profile.errors):
                    out["named"].setdefault(error, d)
                if pattern in before:
                    continue
                rates = {e: self.true_rate(e, d) for e in errors}
                best = max((r for r, _ in rates.values()), default=0.0)
                event = {"day": d, "pattern": pattern, "summary": entry.get("summary", ""),
                         "advice": entry.get("advice", ""), "examples": entry.get("examples", []),
                         "expected": entry.get("expected", []), "truth": rates, "that_day": self.that_day(errors, d)}
                out["events"].append(("named", event))
                if best < 2 * BASE:
                    if pattern.startswith("accent:"):
                        # Another error whose wrong form differs only in accents (hablas for hablás,
                        # the tú form where vos is asked): false by the truth, but say so.
                        event["accent_only_made"] = sum(
                            1 for r in self.learner.truth
                            if d - 6 <= r["day"] <= d and r.get("made") and r["made"] in r["accent_only"])
                    out["false_diagnoses"].append(event)
            for pattern, entry in before.items():
                if pattern in now:
                    continue
                errors = named_errors(pattern)
                rates = {e: self.true_rate(e, d) for e in errors}
                best = max((r for r, _ in rates.values()), default=0.0)
                event = {"day": d, "pattern": pattern, "summary": entry.get("summary", ""), "truth": rates,
                         "that_day": self.that_day(errors, d)}
                out["clears"].append(event)
                out["events"].append(("cleared", event))
                if best >= 0.4:
                    out["false_clears"].append(event)
            before = now
        # Missed: an error of a probe family the learner makes, not named by day 7.
        out["missed"] = [e for e in self.profile.errors if FAMILY.get(e) and out["named"].get(e, 99) > 7]
        out["chances_by_7"] = {e: sum(self.outcomes(e, 1, 7)) for e in self.profile.errors}
        # Share of each session on the learner's errors (items that are chances of them).
        shares, targeted = {}, {}
        for day in self.days:
            items = day["items"]
            mine = [i for i in items if i["chances"] & set(self.profile.errors)]
            shares[day["day"]] = len(mine) / max(1, len(items))
            targeted[day["day"]] = sum(i["reason"] in ("weak", "diagnosis", "probe") for i in mine) / max(1, len(items))
        out["share"], out["targeted"] = shares, targeted
        # Items chosen for a diagnosis (reason `diagnosis`) that are chances of the learner's errors.
        chosen = [i for day in self.days for i in day["items"] if i["reason"] == "diagnosis"]
        out["diagnosis_items"] = (sum(bool(i["chances"] & set(self.profile.errors)) for i in chosen), len(chosen))
        # A fixed error: the day its diagnosis is gone after the fix.
        out["fixed_clear"] = {}
        for error, fix in self.profile.fix_day.items():
            named = out["named"].get(error)
            gone = None
            for day in self.days:
                if day["day"] >= fix and not any(error in named_errors(p) for p in day["diagnoses"]):
                    gone = day["day"]
                    break
            out["fixed_clear"][error] = (named, gone)
        return out
