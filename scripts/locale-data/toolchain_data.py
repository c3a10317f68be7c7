"""The ICU data of the toolchain's Foundation (swift-foundation-icu: Apple's ICU 76 with its
CLDR 46 data), cut out of `lib_FoundationICU.so` as an ICU common data file.

Upstream ICU 76.1's data (pyicu-wheels') writes 1,876 of the offered locales' labels otherwise
(hi-IN's `पू 9:41`, ko-KR's four-digit years, ar-SA's Umm al-Qura dates…), so the tables are made
from the data that wrote the pages.
"""

import glob
import os
import pathlib
import shutil
import subprocess
import sys

import locales

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


def library():
    """The library that stands in for pyicu-wheels' data library with the toolchain's data (made
    once under .build/locale-data/ with `cc`, or the toolchain's `clang`), and the toolchain's Swift version. Environment:
    SWIFT_TOOLCHAIN_LIB, the folder holding lib_FoundationICU.so (default: beside `swift`)."""
    swift = shutil.which("swift")
    if swift is None:
        sys.exit("generate-locale-data: the locale tables need the Swift toolchain's ICU data: no swift on PATH")
    folder = os.environ.get("SWIFT_TOOLCHAIN_LIB") or pathlib.Path(swift).resolve().parent / "../lib/swift/linux"
    icu_library = pathlib.Path(folder) / "lib_FoundationICU.so"
    if not icu_library.exists():
        sys.exit(f"generate-locale-data: no {icu_library} (set SWIFT_TOOLCHAIN_LIB)")
    version = subprocess.run([swift, "--version"], capture_output=True, text=True).stdout
    version = version.split("Swift version ", 1)[1].split()[0] if "Swift version " in version else "?"
    import icu

    wheel_data = glob.glob(str(pathlib.Path(icu.__file__).parent.parent / "pyicu_wheels.libs" / "libicudata-*.so.*"))
    name = pathlib.Path(wheel_data[0]).name
    work = locales.ROOT / ".build" / "locale-data"
    made = work / name
    if not made.exists() or made.stat().st_mtime < icu_library.stat().st_mtime:
        work.mkdir(parents=True, exist_ok=True)
        extract(icu_library, work / "icudt.dat")
        major = icu.ICU_VERSION.split(".")[0]
        (work / "data.S").write_text("\n".join([
            ".section .rodata", f".globl icudt{major}_dat", f".type icudt{major}_dat, @object", ".balign 16",
            f"icudt{major}_dat:", f'.incbin "{work / "icudt.dat"}"', f".size icudt{major}_dat, . - icudt{major}_dat",
            '.section .note.GNU-stack,"",@progbits', ""]))
        # The system's C compiler, or the toolchain's own clang (Swift's Linux images have no gcc).
        compiler = shutil.which("cc") or shutil.which("clang")
        if compiler is None:
            sys.exit("generate-locale-data: the locale tables need a C compiler (cc or the toolchain's clang)")
        subprocess.run([compiler, "-shared", "-o", str(made), f"-Wl,-soname,{name}", str(work / "data.S")], check=True)
    return made, version
