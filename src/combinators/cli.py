"""The ``combinators`` command: ``python -m combinators demo`` runs the library's main job.

The demo builds a small pipeline from certified pieces, runs it on sample data through a
session, audits it exactly against every deterministic adversary, and prints the certificate
and the verdict.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from fractions import Fraction

from ._validation import check_sequence_of, check_str
from .audit import audit
from .machines import open_session
from .measures import ApproxDP, EpsDelta
from .primitives import TOP, Flag, interactive_randomized_response, randomized_response_delta

__all__ = ["main"]


def appendix_f(out: int | Flag) -> int:
    """Whitehouse et al. 2023, App. F: report 1 iff RR_{ε,δ} said 1 or revealed b = 1 (``TOP``)."""
    return 1 if out == 1 or out is TOP else 0


def demo(out: list[str]) -> None:
    """Build, run and audit a small pipeline; append the report lines to ``out``."""
    t0 = time.perf_counter()
    rr = randomized_response_delta(e_eps=3, delta=Fraction(1, 100))   # exactly (ln 3, 1/100)-DP
    pipeline = appendix_f @ rr                                        # post-processing (∘)
    out.append("pipeline:    appendix_f @ randomized_response_delta(e_eps=3, delta=1/100)")
    c = pipeline.certificate
    out.append(f"certificate: {c.measure!r} {c.level!r} under '{c.relation.name}' "
               "(kept through post-processing, Haney et al. 2023, Thm 2.17)")
    data = [1, 0, 1, 1, 0, 0, 1, 0]
    releases = [open_session(pipeline, bit, seed=i).ask(None) for i, bit in enumerate(data)]
    out.append(f"sample data: {data}")
    out.append(f"releases:    {releases}")

    result = audit(pipeline, 0, 1, [None], 1)
    out.append(f"exact audit of the certificate: {result.verdict.value} — {result.reason}")
    claim = EpsDelta(1.0, 0.01)
    wrong = audit(pipeline, 0, 1, [None], 1, ApproxDP(), claim)
    out.append(f"exact audit of a wrong claim {claim!r}: {wrong.verdict.value}")
    if wrong.witness is not None:
        w = wrong.witness
        out.append(f"  witness event {w.event!r}: P = {w.p_event}, Q = {w.q_event}")

    irr = interactive_randomized_response(e_eps=3, delta=Fraction(1, 100))
    r = audit(irr, 0, 1, [None], 3)
    out.append(f"interactive RR (Henzinger–Safavi–Vadhan 2024, Def 2.9), every adversary of depth 3: {r.verdict.value} "
               f"at {irr.level!r} ({r.histories_visited} histories)")
    out.append(f"done in {time.perf_counter() - t0:.2f} s")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m combinators`` and the ``combinators`` script."""
    parser = argparse.ArgumentParser(prog="combinators", description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("demo", help="build, run and exactly audit a small pipeline")
    if argv is not None:
        argv = check_sequence_of("argv", argv, check_str, what="a sequence of command-line words")
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # usage errors and --help: argparse printed why; answer its exit status
        return e.code if isinstance(e.code, int) else 2

    if args.command == "demo":
        lines: list[str] = []
        demo(lines)
        sys.stdout.write("\n".join(lines) + "\n")
    return 0
