"""Runs each module of the locale data's generator and writes (or, with --check, compares) its files.

Each module has `outputs()`: the files it writes, by path from the repository's root, with their
text. The inputs are pinned, so the same inputs give the same bytes: a difference means a file was
edited by hand, or an input or a module changed without the files being written again.
"""

import argparse
import pathlib
import sys

import babel
import icu

import formats
import plurals

MODULES = [plurals, formats]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=pathlib.Path, required=True)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file is stale")
    arguments = parser.parse_args()
    if babel.__version__ != "2.17.0" or icu.ICU_VERSION != "76.1":
        sys.exit(f"generate-locale-data: Babel 2.17.0 and ICU 76.1 are pinned; this is Babel "
                 f"{babel.__version__} and ICU {icu.ICU_VERSION} (run scripts/install-test-deps)")
    stale = []
    for module in MODULES:
        for path, text in module.outputs().items():
            file = arguments.root / path
            if arguments.check:
                if not file.exists() or file.read_text(encoding="utf-8") != text:
                    stale.append(path)
            else:
                file.parent.mkdir(parents=True, exist_ok=True)
                file.write_text(text, encoding="utf-8")
                print(f"Wrote {path}")
    if stale:
        for path in stale:
            print(f"{path} is stale: run scripts/generate-locale-data", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
