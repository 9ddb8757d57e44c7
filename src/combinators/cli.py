"""The ``combinators`` command: ``python -m combinators demo`` runs the library's main job;
``python -m combinators reproduce vadhan-wang-lp`` re-runs the experiment of Vadhan–Wang 2021, §6.

The demo builds a small pipeline from certified pieces, runs it on sample data through a
session, audits it exactly against every deterministic adversary, and prints the certificate
and the verdict.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TextIO

from ._validation import check_sequence_of, check_str
from .audit import audit, experiment_table, lp_experiment, view_distribution
from .composition import STATUS, FilterStatus, ext_concurrent
from .continual import sparse_parallel, tree_counter
from .continual.counterexamples import copies_adversary, m_delta
from .errors import CombinatorsError
from .expost import Round, expost_filter, laplace_noise_reduction, relative_error_stop
from .machines import game, open_session
from .measures import ApproxDP, EpsDelta
from .measures.divergences import hockey_stick
from .primitives import TOP, Flag, interactive_randomized_response, randomized_response_delta

__all__ = ["main"]


def appendix_f(out: int | Flag) -> int:
    """Whitehouse et al. 2023, App. F: report 1 iff RR_{ε,δ} said 1 or revealed b = 1 (``TOP``)."""
    return 1 if out == 1 or out is TOP else 0


def progress_bar(stream: TextIO, label: str, width: int = 30) -> Callable[[int, int], None]:
    """An audit's ``progress=`` callback drawing a text bar on ``stream``: histories visited of the
    estimated total (a line per test and direction, ended when its search ends)."""

    def show(visited: int, total: int) -> None:
        frac = min(1.0, visited / total) if total > 0 else 1.0
        filled = round(width * frac)
        stream.write(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {frac:4.0%}, {visited:,} of ~{total:,} "
                     "histories")
        if visited >= total:
            stream.write("\n")
        stream.flush()

    return show


def demo(out: list[str], depth: int = 3) -> None:
    """Build, run and audit a small pipeline; append the report lines to ``out`` (a progress bar of
    the interactive audit, of ``depth`` queries, goes to stderr)."""
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
    r = audit(irr, 0, 1, [None], depth, progress=progress_bar(sys.stderr, "auditing interactive RR"))
    out.append(f"interactive RR (Henzinger–Safavi–Vadhan 2024, Def 2.9), every adversary of depth {depth}: "
               f"{r.verdict.value} "
               f"at {irr.level!r} ({r.histories_visited} histories)")
    continual(out)
    out.append(f"done in {time.perf_counter() - t0:.2f} s")


def continual(out: list[str]) -> None:
    """Continual mechanisms: a counter over a stream, and the exact leak of unbounded parallel
    composition of approximate-DP mechanisms (Henzinger–Safavi–Vadhan 2024, Thm 1.4)."""
    counter = tree_counter(8.0, horizon=8)
    session = open_session(counter, None, seed=0)
    stream = [1, 0, 1, 1, 0, 1, 1, 1]
    released = [session.ask(x) for x in stream]
    out.append(f"continual:   {counter!r} ({counter.level!r}, event-level) on the stream {stream}")
    out.append(f"             true counts {list(itertools.accumulate(stream))}, released {released}")
    delta = Fraction(1, 10)
    adversary = copies_adversary(m_delta(delta), 5)
    f = sparse_parallel([EpsDelta(0, delta)])
    d0, d1 = (view_distribution(game(ext_concurrent(), f, b), None, adversary, 11) for b in (0, 1))
    leak = hockey_stick(d0, d1, Fraction(1))      # the total variation distance of the two views
    out.append(f"parallel:    5 copies of a (0, 1/10)-DP continual mechanism, 1-sparse parallel composition: the "
               f"adversary learns the secret bit with probability {leak} = 1 − (9/10)^5, exactly (Thm 1.4)")

    # accuracy-first: one noise-reduction round under the ex-post filter, charged only its last level
    reduction = laplace_noise_reduction(None, [0.01 * 2**j for j in range(7)], relative_error_stop(0.1, "laplace"))
    ex_post = open_session(expost_filter(1.0, 0.0, relation=reduction.relation), 250.0, seed=0)
    rounds = ex_post.ask(Round(reduction))
    assert type(rounds) is tuple  # the round's release: its (ε_k, y_k) pairs up to the stop
    status = ex_post.ask(STATUS)
    assert type(status) is FilterStatus  # the filter's own answer to STATUS
    out.append(f"ex-post:     Laplace noise reduction of a count of 250 to 10% relative error under "
               f"expost_filter(1.0, 0.0): {len(rounds)} releases, the last {rounds[-1][1]:.1f} at "
               f"ε = {rounds[-1][0]}; charged {status.spent.epsilon}, not the sum of the levels "
               f"(Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.2)")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m combinators`` and the ``combinators`` script."""
    parser = argparse.ArgumentParser(prog="combinators", description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    dem = sub.add_parser("demo", help="build, run and exactly audit a small pipeline")
    dem.add_argument("--depth", type=int, default=3, help="queries of the interactive audit (default 3)")
    rep = sub.add_parser("reproduce", help="re-run a paper's experiment and print its table")
    rep.add_argument("experiment", choices=["vadhan-wang-lp"],
                     help="vadhan-wang-lp: Vadhan–Wang 2021, §6 (needs scipy: pip install 'combinators[lp]')")
    rep.add_argument("--instances", type=int, default=10_000, help="random mechanisms per e^ε (default 10000)")
    rep.add_argument("--e-eps", type=Fraction, nargs="+", default=[Fraction(2)], help="e^ε values, exact (default 2)")
    rep.add_argument("--seed", type=int, default=0, help="seed of numpy's generator (default 0)")
    if argv is not None:
        argv = check_sequence_of("argv", argv, check_str, what="a sequence of command-line words")
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # usage errors and --help: argparse printed why; answer its exit status
        return e.code if isinstance(e.code, int) else 2

    if args.command == "demo":
        lines: list[str] = []
        try:
            demo(lines, args.depth)
        except CombinatorsError as e:  # a bad depth: say so, as argparse does
            sys.stderr.write(f"combinators demo: error: {e}\n")
            return 2
        sys.stdout.write("\n".join(lines) + "\n")
    elif args.command == "reproduce":
        t0 = time.perf_counter()
        try:
            runs = [lp_experiment(args.instances, e, seed=args.seed) for e in args.e_eps]
        except CombinatorsError as e:  # a bad option, or scipy missing: say so, as argparse does
            sys.stderr.write(f"combinators reproduce: error: {e}\n")
            return 2
        sys.stdout.write("Vadhan–Wang 2021, §6: is each random 2-round 1-bit mechanism a post-processing of RR_{ε,δ} "
                         "at its exact δ? (LP by scipy.optimize.linprog; sanity check: infeasible at 0.9·δ)\n"
                         f"{experiment_table(runs)}\ndone in {time.perf_counter() - t0:.1f} s\n")
    return 0
