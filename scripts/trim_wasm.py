"""Takes out of a game's wasm the code no page of the app can reach, then has wasm-opt shrink it
again (scripts/service_worker.py runs this on every bundle, before it hashes them).

Leptos 0.8 always depends on server_fn, whose browser client streams server responses through
wasm-streams. wasm-streams exports three classes to JavaScript (`IntoUnderlyingSource`,
`IntoUnderlyingByteSource`, `IntoUnderlyingSink`): as exports they stay in every bundle, with
the futures, panics and std::io error texts behind them, although only a server function's
stream ever creates one and the app has no server. Removing those exports lets wasm-opt drop that
code (about 1.7 KB of gzipped wasm a bundle, docs/measurements.md "Size"); the JavaScript glue
still names them, but only inside the classes no code of the app constructs.

wasm-opt then runs again with the bundle's own settings (index.html's `data-wasm-opt` and
`data-wasm-opt-params`): a second pass finds a little more to fold as well.

`python3 scripts/trim_wasm.py <bundle_bg.wasm> [index.html]` trims one file by hand.
"""
import os
import re
import subprocess
import sys

# The exports of wasm-streams' classes: their methods, and their `free` called by the glue.
UNREACHABLE_EXPORTS = ("intounderlying", "__wbg_intounderlying")

EXPORT_SECTION = 7


def read_leb(data, at):
    """An unsigned LEB128 number at `at`, and where the next field starts."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def leb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def without_exports(wasm, prefixes):
    """The module `wasm` (bytes) without the exports named with one of `prefixes`, and their
    names."""
    if wasm[:4] != b"\0asm":
        raise ValueError("not a wasm module")
    out = bytearray(wasm[:8])
    removed = []
    at = 8
    while at < len(wasm):
        section = wasm[at]
        size, body_at = read_leb(wasm, at + 1)
        end = body_at + size
        if section != EXPORT_SECTION:
            out += wasm[at:end]
            at = end
            continue
        count, entry_at = read_leb(wasm, body_at)
        kept = []
        for _ in range(count):
            length, name_at = read_leb(wasm, entry_at)
            name = wasm[name_at:name_at + length].decode()
            _index, next_at = read_leb(wasm, name_at + length + 1)
            if name.startswith(prefixes):
                removed.append(name)
            else:
                kept.append(wasm[entry_at:next_at])
            entry_at = next_at
        body = leb(len(kept)) + b"".join(kept)
        out += bytes([EXPORT_SECTION]) + leb(len(body)) + body
        at = end
    return bytes(out), removed


def wasm_opt_settings(index_html, bin_name):
    """The `-O` level and parameters index.html gives wasm-opt for the bundle `bin_name`."""
    with open(index_html, encoding="utf-8") as handle:
        page = handle.read()
    for link in re.findall(r"<link\b[^>]*>", page):
        if 'data-bin="%s"' % bin_name not in link:
            continue
        level = re.search(r'data-wasm-opt="([^"]*)"', link)
        params = re.search(r'data-wasm-opt-params="([^"]*)"', link)
        return ["-O" + (level.group(1) if level else "z")] + (params.group(1).split() if params else [])
    raise ValueError("%s has no bundle %s" % (index_html, bin_name))


def trim(path, index_html):
    """Trims the bundle at `path` (`tabletop-<game>_bg.wasm`) in place; returns the names removed."""
    bin_name = os.path.basename(path)[: -len("_bg.wasm")]
    with open(path, "rb") as handle:
        wasm, removed = without_exports(handle.read(), UNREACHABLE_EXPORTS)
    if not removed:
        return removed
    trimmed = path + ".trimmed"
    with open(trimmed, "wb") as handle:
        handle.write(wasm)
    try:
        subprocess.run(
            ["wasm-opt", *wasm_opt_settings(index_html, bin_name), trimmed, "-o", path],
            check=True,
        )
    finally:
        os.remove(trimmed)
    return removed


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: trim_wasm.py <bundle_bg.wasm> [index.html]")
    names = trim(sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else "index.html")
    print("%s: %d exports removed" % (sys.argv[1], len(names)))
