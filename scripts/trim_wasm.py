"""Takes out of a game's wasm the code no page of the app can reach, then has wasm-opt shrink it
again (scripts/service_worker.py runs this on every bundle, before it hashes them).

Leptos 0.8 always depends on server_fn, whose browser client streams server responses through
wasm-streams. wasm-streams exports three classes to JavaScript (`IntoUnderlyingSource`,
`IntoUnderlyingByteSource`, `IntoUnderlyingSink`): as exports they stay in every bundle, with
the futures, panics and std::io error texts behind them, although only a server function's
stream ever creates one and the app has no server. Removing those exports lets wasm-opt drop that
code (about 1.7 KB of gzipped wasm a bundle, docs/measurements.md "Size"); the JavaScript glue
still names them, but only inside the classes no code of the app constructs.

wasm-opt then runs again with the bundles' settings (scripts/wasm_bundles.py): a second pass
finds a little more to fold as well.

`python3 scripts/trim_wasm.py <bundle's main_bg.wasm>` trims one file by hand.
"""
import os
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


def trim(path, settings):
    """Trims the bundle's wasm at `path` in place, then runs wasm-opt with `settings` (the
    bundle's own, scripts/wasm_bundles.py); returns the names removed."""
    with open(path, "rb") as handle:
        wasm, removed = without_exports(handle.read(), UNREACHABLE_EXPORTS)
    if not removed:
        return removed
    trimmed = path + ".trimmed"
    with open(trimmed, "wb") as handle:
        handle.write(wasm)
    try:
        subprocess.run(
            ["wasm-opt", *settings, trimmed, "-o", path],
            check=True,
        )
    finally:
        os.remove(trimmed)
    return removed


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: trim_wasm.py <bundle's main_bg.wasm>")
    import wasm_bundles
    names = trim(sys.argv[1], wasm_bundles.WASM_OPT)
    print("%s: %d exports removed" % (sys.argv[1], len(names)))
