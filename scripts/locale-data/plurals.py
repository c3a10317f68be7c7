"""CLDR's cardinal plural rules as Swift: `Sources/LayoutSpec/Locale/PluralRules+CLDR.swift`.

The rules come from Babel 2.17.0, which carries CLDR 46's `plurals.xml` for every language that has
locale data, each rule parsed into a tree; they are written back in CLDR's own syntax (`n % 100 =
3..10`), grouped as plurals.xml groups them (the languages whose rules are the same, fewest
categories first). The languages CLDR 46 gives rules but no locale data (`ars`, `guw`, `nah`, `smi`),
and the old two-letter codes CLDR maps to a language (`mo`, `sh`, `tl`, `jw`, ...), are found
through ICU 76.1 (CLDR 46 too), which is asked for every two- and three-letter code: a code is
carried with the rules of the Babel language whose categories ICU gives it for every count and
fraction checked. Every carried language's categories are checked against ICU's for the counts 0
to 2,000 and a few larger, and for the fractions 0.1 to 29.9: the two readings of CLDR 46 must
agree, or nothing is written.

CLDR's samples (`@integer 3~10, 103~110, 1003, …`) are not in Babel's data, so the samples are
computed here from the rules, in CLDR's notation: the counts from 0 to 1000 of each category as
ranges, the first ten items, then those of 10,000, 100,000 and 1,000,000; and the decimals 0.0 to
2.5, 10.0, 100.0 and 1000.0.
"""

from decimal import Decimal

import icu
from babel import localedata
from babel.core import get_global
from babel.plural import PluralRule

PATH = "Sources/LayoutSpec/Locale/PluralRules+CLDR.swift"
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
CHECKED_COUNTS = list(range(0, 2_001)) + [10_000, 100_000, 1_000_000, 10_000_000]
# Fractions tell apart rules that agree on counts (Hebrew's `i = 1 and v = 0 or i = 0 and v != 0`
# and Sami's `n = 1`); not those ending in .0, which ICU reads from a double as a whole number.
CHECKED_FRACTIONS = [f"{tenths // 10}.{tenths % 10}" for tenths in range(1, 300) if tenths % 10]


def babel_rules():
    """Each language Babel carries plural rules for (its own, not inherited): code -> PluralRule.
    CLDR's root, `und`, has `other` alone."""
    rules = {"und": localedata.load("root", merge_inherited=False)["plural_form"]}
    for code in localedata.locale_identifiers():
        data = localedata.load(code, merge_inherited=False) if "_" not in code else {}
        if "plural_form" in data:
            rules[code] = data["plural_form"]
    return rules


def icu_categories(code):
    rules = icu.PluralRules.forLocale(icu.Locale(code))
    return [rules.select(count) for count in CHECKED_COUNTS] + [
        rules.select(float(text)) for text in CHECKED_FRACTIONS]


def babel_categories(rule):
    return [rule(count) for count in CHECKED_COUNTS] + [rule(Decimal(text)) for text in CHECKED_FRACTIONS]


def carried_languages():
    """Every language code whose rules are carried: code -> PluralRule (Babel's)."""
    rules = babel_rules()
    carried = dict(rules)
    by_behaviour = {}
    for code, rule in sorted(rules.items()):
        by_behaviour.setdefault(tuple(babel_categories(rule)), code)
    # Every two- and three-letter code ICU 76 gives rules of its own (more than root's `other`),
    # but not the three-letter codes CLDR replaces by a two-letter one (`deu` for `de`).
    aliases = get_global("language_aliases")
    letters = "abcdefghijklmnopqrstuvwxyz"
    codes = [a + b for a in letters for b in letters] + [a + b + c for a in letters for b in letters for c in letters]
    for code in codes:
        if code in carried or (len(code) == 3 and code in aliases):
            continue
        if set(icu.PluralRules.forLocale(icu.Locale(code)).getKeywords()) == {"other"}:
            continue
        match = by_behaviour.get(tuple(icu_categories(code)))
        if match is None:
            raise SystemExit(f"plurals: ICU 76 has rules for '{code}' that no language of Babel's has")
        carried[code] = rules[match]
    # The old two-letter codes of a carried language whose rules are root's (`jw` for `jv`), where
    # ICU reads them so too.
    for code, target in aliases.items():
        base = target.split("_")[0]
        if len(code) == 2 and code not in carried and base in rules:
            if babel_categories(rules[base]) == icu_categories(code):
                carried[code] = rules[base]
    for code, rule in carried.items():
        if babel_categories(rule) != icu_categories(code):
            raise SystemExit(f"plurals: Babel's and ICU's CLDR 46 rules for '{code}' disagree")
    return carried


def render(node):
    """A rule's condition in CLDR's syntax, from Babel's tree of it."""
    kind, args = node
    if kind == "or":
        return f"{render(args[0])} or {render(args[1])}"
    if kind == "and":
        return f"{render(args[0])} and {render(args[1])}"
    if kind == "not":
        return render_relation(args[0][1], negated=True)
    if kind == "relation":
        return render_relation(args, negated=False)
    raise SystemExit(f"plurals: an unknown node {kind!r} in a rule")


