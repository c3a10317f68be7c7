"""The ICU data of the toolchain's Foundation (swift-foundation-icu: Apple's ICU 76 with its
CLDR 46 data), cut out of `lib_FoundationICU.so` as an ICU common data file.

Upstream ICU 76.1's data (pyicu-wheels') writes 1,876 of the offered locales' labels otherwise
(hi-IN's `पू 9:41`, ko-KR's four-digit years, ar-SA's Umm al-Qura dates…), so the tables are made
from the data that wrote the pages.
"""

import sys

# An ICU data header: its size, then the magic bytes 0xda 0x27; the common data's format is `CmnD`.
MAGIC = b"\xda\x27"
FORMAT = b"CmnD"


def extract(library, output):
    data = open(library, "rb").read()
    start = data.find(FORMAT)
    while start != -1:
        header = start - 12
        if data[header + 2:header + 4] == MAGIC:
            break
        start = data.find(FORMAT, start + 1)
    else:
        sys.exit(f"{library}: no ICU common data found")
    size = int.from_bytes(data[header:header + 2], "little")
    table = header + size
    count = int.from_bytes(data[table:table + 4], "little")
    # The last item's offset, and enough after it for the largest item the data holds.
    last = int.from_bytes(data[table + 8 * count:table + 8 * count + 4], "little")
    end = min(len(data), table + last + 4 * 1024 * 1024)
    open(output, "wb").write(data[header:end])


if __name__ == "__main__":
    extract(sys.argv[1], sys.argv[2])
