"""Check a mechanism's certificate on the neighbouring pairs you give: exactly when it is finite,
from samples when it draws from a continuous law.

``check_mechanism(m, pairs)`` runs ``combinators.audit.audit`` on every pair: every deterministic
adversary up to ``depth`` queries from ``queries``, exact view distributions, both directions.
It returns the results when every one is ``CERTIFIED`` and raises ``ConformanceFailure`` (an
``AssertionError``, so pytest reports it as a failed test) with the witness adversary and event
when one is ``VIOLATED``, or with the reason when one is ``INCONCLUSIVE``.

A mechanism that draws from a continuous law (Laplace, Gaussian) cannot be enumerated; it goes to
the sampled audit (``combinators.audit.sampled_audit``: a witness search on half of the draws, a
Clopper–Pearson test of the chosen event on the other half; Bichsel et al. 2021, Ding et al.
2018), seeded, so the check is reproducible. A ``VIOLATED`` verdict fails the check with the
event, its counts and the confidence; ``NOT_REFUTED`` passes it, and is no certificate: only
that this search, at this sample size, found no event that breaks the claim. If the claim holds,
a given seed fails the check with probability at most ``1 − confidence``.

``check_game(m, query_pairs, depth)`` checks a finite continual mechanism exactly in its privacy
game (``combinators.audit.audit_game``), w.r.t. the verification function its certificate names.

Draw the pairs with ``combinators.testing.strategies.neighbours(relation)`` to check every
relation the certificate may be stated for; the laws of mechanisms (post-processing, ``@``
associates, identity) are in ``combinators.testing.laws``.

Example:
    >>> from fractions import Fraction
    >>> from combinators.machines import certify_machine
    >>> from combinators.measures import Epsilon, PureDP
    >>> from combinators.primitives import randomized_response
    >>> rr = randomized_response(e_eps=3)                      # exactly ln 3-DP
    >>> [r.verdict for r in check_mechanism(rr, [(0, 1)])]
    [Verdict.CERTIFIED]
    >>> wrong = certify_machine(rr.machine, PureDP(), Epsilon(1.0), rr.certificate.relation)
    >>> check_mechanism(wrong, [(0, 1)])
    Traceback (most recent call last):
    ...
    combinators.errors.ConformanceFailure: the claim Epsilon(1.0) under PureDP() is VIOLATED on the pair 1 (of 1): ...
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from typing_extensions import Unpack

from .._validation import check_bool, check_instance, check_int, check_real
from ..audit import AuditBudgets, AuditResult, SampledAuditResult, SampledVerdict, audit, audit_game, sampled_audit
from ..audit.sampled import DEFAULT_SAMPLES, MAX_SAMPLES
from ..errors import ConformanceFailure, InvalidArgument, NotEnumerable
from ..machines import Mechanism, Verification
from ..measures import Verdict

__all__ = ["check_game", "check_mechanism"]

_NOT_ENUMERABLE: Final = "cannot enumerate exactly:"
_CONTINUOUS: Final = ("continuous draw", "sample-only")
"""How the exact audit's INCONCLUSIVE reason reads for a machine that draws from a continuous law
(``combinators.prob``'s enumerating coins), as opposed to one that outgrew a budget."""

SAMPLE_ONLY: Final = (
    "draws from a continuous law, so its views cannot be enumerated and its game cannot be audited "
    "exactly. Check it another way: run it on its own and check it with check_mechanism, which "
    "refutes from samples (combinators.audit.sampled_audit) but never certifies; or bin its outputs "
    "onto finitely many outcomes (post-processing keeps the certified level) and check the binned "
    "views (combinators.testing.conformance, PrimitiveSpec(views=...)); or test a discrete version "
    "(a geometric mechanism with a window)")


def _pairs(pairs: object) -> list[tuple[Any, Any]]:
    if isinstance(pairs, (str, bytes)) or not isinstance(pairs, Iterable):
        msg = "pairs= must be an iterable of (x0, x1) neighbouring pairs, e.g. [(0, 1)]"
        raise InvalidArgument(msg)
    out = list(pairs)
    if not out:
        msg = "pairs= is empty: give at least one neighbouring pair (x0, x1) to audit"
        raise InvalidArgument(msg)
    for i, pair in enumerate(out):
        if type(pair) is not tuple or len(pair) != 2:
            msg = f"pairs[{i}] must be a pair (x0, x1) of inputs, not a {type(pair).__name__}"
            raise InvalidArgument(msg)
    return out


def check_mechanism(
    mechanism: Mechanism[Any, Any, Any, Any, Any],
    pairs: Iterable[tuple[Any, Any]],
    queries: Sequence[Any] = (None,),
    depth: int = 1,
    *,
    measure: Any = None,
    level: Any = None,
    allow_inconclusive: bool = False,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    confidence: float = 0.99,
    **budgets: Unpack[AuditBudgets],
) -> tuple[AuditResult[Any, Any] | SampledAuditResult, ...]:
    """Check ``mechanism``'s certificate on every pair of ``pairs``: exactly, or from samples when
    it draws from a continuous law.

    Args:
        mechanism: a certified mechanism.
        pairs: the neighbouring pairs ``(x0, x1)`` to check, each related by the certificate's
            relation (the audits refuse a pair it does not relate); both directions are checked.
        queries: the adversaries' query alphabet (``(None,)`` for a noninteractive mechanism);
            from samples, the queries a fixed adversary sends in order.
        depth: the most queries an adversary sends (exact audit).
        measure, level: another claim to check instead of the certificate (both or neither),
            e.g. an (ε, δ) point of a zCDP certificate's privacy profile.
        allow_inconclusive: return an ``INCONCLUSIVE`` result (e.g. a level whose ``e^ε`` is
            irrational exactly at the boundary) instead of failing on it.
        seed, samples, confidence: the sampled audit's, for a mechanism that cannot be
            enumerated (draws on each input; ``1 − α``).
        budgets: the exact audit's ``branch_budget``, ``history_budget``, ``replay_budget``.

    Returns:
        The result of every pair, in order: an ``AuditResult`` (``CERTIFIED``, or
        ``INCONCLUSIVE`` when allowed), or for a continuous mechanism a ``SampledAuditResult``
        (``NOT_REFUTED``, which is no certificate).

    Raises:
        ConformanceFailure: a pair is ``VIOLATED`` (the message names the witness adversary and
            event, or the sampled event, its counts and the confidence) or, unless allowed,
            ``INCONCLUSIVE`` (with the audit's reason).
        InvalidArgument: not a certified mechanism, no pairs, a pair its relation does not relate;
            for a continuous mechanism, a claim the sampled audit cannot take (its message says
            what to audit instead).

    Privacy: ``CERTIFIED`` proves the certificate for the scope audited (these pairs, this
    alphabet, this depth), not for every input. ``NOT_REFUTED`` proves nothing.

    Example:
        >>> from combinators.primitives import laplace
        >>> [r.verdict for r in check_mechanism(laplace(scale=1.0), [(0.0, 1.0)], samples=20_000)]
        [SampledVerdict.NOT_REFUTED]
    """
    check_instance("mechanism", mechanism, Mechanism, "a certified Mechanism (a library factory, or certify_machine)")
    allow_inconclusive = check_bool("allow_inconclusive", allow_inconclusive)
    checked = _pairs(pairs)
    # the sampled audit's arguments, checked here too, so a bad one is refused whatever the mechanism
    seed = check_int("seed", seed, minimum=0)
    samples = check_int("samples", samples, minimum=20, maximum=MAX_SAMPLES,
                        why="the sampled audit's binomial bounds keep their accuracy up to there")
    if not 0 < check_real("confidence", confidence) < 1:
        msg = f"confidence={confidence!r} must be strictly between 0 and 1, e.g. 0.99"
        raise InvalidArgument(msg)
    if (measure is None) != (level is None):
        msg = "pass both measure= and level=, or neither (then the mechanism's certificate is checked)"
        raise InvalidArgument(msg)
    claim = (mechanism.measure, mechanism.level) if measure is None else (measure, level)
    results: list[AuditResult[Any, Any] | SampledAuditResult] = []
    continuous = False
    for i, (x0, x1) in enumerate(checked, start=1):
        where = f"on the pair {i} (of {len(checked)})"
        if not continuous:
            r = audit(mechanism, x0, x1, queries, depth, *claim, **budgets)
            continuous = _continuous(r)
            if not continuous:
                results.append(_judged(mechanism, r, where, allow_inconclusive, claim))
                continue
        sampled = sampled_audit(mechanism, x0, x1, *claim, seed=seed, samples=samples, confidence=confidence,
                                queries=queries)
        if sampled.verdict is SampledVerdict.VIOLATED:
            msg = f"{_shown(claim)} is VIOLATED {where}, from samples: {sampled.reason}"
            raise ConformanceFailure(msg)
        results.append(sampled)
    return tuple(results)


def _continuous(r: AuditResult[Any, Any]) -> bool:
    """Whether the exact audit gave up because the machine draws from a continuous law."""
    return (r.verdict is Verdict.INCONCLUSIVE and r.reason.startswith(_NOT_ENUMERABLE)
            and any(mark in r.reason for mark in _CONTINUOUS))


def _shown(claim: tuple[Any, Any]) -> str:
    return f"the claim {claim[1]!r} under {claim[0]!r}"


def _judged(mechanism: Mechanism[Any, Any, Any, Any, Any], r: AuditResult[Any, Any], where: str,
            allow_inconclusive: bool, checked: tuple[Any, Any]) -> AuditResult[Any, Any]:
    """``r`` if it certifies (or is an allowed INCONCLUSIVE); else the failure, with the witness or
    the reason, or ``NotEnumerable`` for a machine that draws from a continuous law."""
    claim = _shown(checked)
    if r.verdict is Verdict.VIOLATED:
        w = r.witness
        shown = "" if w is None else (f"; the adversary {w.strategy!r} sees the event {w.event!r} with "
                                      f"probabilities {w.p_event!r} and {w.q_event!r}")
        msg = f"{claim} is VIOLATED {where}: {r.reason}{shown} ({r.scope})"
        raise ConformanceFailure(msg)
    if _continuous(r):
        msg = f"{mechanism!r} {SAMPLE_ONLY}"
        raise NotEnumerable(msg)
    if r.verdict is Verdict.INCONCLUSIVE and not allow_inconclusive:
        msg = (f"{claim} could not be certified {where}: {r.reason} ({r.scope}); raise the audit's budgets, "
               "use exact (rational) parameters, or pass allow_inconclusive=True")
        raise ConformanceFailure(msg)
    return r


def check_game(
    mechanism: Mechanism[Any, Any, Any, Any, Any],
    query_pairs: Sequence[tuple[Any, Any]],
    depth: int,
    *,
    f: Verification[Any, Any] | None = None,
    data: object = None,
    allow_inconclusive: bool = False,
    **budgets: Unpack[AuditBudgets],
) -> AuditResult[Any, Any]:
    """Audit a continual mechanism's certificate exactly in its privacy game
    ``verifier(f) @ identifier(b) @ M`` (Henzinger–Safavi–Vadhan 2024, Def 3.7, Cor 3.8):
    ``combinators.audit.audit_game`` against every adversary of ``depth`` message pairs from
    ``query_pairs``.

    Args:
        mechanism: a certified continual mechanism with finite draws.
        query_pairs: the pairs ``(m0, m1)`` an adversary may send (updates and queries; pairs
            ``f`` rejects halt the game, so including them is safe).
        depth: the most pairs an adversary sends.
        f: the verification function; default: the one the certificate is stated for.
        data: the mechanism's one input (a continual mechanism ignores it).
        allow_inconclusive, budgets: as in ``check_mechanism``.

    Returns:
        The ``AuditResult`` (``CERTIFIED``, or ``INCONCLUSIVE`` when allowed).

    Raises:
        ConformanceFailure: as in ``check_mechanism``.
        NotEnumerable: the mechanism draws from a continuous law (its game has no exact audit);
            the message says how to test it.
        InvalidArgument: not a certified mechanism; no ``f`` given and the certificate names none.

    Example:
        >>> from fractions import Fraction
        >>> from combinators.continual import tree_counter
        >>> counter = tree_counter(r=Fraction(1, 2), horizon=2, window=(-2, 3))
        >>> check_game(counter, [(0, 1), (1, 1), (0, 0)], 2).verdict
        Verdict.CERTIFIED
    """
    check_instance("mechanism", mechanism, Mechanism, "a certified Mechanism (a library factory, or certify_machine)")
    allow_inconclusive = check_bool("allow_inconclusive", allow_inconclusive)
    if f is None:
        claimed: object = mechanism.certificate.relation.claim
        if not isinstance(claimed, Verification):
            msg = (f"the certificate of {mechanism!r} names no verification function (it is not a continual "
                   "mechanism's); pass f=, the verification function its guarantee is stated for")
            raise InvalidArgument(msg)
        f = claimed
    check_instance("f", f, Verification, "a Verification, e.g. combinators.continual.event_level(relation)")
    r = audit_game(mechanism, f, data, query_pairs, depth, **budgets)
    return _judged(mechanism, r, f"in its game w.r.t. {f!r}", allow_inconclusive, (mechanism.measure, mechanism.level))
