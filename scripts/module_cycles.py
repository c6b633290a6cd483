#!/usr/bin/env python3
"""Lists the import circles among kibitz's modules (DESIGN: no circles).

Reads every `use crate::…`, `use super::…` and `crate::…`/`super::…` path in
`src/`, maps each to the module file it names, and prints every strongly
connected group of two or more modules, largest first. Exit status 1 when there
is any. A module's `mod.rs` and its children count as separate modules; a
parent that only declares its children (`mod x;`) does not import them, and a
child's use of its own ancestors (`super::Context` in a technique's file) is not
counted: that is how Rust modules are built. Test modules are left out.

Usage: python3 scripts/module_cycles.py [--depth N]
  --depth N  merge modules below depth N into their ancestor (default: files).
"""
import os, re, sys
from collections import defaultdict

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")


def module_of(path):
    rel = os.path.relpath(path, ROOT)[:-3].split(os.sep)
    if rel[-1] == "mod":
        rel = rel[:-1]
    if rel in (["lib"], ["main"]):
        return ()
    return tuple(rel)


def files():
    for d, _, fs in os.walk(ROOT):
        for f in fs:
            if f.endswith(".rs"):
                yield os.path.join(d, f)


MODULES = {module_of(p): p for p in files()}


def resolve(parts):
    """The longest prefix of `parts` that is a module file."""
    for n in range(len(parts), 0, -1):
        if tuple(parts[:n]) in MODULES:
            return tuple(parts[:n])
    return None


def strip_tests(text):
    """Drops `#[cfg(test)] mod … { … }` blocks: tests may import anything."""
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{", text):
        if m.start() < i:
            continue
        out.append(text[i:m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        i = j
    out.append(text[i:])
    return "".join(out)


def expand(prefix, body):
    """`a::{b, c::{d}}` → ['a::b', 'a::c::d']."""
    body = body.strip()
    if not body.startswith("{"):
        return [prefix + body]
    inner, depth, cur, out = body[1:-1], 0, "", []
    for ch in inner + ",":
        if ch == "," and depth == 0:
            if cur.strip():
                head, sep, rest = cur.strip().partition("::")
                if rest.startswith("{") or sep:
                    out += expand(prefix + head + "::", rest) if sep else [prefix + head]
                else:
                    out.append(prefix + head)
            cur = ""
            continue
        depth += {"{": 1, "}": -1}.get(ch, 0)
        cur += ch
    return out


def imports(mod, path):
    text = strip_tests(open(path).read())
    # Comments (doc links among them) name modules without importing them.
    text = re.sub(r"//[^\n]*", "", text)
    paths = []
    for m in re.finditer(r"\buse\s+((?:crate|super|self)(?:::\w+)*::)?(\{[^;]*\}|[\w:]+)[^;]*;", text, re.S):
        if m.group(1):
            paths += expand(m.group(1), m.group(2))
        else:
            paths.append(m.group(2))
    paths += re.findall(r"(?<![\w:])((?:crate|super)(?:::\w+)+)", text)
    found = set()
    for p in paths:
        parts = p.split("::")
        if parts[0] == "crate":
            target = parts[1:]
        elif parts[0] in ("super", "self"):
            base = list(mod)
            if parts[0] == "self":
                parts = parts[1:]
            while parts and parts[0] == "super":
                base = base[:-1]
                parts = parts[1:]
            target = base + parts
        else:
            continue
        t = resolve(target)
        if t is not None and t != mod and not (len(t) < len(mod) and mod[: len(t)] == t):
            found.add(t)
    return found


def cycles(depth):
    def cut(m):
        return m[:depth] if depth else m

    graph = defaultdict(set)
    for mod, path in MODULES.items():
        for t in imports(mod, path):
            a, b = cut(mod), cut(t)
            if a != b:
                graph[a].add(b)
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in list(graph):
        if v not in index:
            visit(v)
    return sorted(out, key=len, reverse=True), graph


def main():
    depth = 0
    if "--depth" in sys.argv:
        depth = int(sys.argv[sys.argv.index("--depth") + 1])
    found, graph = cycles(depth)
    for comp in found:
        names = ["::".join(m) or "crate" for m in comp]
        print(f"{len(comp)} modules in one circle:")
        for m in comp:
            inside = sorted("::".join(t) for t in graph[m] if t in comp)
            print(f"  {'::'.join(m)} -> {', '.join(inside)}")
    if not found:
        print("no import circles")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
