"""Every public callable answers a bad argument with a library error, never a raw exception, a
hang or a silent accept; numpy scalars are taken wherever numbers are.

The fuzzer (``tests/api_fuzz.py``) substitutes negative, zero, NaN, ±inf, 10**400, subnormal,
string, None, bool, numpy, empty, wrong-level, wrong-machine and opaque values into each parameter
of each public callable, one at a time, the others at valid samples. Failures other areas own are
listed in ``tests/api_fuzz_known.py``; a listed failure that no longer fails must be deleted there.

Calls the allowlist records as hangs are not run by default (each costs the 10 s timeout); set
``COMBINATORS_FUZZ_FULL=1`` to run them too.
"""

from __future__ import annotations

import collections
import os

import pytest

from tests.api_fuzz import KINDS, Failure, Target, build_targets, run_target
from tests.api_fuzz_known import KNOWN_FAILURES

FULL = os.environ.get("COMBINATORS_FUZZ_FULL", "") not in {"", "0"}
TARGETS, NOT_FUZZED = build_targets()


def test_every_public_callable_has_a_sample() -> None:
    missing = [f"{name}: {why}" for name, why in NOT_FUZZED if why.startswith("NO SAMPLE")]
    assert not missing, "public callables the fuzzer cannot call (add samples in tests/api_fuzz.py):\n" + "\n".join(
        missing)
    assert len(TARGETS) > 250


def test_known_failures_name_real_targets() -> None:
    names = {t.name for t in TARGETS}
    params = {(t.name, p.name) for t in TARGETS for p in t.params}
    bad = [k for k in KNOWN_FAILURES if (k[0], k[1]) not in params and not (k[1] == "-" and k[0] in names)]
    assert not bad, f"allowlist entries for callables or parameters that do not exist: {bad[:10]}"
    assert all(k[2] in KINDS or k[2] == "baseline" for k in KNOWN_FAILURES)


def _describe(failures: list[Failure]) -> str:
    return "\n".join(f"  {f.target}({f.param}={f.kind}): {f.outcome}: {f.detail}" for f in failures)


@pytest.mark.parametrize("target", TARGETS, ids=[t.name for t in TARGETS])
def test_public_callable_refuses_bad_arguments(target: Target) -> None:
    known = {k for k in KNOWN_FAILURES if k[0] == target.name}
    skip = set() if FULL else {k for k in known if KNOWN_FAILURES[k][1] == "hang"}
    failures, _ = run_target(target, set(KINDS), skip)
    broken = [f for f in failures if f.outcome == "baseline"]
    assert not broken, f"the valid sample call fails (fix the sample in tests/api_fuzz.py, or the callable):\n{_describe(broken)}"
    new = [f for f in failures if f.key not in known]
    fixed = sorted(known - {f.key for f in failures} - skip)
    message = []
    if new:
        message.append(f"{len(new)} bad argument(s) not answered with a library error:\n{_describe(new)}")
    if fixed:
        message.append("fixed: delete these entries from tests/api_fuzz_known.py:\n" +
                       "\n".join(f"  {k!r}" for k in fixed))
    assert not message, "\n".join(message)


def test_known_failures_by_owner() -> None:
    """The allowlist's size by owner and outcome (printed with ``pytest -s``); none is the fuzz area's."""
    counts = collections.Counter(KNOWN_FAILURES.values())
    print("known fuzz failures by (owner, outcome):", dict(sorted(counts.items())))
    assert all(owner != "fuzz" for owner, _ in counts), "the fuzz test's own area must have no known failures"
