"""The sampled audit can refute, never certify: its verdict type has no CERTIFIED, and comparing it
with the exact audit's ``Verdict.CERTIFIED`` is a type error (checked with warn_unused_ignores)."""

from __future__ import annotations

from combinators.audit import SampledAuditResult, SampledVerdict
from combinators.measures import Verdict


def certified(r: SampledAuditResult) -> bool:
    return r.verdict is Verdict.CERTIFIED  # type: ignore[comparison-overlap]


def certified_by_value(r: SampledAuditResult) -> bool:
    return r.verdict == Verdict.CERTIFIED  # type: ignore[comparison-overlap]


SampledVerdict.CERTIFIED  # type: ignore[attr-defined]
