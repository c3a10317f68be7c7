"""Tables as Swift source: one string literal a table, parsed lazily at run time.

A record is a line; its fields are separated by U+001F and a field's list items by U+001E.
Big array or dictionary literals would make the Swift type-checker slow; one literal is not.
"""

FIELD = "\u001f"
ITEM = "\u001e"


def escape(text):
    """`text` inside a Swift multi-line string literal, control characters written as escapes."""
    out = []
    for character in text:
        if character == "\\":
            out.append("\\\\")
        elif character == '"':
            out.append('\\"')
        elif ord(character) < 0x20 or 0x7F <= ord(character) < 0xA0 or character in "\u200e\u200f\u061c\u2028\u2029":
            out.append("\\u{%X}" % ord(character))
        else:
            out.append(character)
    return "".join(out)


def record(fields):
    """One line: the fields, each a string or a list of strings."""
    return FIELD.join(ITEM.join(field) if isinstance(field, list) else str(field) for field in fields)


def file(header, summary, name, records):
    """A Swift file declaring `LocaleData.<name>` as the records' text."""
    lines = "\n".join(escape(record(fields)) for fields in records)
    return (
        f"// {header}\n\n"
        "extension LocaleData {\n"
        f"    /// {summary}\n"
        f'    static let {name} = """\n'
        f"{lines}\n"
        '        """\n'
        "}\n"
    ).replace('static let', 'static let', 1).replace("\n" + lines, "\n" + "\n".join("        " + line for line in lines.split("\n")), 1)
