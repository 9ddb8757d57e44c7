"""The public-API fuzz test's allowlist of known failures: empty, and kept empty.

Every public callable answers every bad argument the fuzzer tries with a library error, so the
dict is empty. Should a failure ever have to be tolerated for a while, it goes here as one entry
per (callable, parameter, bad-value kind) -> (owner, outcome: raw, silent, hang or
refused-number), with a comment saying how it fails; an entry whose failure is fixed makes
``tests/test_public_api_fuzz.py`` fail until it is deleted. ``PYTHONPATH=src python tests/api_fuzz.py``
prints the current failures in this format.
"""

from __future__ import annotations

KNOWN_FAILURES: dict[tuple[str, str, str], tuple[str, str]] = {}
