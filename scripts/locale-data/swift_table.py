"""Tables as Swift source: a function a table, from a tag to its records' text, parsed when asked.

A record is a line; its fields are separated by U+001F and a field's list items by U+001E. The
function is a `switch` over the tags, each case a string literal: it compiles fast (big array or
dictionary literals would make the Swift type-checker slow), and a build reads only its locales'
records, where parsing a whole table would cost more than the rest of the build.
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


def file(header, summary, name, records, extra=""):
    """A Swift file declaring `LocaleData.<name>(_ tag:)`: the records whose first field is `tag`,
    a record a line, or nil."""
    groups = {}
    for fields in records:
        groups.setdefault(fields[0], []).append(fields)
    cases = "".join(
        f'        case "{escape(tag)}":\n'
        '            """\n'
        + "".join(f"            {escape(record(fields))}\n" for fields in group)
        + '            """\n'
        for tag, group in groups.items())
    return (
        f"// {header}\n\n"
        "extension LocaleData {\n"
        f"{extra}"
        f"    /// {summary}\n"
        f"    static func {name}(_ tag: String) -> String? {{\n"
        "        switch tag {\n"
        f"{cases}"
        "        default: nil\n"
        "        }\n"
        "    }\n"
        "}\n"
    )


def words(summary, name, words):
    """A `static let` of words separated by spaces and line breaks, for `file`'s `extra`."""
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 100:
            lines.append(line)
            line = ""
        line = f"{line} {word}" if line else word
    lines.append(line)
    body = "".join(f"        {escape(text)}\n" for text in lines)
    return f'    /// {summary}\n    static let {name} = """\n{body}        """\n\n'
