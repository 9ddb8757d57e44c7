"""JSON of any nesting depth: ``dumps`` and ``loads`` on an explicit stack.

``json.dumps`` and ``json.loads`` recurse once per level and give up near the recursion limit, and
a certificate tree is as deep as the pipeline it certifies (``null_extension(abs @ …)`` nested
10,000 times is 20,000 levels). These write and read the same text: ``dumps`` is
``json.dumps(obj, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False)`` character for
character, for dicts with string keys, lists and JSON scalars, except that lines nested deeper
than ``MAX_INDENT`` levels are indented no further (indenting every level would make the text of
a tree n deep grow as n²: 20,000 levels would be gigabytes of spaces); ``loads`` is ``json.loads``.
Scalars go through the ``json`` module itself, so strings and numbers are written and read as it
writes and reads them.
"""

from __future__ import annotations

import json
import re
from itertools import repeat
from collections.abc import Callable
from typing import Any, Final

__all__ = ["dumps", "loads"]

_INDENT: Final = "  "
MAX_INDENT: Final = 64
"""The deepest level that is indented further than the one above it."""
_DECODER: Final = json.JSONDecoder()
_scanstring: Final[Callable[[str, int], tuple[str, int]]] = json.decoder.scanstring  # type: ignore[attr-defined]  # (untyped in the stubs)
_SPACE: Final = re.compile(r"[ \t\n\r]*")


_encode_str: Final[Callable[[str], str]] = json.encoder.encode_basestring


def _scalar(x: object) -> str:
    if type(x) is str:  # the common case, as json.dumps writes it with ensure_ascii=False
        return _encode_str(x)
    return json.dumps(x, ensure_ascii=False, allow_nan=False)


def dumps(obj: object) -> str:
    """``json.dumps(obj, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False)``, without
    recursion. Raises ``TypeError`` for a key that is not a string or a value JSON cannot hold,
    ``ValueError`` for a NaN or an infinity. Lines below ``MAX_INDENT`` levels are not indented
    further (module docs)."""
    out: list[str] = []
    # the open containers: an iterator over their (key or None, value) pairs, their level, a flag
    # for the first item and the text that closes them
    stack: list[list[Any]] = []
    value: Any = obj
    while True:
        t = type(value)
        if (t is dict or t is list or t is tuple) and value:
            level = len(stack)
            if t is dict:
                if not all(type(k) is str for k in value):
                    msg = "keys must be str"
                    raise TypeError(msg)
                items: Any = iter([(k, value[k]) for k in sorted(value)])
                out.append("{")
                close = "\n" + _INDENT * min(level, MAX_INDENT) + "}"
            else:
                items = zip(repeat(None), value)
                out.append("[")
                close = "\n" + _INDENT * min(level, MAX_INDENT) + "]"
            stack.append([items, "\n" + _INDENT * min(level + 1, MAX_INDENT), True, close])
        elif t is dict:
            out.append("{}")
        elif t is list or t is tuple:
            out.append("[]")
        else:
            out.append(_scalar(value))
        # the next value: the next item of the innermost open container that has one
        while stack:
            frame = stack[-1]
            item = next(frame[0], None)
            if item is None:
                out.append(frame[3])
                stack.pop()
                continue
            key, value = item
            out.append(frame[1] if frame[2] else "," + frame[1])
            frame[2] = False
            if key is not None:
                out.append(_encode_str(key) + ": ")
            break
        else:
            return "".join(out)


def loads(text: str) -> Any:
    """``json.loads(text)``, without recursion (``json.JSONDecodeError`` for text that is not JSON)."""
    stack: list[tuple[dict[str, Any] | list[Any], str | None]] = []  # open containers, and a dict's pending key
    i, n = 0, len(text)
    result: Any = None

    space = _SPACE.match

    def skip(i: int) -> int:
        return space(text, i).end()  # type: ignore[union-attr]  # the pattern matches the empty string

    def fail(msg: str, i: int) -> json.JSONDecodeError:
        return json.JSONDecodeError(msg, text, i)

    def read_key(i: int) -> tuple[str, int]:
        """A dict's key and its ':' at ``i``, and where its value starts."""
        if i >= n or text[i] != '"':
            raise fail("Expecting property name enclosed in double quotes", i)
        key, i = _scanstring(text, i + 1)
        i = skip(i)
        if i >= n or text[i] != ":":
            raise fail("Expecting ':' delimiter", i)
        return key, skip(i + 1)

    i = skip(i)
    while True:
        # read one value at i
        if i >= n:
            raise fail("Expecting value", i)
        c = text[i]
        value: Any
        opened = False
        if c == "{":
            i = skip(i + 1)
            if i < n and text[i] == "}":
                value, i = {}, i + 1
            else:
                key, i = read_key(i)
                stack.append(({}, key))
                opened = True
        elif c == "[":
            i = skip(i + 1)
            if i < n and text[i] == "]":
                value, i = [], i + 1
            else:
                stack.append(([], None))
                opened = True
        else:
            value, i = _DECODER.raw_decode(text, i)
        if opened:
            continue
        # place the value, closing every container it completes
        while True:
            if not stack:
                i = skip(i)
                if i != n:
                    raise fail("Extra data", i)
                result = value
                return result
            container, pending = stack[-1]
            if type(container) is dict:
                container[pending] = value  # type: ignore[index]  # a dict's pending key is a str
            else:
                container.append(value)  # type: ignore[union-attr]  # a list
            i = skip(i)
            if i < n and text[i] == ",":
                i = skip(i + 1)
                if type(container) is dict:
                    key, i = read_key(i)
                    stack[-1] = (container, key)
                break  # read the next value
            closer = "}" if type(container) is dict else "]"
            if i >= n or text[i] != closer:
                raise fail(f"Expecting ',' delimiter or {closer!r}", i)
            stack.pop()
            value, i = container, i + 1
