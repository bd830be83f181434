#!/usr/bin/env python3
"""Keeps the Qt Linguist .ts files of GateBench filled between `update_translations` runs.

  ts-tool.py fill PREV.ts NEW.ts      fill unfinished messages of NEW from PREV: the same source
                                      in the same context, else the same source in any context
  ts-tool.py missing TS [OUT.json]    list unfinished messages as {"context|source": ""}
                                      (numerus messages as {"context|source": ["", ...]})
  ts-tool.py apply TS JSON            set the translations of JSON (a string, or a list of
                                      numerus forms) and mark them finished

Keys are "context|source". lupdate rewrites the files' layout on its next run; lrelease reads
them as written here.
"""
import json
import sys
import xml.etree.ElementTree as ET

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def load(path):
    return ET.parse(path)


def save(tree, path):
    ET.indent(tree, space="    ")
    with open(path, "w", encoding="utf-8") as f:
        f.write(HEADER + ET.tostring(tree.getroot(), encoding="unicode") + "\n")


def messages(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def unfinished(message):
    t = message.find("translation")
    return t is None or t.get("type") == "unfinished"


def value(message):
    t = message.find("translation")
    if message.get("numerus") == "yes":
        return [n.text or "" for n in t.iter("numerusform")]
    return t.text or ""


def set_value(message, text):
    t = message.find("translation")
    if t is None:
        t = ET.SubElement(message, "translation")
    for child in list(t):
        t.remove(child)
    if isinstance(text, list):
        t.text = None
        for form in text:
            ET.SubElement(t, "numerusform").text = form
    else:
        t.text = text
    t.attrib.pop("type", None)


def fill(prev_path, new_path):
    prev = load(prev_path)
    exact, by_source = {}, {}
    for ctx, m in messages(prev):
        if unfinished(m):
            continue
        key = (m.get("numerus") == "yes", m.findtext("source"))
        exact[(ctx,) + key] = value(m)
        by_source.setdefault(key, value(m))
    new = load(new_path)
    filled = left = 0
    for ctx, m in messages(new):
        if not unfinished(m):
            continue
        key = (m.get("numerus") == "yes", m.findtext("source"))
        text = exact.get((ctx,) + key, by_source.get(key))
        if text is None:
            left += 1
            continue
        set_value(m, text)
        filled += 1
    save(new, new_path)
    print(f"{new_path}: filled {filled}, still unfinished {left}")


def missing(path, out=None):
    result = {}
    for ctx, m in messages(load(path)):
        if unfinished(m):
            result[f"{ctx}|{m.findtext('source')}"] = [""] if m.get("numerus") == "yes" else ""
    text = json.dumps(result, ensure_ascii=False, indent=1)
    if out:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        print(text)
    print(f"{len(result)} unfinished", file=sys.stderr)


def apply(path, json_path):
    with open(json_path, encoding="utf-8") as f:
        wanted = json.load(f)
    tree = load(path)
    done = set()
    for ctx, m in messages(tree):
        key = f"{ctx}|{m.findtext('source')}"
        if key in wanted and wanted[key]:
            text = wanted[key]
            if (m.get("numerus") == "yes") != isinstance(text, list):
                sys.exit(f"{key}: numerus and plain translations do not mix")
            set_value(m, text)
            done.add(key)
    save(tree, path)
    unknown = [k for k in wanted if wanted[k] and k not in done]
    print(f"{path}: applied {len(done)}; not found {len(unknown)}")
    for k in unknown:
        print("  not found:", k)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "fill" and len(sys.argv) == 4:
        fill(sys.argv[2], sys.argv[3])
    elif len(sys.argv) in (3, 4) and sys.argv[1] == "missing":
        missing(*sys.argv[2:])
    elif len(sys.argv) == 4 and sys.argv[1] == "apply":
        apply(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