def render_relation(args, negated):
    method, expression, (_, ranges) = args
    if expression[0] == "mod":
        (operand, _), (_, (modulus,)) = expression[1]
        left = f"{operand} % {modulus}"
    else:
        left = expression[0]
    written = ",".join(
        str(low[1][0]) if low == high else f"{low[1][0]}..{high[1][0]}" for low, high in ranges)
    if method == "within":
        return f"{left} {'not ' if negated else ''}within {written}"
    return f"{left} {'!=' if negated else '='} {written}"


def ranges_of(counts):
    items = []
    for count in counts:
        if items and isinstance(items[-1], list) and items[-1][1] == count - 1:
            items[-1][1] = count
        else:
            items.append([count, count])
    return [str(low) if low == high else f"{low}~{high}" for low, high in items]


def samples(rule, category):
    integers = ranges_of([count for count in range(0, 1001) if rule(count) == category])
    integers += [str(count) for count in (10_000, 100_000, 1_000_000) if rule(count) == category]
    decimals = [f"{tenths // 10}.{tenths % 10}" for tenths in range(0, 26)] + ["10.0", "100.0", "1000.0"]
    decimals = [text for text in decimals if rule(Decimal(text)) == category]
    text = ""
    if integers:
        text += " @integer " + ", ".join(integers[:10] + (["…"] if len(integers) > 10 else []))
    if decimals:
        text += " @decimal " + ", ".join(decimals[:10] + (["…"] if len(decimals) > 10 else []))
    return text


def rule_texts(rule):
    """Each category's text, condition and samples, as CLDR writes them; `other` has samples only."""
    conditions = dict(rule.abstract)
    texts = {}
    for category in CATEGORIES:
        if category == "other" or category in conditions:
            condition = render(conditions[category]) if category in conditions else ""
            texts[category] = condition + samples(rule, category)
    return texts


def swift_string(text, indent):
    """A Swift string literal of `text`, split with `\\` over lines that fit in 120 columns (the
    backslash joins the lines without adding anything, so each line but the last ends with a space)."""
    if len(text) + indent + 12 <= 120:
        return f'"{text}"'
    words = text.split(" ")
    lines, line = [], words[0]
    for word in words[1:]:
        if indent + len(line) + 1 + len(word) + 2 > 120:
            lines.append(line + " \\")
            line = word
        else:
            line = f"{line} {word}"
    lines.append(line)
    pad = " " * indent
    return '"""\n' + "\n".join(pad + item for item in lines) + "\n" + pad + '"""'


def swift_list(items, indent):
    pad = " " * indent
    lines, line = [], ""
    for item in items:
        piece = f'"{item}",'
        if line and len(pad) + len(line) + 1 + len(piece) > 120:
            lines.append(line)
            line = piece
        else:
            line = f"{line} {piece}" if line else piece
    lines.append(line)
    return "\n".join(pad + line for line in lines)


def outputs():
    carried = carried_languages()
    groups = {}
    for code, rule in carried.items():
        texts = rule_texts(rule)
        groups.setdefault(tuple(sorted(texts.items())), []).append(code)
    ordered = sorted(
        groups.items(), key=lambda group: (len(group[0]), sorted(group[1])[0]))
    sets = []
    for texts, languages in ordered:
        by_category = dict(texts)
        entries = []
        for category in CATEGORIES:
            if category in by_category:
                entries.append(f"                .{category}: {swift_string(by_category[category], 16)},")
        if len(entries) == 1:
            entries[0] = entries[0].rstrip(",")
        one_line = "            languages: [" + ", ".join(f'"{code}"' for code in sorted(languages)) + "],"
        written = one_line + "\n" if len(one_line) <= 120 else (
            "            languages: [\n" f"{swift_list(sorted(languages), 16)}\n" "            ],\n")
        sets.append(
            "        PluralRuleSet(\n"
            + written +
            "            rules: [\n"
            + "\n".join(entries) + "\n"
            "            ]\n"
            "        ),")
    text = f"""// Generated by scripts/generate-locale-data from CLDR 46: Babel 2.17.0's plural rules, checked
// against ICU 76.1's (pyicu-wheels 2.14). Do not edit; run the generator.
//
// CLDR data © Unicode, Inc., under the Unicode License v3 (https://www.unicode.org/license.txt).

extension PluralRules {{
    /// The CLDR release the rules below come from.
    static let cldrVersion = "46"

    /// CLDR 46's cardinal plural rules of every language whose code is a primary subtag ({len(carried)}
    /// codes), grouped as CLDR's `plurals.xml` groups them: the languages that share the same rules, fewest
    /// categories first. `und` is CLDR's root. The samples are the generator's, computed from the rules in
    /// CLDR's notation: each category's counts from 0 to 1000 as ranges, and its decimals to 2.5.
    static let cldrRuleSets: [PluralRuleSet] = [
{chr(10).join(sets)}
    ]
}}
"""
    return {PATH: text}


if __name__ == "__main__":
    import sys
    for path, text in outputs().items():
        sys.stdout.write(f"== {path}\n{text}")
