"""Writes python-<version>.json: what CPython's repr() does with every code point and every byte.

The committed tests compare lib/core/python against this file and never run Python. Regenerate
with `python3 lib/core/python/reference/make-reference.py` (the file name records the version).
"""

import json
import pathlib
import platform
import sys
import unicodedata


KINDS = {
    "p": "printable: str.isprintable() is True, repr() keeps it",
    "n": "not printable (categories Cc, Cf, Cs, Co, Zs, Zl, Zp): repr() escapes it",
    "u": "unassigned in this Python's Unicode (Cn): not printable, so repr() escapes it",
}


def code_point_kind(cp: int) -> str:
    ch = chr(cp)
    if ch.isprintable():
        return "p"
    return "u" if unicodedata.category(ch) == "Cn" else "n"


def runs() -> list:
    """[first code point, kind] for each maximal run of code points of one kind, up to U+10FFFF."""
    out = []
    for cp in range(sys.maxunicode + 1):
        kind = code_point_kind(cp)
        if not out or out[-1][1] != kind:
            out.append([cp, kind])
    return out


def field(name: str, value, items: bool = False) -> str:
    """One top-level key; a list with items=True gets one element per line, for readable diffs."""
    if not items:
        return f"  {json.dumps(name)}: {json.dumps(value)}"
    body = ",\n".join(f"    {json.dumps(item)}" for item in value)
    return f"  {json.dumps(name)}: [\n{body}\n  ]"


code_points = runs()
fields = [
    field("python", platform.python_version()),
    field("unicode", unicodedata.unidata_version),
    field("kinds", KINDS),
    field("code_point_runs", code_points, items=True),
    field("byte_reprs", [repr(bytes([b])) for b in range(256)], items=True),
]
target = pathlib.Path(__file__).with_name(f"python-{sys.version_info.major}.{sys.version_info.minor}.json")
target.write_text("{\n" + ",\n".join(fields) + "\n}\n", encoding="ascii")
print(f"{target}: {len(code_points)} runs of code points")
