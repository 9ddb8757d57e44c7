"""The laws every distance measure must satisfy, as plain functions, plus hypothesis drivers.

Each law function takes a measure and concrete operands. It returns None when the law holds and
raises ``LawViolation`` (an ``AssertionError``) with a message naming the law and the operands
when it does not. ``check_measure_laws`` runs them all under hypothesis, for the built-in
measures and for a user's own ``Measure``.

The laws (seed 000 Def 2.1; DESIGN.md §2):

- ``leq`` is a partial order: reflexive, antisymmetric (up to a caller-supplied notion of "the
  same level"), transitive; ``zero()`` is its bottom.
- ``compose`` is monotone in each argument. ``zero()`` is its identity, and composing never gains
  privacy (``a ⪯ compose([a, b])``).
- Associativity *up to conservative rounding*. Composition rounds toward the weaker guarantee,
  so regrouping can only add rounding. The law is that the flat ``compose([a, b, c])`` is ⪯
  both ``compose([compose([a, b]), c])`` and ``compose([a, compose([b, c])])``. With
  ``exact=True`` (operands whose arithmetic is exact, like the default strategies' dyadic
  values) all three must also be the same level.
- ``close`` is sound under post-processing. If ``close(p, q, d)`` is CERTIFIED, then
  ``close(g#p, g#q, d)`` is not VIOLATED for any function g. Identical distributions are never
  VIOLATED, and a CERTIFIED verdict at ``a`` is never contradicted at a weaker ``b ⪰ a``.
- Conversions are monotone (``a ⪯ b ⇒ convert(a) ⪯ convert(b)``) and sound on finite pairs.

Mechanisms have laws too (Haney et al. 2023, Thm 2.17; Henzinger–Safavi–Vadhan 2024, Lemma 2.16, Alg 1–2),
checked exactly with ``combinators.audit`` on finite machines:

- ``postprocessing_never_raises_divergence``: the worst case of ``P @ M`` over every adversary is
  at most that of ``M`` for each hockey-stick and Rényi test, for a function or an interactive
  post-processor ``P``;
- ``chain_associative``: ``(P1 @ P2) @ M`` and ``P1 @ (P2 @ M)`` give every adversary the same
  view distribution (the state types nest differently; the views do not);
- ``identity_is_a_no_op``: ``I @ M ≡ M`` and ``(I @ P) @ M ≡ (P @ I) @ M ≡ P @ M``.

``check_mechanism_laws`` runs the three under hypothesis over random finite machines and IPMs
(``strategies.table_machines``, ``strategies.table_ipms``) or your own strategies.

A ``compose`` may refuse a combination with ``InvalidArgument`` (``FDP`` refuses to mix
Gaussian and piecewise-linear curves). The drivers then discard that example. If a measure
refuses nearly everything, hypothesis reports that it could not find enough valid examples.

Example:
    >>> from combinators.measures import PureDP
    >>> from combinators.testing.strategies import epsilons
    >>> check_measure_laws(PureDP(), epsilons(), exact=True)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from fractions import Fraction
from typing import Any, Generic, TypeVar

from hypothesis import given, reject
from hypothesis import settings as Settings
from hypothesis import strategies as st

from .._validation import check_bool, check_callable, check_instance, check_int, check_positive_int, check_sequence_of
from ..audit import Adversary, HockeyStickTest, PlanTest, RenyiTest, view_distribution, worst_case
from ..machines import InteractiveMechanism, InteractivePostprocessor, Mechanism
from ..errors import InvalidArgument
from ..errors import LawViolation as LawViolation  # defined in errors.py with every library error
from ..measures import Measure, Verdict
from ..prob import FiniteDist, Interval
from ._machine_strategies import adversary_trees, identity_ipm

__all__ = [
    "LawViolation",
    "chain_associative",
    "check_mechanism_laws",
    "identity_is_a_no_op",
    "postprocessing_never_raises_divergence",
    "check_conversion_laws",
    "check_measure_laws",
    "close_monotone",
    "close_postprocessing",
    "close_reflexive",
    "compose_associative",
    "compose_extensive",
    "compose_identity",
    "compose_monotone",
    "conversion_monotone",
    "conversion_sound",
    "leq_antisymmetric",
    "leq_reflexive",
    "leq_transitive",
    "zero_is_bottom",
]

D = TypeVar("D")
E = TypeVar("E")
T = TypeVar("T", bound=Hashable)
U = TypeVar("U", bound=Hashable)


def _fail(law: str, detail: str) -> LawViolation:
    return LawViolation(f"{law}: {detail}")


def _same(measure: Measure[D], a: D, b: D) -> bool:
    """``a`` and ``b`` are the same level of the poset: ``a ⪯ b`` and ``b ⪯ a``."""
    return measure.leq(a, b) and measure.leq(b, a)


def _eq(a: object, b: object) -> bool:
    return a == b


_MEASURE_METHODS = ("leq", "zero", "compose", "close", "check_level")


def _args(measure: object, *levels: tuple[str, object], dists: tuple[tuple[str, object], ...] = (),
          functions: tuple[tuple[str, object], ...] = ()) -> None:
    """Refuse a law's arguments before the law runs: a law failure must be the measure's, never a
    raw error from a wrong argument (``measure`` is checked by its methods, as a ``Measure`` is a
    protocol; each level by ``measure.check_level``)."""
    if not all(callable(getattr(measure, m, None)) for m in _MEASURE_METHODS):
        msg = f"measure={measure!r} must be a Measure (with {', '.join(_MEASURE_METHODS)})"
        raise InvalidArgument(msg)
    for _, level in levels:
        measure.check_level(level)  # type: ignore[attr-defined]  # checked just above
    for name, d in dists:
        check_instance(name, d, FiniteDist, "a FiniteDist")
    for name, f in functions:
        check_callable(name, f)


# --------------------------------------------------------------------------------------------
# The order
# --------------------------------------------------------------------------------------------


def leq_reflexive(measure: Measure[D], a: D) -> None:
    """``a ⪯ a``.

    Example:
        >>> from combinators.measures import ApproxDP, EpsDelta
        >>> leq_reflexive(ApproxDP(), EpsDelta(1.0, 1e-6))
    """
    _args(measure, ("a", a))
    if not measure.leq(a, a):
        raise _fail("leq is not reflexive", f"not {a!r} ⪯ {a!r}")


def leq_antisymmetric(measure: Measure[D], a: D, b: D, *,
                      equivalent: Callable[[D, D], bool] = _eq) -> None:
    """``a ⪯ b`` and ``b ⪯ a`` imply ``equivalent(a, b)`` (by default ``a == b``).

    Pass ``equivalent`` when one level has several representations (e.g. a user's curve type
    that is not normalised).
    """
    _args(measure, ("a", a), ("b", b), functions=(("equivalent", equivalent),))
    if measure.leq(a, b) and measure.leq(b, a) and not equivalent(a, b):
        raise _fail("leq is not antisymmetric", f"{a!r} ⪯ {b!r} and back, but they differ")


def leq_transitive(measure: Measure[D], a: D, b: D, c: D) -> None:
    """``a ⪯ b`` and ``b ⪯ c`` imply ``a ⪯ c``."""
    _args(measure, ("a", a), ("b", b), ("c", c))
    if measure.leq(a, b) and measure.leq(b, c) and not measure.leq(a, c):
        raise _fail("leq is not transitive", f"{a!r} ⪯ {b!r} ⪯ {c!r} but not {a!r} ⪯ {c!r}")


def zero_is_bottom(measure: Measure[D], a: D) -> None:
    """``zero() ⪯ a`` for every level ``a``."""
    _args(measure, ("a", a))
    z = measure.zero()
    if not measure.leq(z, a):
        raise _fail("zero() is not the bottom", f"not {z!r} ⪯ {a!r}")


# --------------------------------------------------------------------------------------------
# Composition
# --------------------------------------------------------------------------------------------


def compose_identity(measure: Measure[D], a: D) -> None:
    """``compose([])`` is ``zero()``; ``compose([a])``, ``compose([a, zero()])`` and
    ``compose([zero(), a])`` are all the same level as ``a`` (mutually ⪯).

    Example:
        >>> from combinators.measures import ZCDP, Rho
        >>> compose_identity(ZCDP(), Rho(0.25))
    """
    _args(measure, ("a", a))
    z = measure.zero()
    if not _same(measure, measure.compose([]), z):
        raise _fail("compose([]) is not zero()", f"{measure.compose([])!r} vs {z!r}")
    for name, got in (("compose([a])", measure.compose([a])),
                      ("compose([a, zero()])", measure.compose([a, z])),
                      ("compose([zero(), a])", measure.compose([z, a]))):
        if not _same(measure, got, a):
            raise _fail("zero() is not an identity of compose", f"{name} = {got!r} for a = {a!r}")


def compose_extensive(measure: Measure[D], a: D, b: D) -> None:
    """``a ⪯ compose([a, b])`` and ``b ⪯ compose([a, b])``: composing never gains privacy."""
    _args(measure, ("a", a), ("b", b))
    ab = measure.compose([a, b])
    if not (measure.leq(a, ab) and measure.leq(b, ab)):
        raise _fail("composition gained privacy", f"compose([{a!r}, {b!r}]) = {ab!r}")


def compose_monotone(measure: Measure[D], a: D, b: D, c: D) -> None:
    """``a ⪯ b`` implies ``compose([a, c]) ⪯ compose([b, c])`` and ``compose([c, a]) ⪯ compose([c, b])``."""
    _args(measure, ("a", a), ("b", b), ("c", c))
    if not measure.leq(a, b):
        return
    for left, right in (([a, c], [b, c]), ([c, a], [c, b])):
        x, y = measure.compose(left), measure.compose(right)
        if not measure.leq(x, y):
            raise _fail("compose is not monotone", f"{a!r} ⪯ {b!r} but compose({left!r}) = {x!r} "
                        f"is not ⪯ compose({right!r}) = {y!r}")


def compose_associative(measure: Measure[D], a: D, b: D, c: D, *, exact: bool = False) -> None:
    """Associativity up to conservative rounding (module docstring).

    The flat ``compose([a, b, c])`` is ⪯ ``compose([compose([a, b]), c])`` and
    ``compose([a, compose([b, c])])``. When ``exact``, all three are the same level.

    Example:
        >>> from combinators.measures import PureDP, Epsilon
        >>> compose_associative(PureDP(), Epsilon(0.1), Epsilon(0.2), Epsilon(0.3))
        >>> compose_associative(PureDP(), Epsilon(0.25), Epsilon(0.5), Epsilon(1.0), exact=True)
    """
    _args(measure, ("a", a), ("b", b), ("c", c))
    exact = check_bool("exact", exact)
    flat = measure.compose([a, b, c])
    left = measure.compose([measure.compose([a, b]), c])
    right = measure.compose([a, measure.compose([b, c])])
    for name, got in (("compose([compose([a, b]), c])", left), ("compose([a, compose([b, c])])", right)):
        if not measure.leq(flat, got):
            raise _fail("regrouping gained privacy",
                        f"{name} = {got!r} is below compose([a, b, c]) = {flat!r} for {a!r}, {b!r}, {c!r}")
        if exact and not _same(measure, flat, got):
            raise _fail("compose is not associative",
                        f"{name} = {got!r} but compose([a, b, c]) = {flat!r} for {a!r}, {b!r}, {c!r}")


# --------------------------------------------------------------------------------------------
# Closeness of finite pairs
# --------------------------------------------------------------------------------------------


def close_reflexive(measure: Measure[D], p: FiniteDist[T], level: D) -> None:
    """``close(p, p, level)`` is never VIOLATED (identical distributions are within any level)."""
    _args(measure, ("level", level), dists=(("p", p),))
    if measure.close(p, p, level) is Verdict.VIOLATED:
        raise _fail("close is unsound", f"close(p, p, {level!r}) is VIOLATED for p = {p!r}")


def close_postprocessing(measure: Measure[D], p: FiniteDist[T], q: FiniteDist[T], level: D,
                         g: Callable[[T], U]) -> None:
    """If ``close(p, q, level)`` is CERTIFIED, ``close(g#p, g#q, level)`` is not VIOLATED.

    The divergence is closed under post-processing (seed 000 Def 2.1(3)), so a VIOLATED
    verdict after post-processing means one of the two verdicts is wrong.
    """
    _args(measure, ("level", level), dists=(("p", p), ("q", q)), functions=(("g", g),))
    if measure.close(p, q, level) is not Verdict.CERTIFIED:
        return
    gp, gq = p.pushforward(g), q.pushforward(g)
    if measure.close(gp, gq, level) is Verdict.VIOLATED:
        raise _fail("close is not closed under post-processing",
                    f"({p!r}, {q!r}) is CERTIFIED at {level!r} but its image ({gp!r}, {gq!r}) is VIOLATED")


def close_monotone(measure: Measure[D], p: FiniteDist[T], q: FiniteDist[T], a: D, b: D) -> None:
    """If ``a ⪯ b`` and ``close(p, q, a)`` is CERTIFIED, ``close(p, q, b)`` is not VIOLATED."""
    _args(measure, ("a", a), ("b", b), dists=(("p", p), ("q", q)))
    if not measure.leq(a, b) or measure.close(p, q, a) is not Verdict.CERTIFIED:
        return
    if measure.close(p, q, b) is Verdict.VIOLATED:
        raise _fail("close contradicts leq", f"({p!r}, {q!r}) is CERTIFIED at {a!r} ⪯ {b!r} but VIOLATED at {b!r}")


# --------------------------------------------------------------------------------------------
# Conversions
# --------------------------------------------------------------------------------------------


def conversion_monotone(source: Measure[D], target: Measure[E], convert: Callable[[D], E], a: D, b: D) -> None:
    """``a ⪯ b`` (in ``source``) implies ``convert(a) ⪯ convert(b)`` (in ``target``).

    Example:
        >>> from combinators.measures import PureDP, ZCDP, Epsilon
        >>> from combinators.measures.conversions import pure_to_zcdp
        >>> conversion_monotone(PureDP(), ZCDP(), pure_to_zcdp, Epsilon(0.5), Epsilon(1.0))
    """
    _args(source, ("a", a), ("b", b), functions=(("convert", convert),))
    _args(target)
    if source.leq(a, b):
        ca, cb = convert(a), convert(b)
        if not target.leq(ca, cb):
            raise _fail("conversion is not monotone", f"{a!r} ⪯ {b!r} but {ca!r} is not ⪯ {cb!r}")


def conversion_sound(source: Measure[D], target: Measure[E], convert: Callable[[D], E],
                     p: FiniteDist[T], q: FiniteDist[T], a: D) -> None:
    """If ``source.close(p, q, a)`` is CERTIFIED, ``target.close(p, q, convert(a))`` is not VIOLATED."""
    _args(source, ("a", a), dists=(("p", p), ("q", q)), functions=(("convert", convert),))
    _args(target)
    if source.close(p, q, a) is not Verdict.CERTIFIED:
        return
    ca = convert(a)
    if target.close(p, q, ca) is Verdict.VIOLATED:
        raise _fail("conversion is unsound",
                    f"({p!r}, {q!r}) is CERTIFIED at {a!r} but VIOLATED at its conversion {ca!r}")


# --------------------------------------------------------------------------------------------
# Hypothesis drivers
# --------------------------------------------------------------------------------------------


def _strategies(*named: tuple[str, object], settings: object) -> None:
    """The drivers' strategies (``levels`` required, the others optional) and settings, by type."""
    for i, (name, value) in enumerate(named):
        if value is None and i > 0:
            continue
        check_instance(name, value, st.SearchStrategy, "a hypothesis strategy (e.g. combinators.testing.strategies)")
    if settings is not None:
        check_instance("settings", settings, Settings, "hypothesis.settings(...)")


def _refusable(run: Callable[[], None]) -> None:
    """Run a law; an ``InvalidArgument`` from ``compose`` discards the example."""
    try:
        run()
    except InvalidArgument:
        reject()


class _MemoClose(Generic[D]):
    """``measure`` with ``close`` memoised, so one example never asks the same question twice."""

    def __init__(self, measure: Measure[D]) -> None:
        self._m = measure
        self._seen: dict[tuple[object, object, object], Verdict] = {}

    def leq(self, a: D, b: D, /) -> bool:
        return self._m.leq(a, b)

    def zero(self) -> D:
        return self._m.zero()

    def compose(self, levels: Sequence[D], /) -> D:
        return self._m.compose(levels)

    def check_level(self, level: object, /) -> D:
        return self._m.check_level(level)

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: D, /) -> Verdict:
        key = (p, q, level)
        if key not in self._seen:
            self._seen[key] = self._m.close(p, q, level)
        return self._seen[key]


def _functions() -> st.SearchStrategy[Callable[..., int]]:
    return st.functions(like=lambda x: 0, returns=st.integers(0, 2), pure=True)


def check_measure_laws(
    measure: Measure[D],
    levels: st.SearchStrategy[D],
    pairs: st.SearchStrategy[tuple[FiniteDist[T], FiniteDist[T]]] | None = None,
    *,
    exact: bool = False,
    equivalent: Callable[[D, D], bool] = _eq,
    close_levels: st.SearchStrategy[D] | None = None,
    settings: Settings | None = None,
) -> None:
    """Run every measure law under hypothesis; raise the first failure, with a minimal example.

    Args:
        measure: the measure under test (any ``Measure[D]``).
        levels: a strategy of valid levels of ``measure``.
        pairs: a strategy of finite pairs ``(p, q)``; when given, the ``close`` laws run too.
        close_levels: the levels for the ``close`` laws (default ``levels``); a narrower range
            keeps slow ``close`` implementations fast.
        exact: the levels' arithmetic is exact, so composition must be exactly associative.
        equivalent: what antisymmetry may conclude (default ``==``).
        settings: hypothesis settings for every law (default: the active profile).

    Example:
        >>> from combinators.measures import ApproxDP
        >>> from combinators.testing.strategies import eps_deltas, finite_pairs
        >>> check_measure_laws(ApproxDP(), eps_deltas(), finite_pairs(), exact=True)
    """
    _args(measure, functions=(("equivalent", equivalent),))
    _strategies(("levels", levels), ("pairs", pairs), ("close_levels", close_levels), settings=settings)
    exact = check_bool("exact", exact)
    m = measure

    @given(levels, levels, levels, levels, levels)
    def order_and_composition(a: D, b: D, c: D, d1: D, d2: D) -> None:
        leq_reflexive(m, a)
        leq_antisymmetric(m, a, a, equivalent=equivalent)
        leq_antisymmetric(m, a, b, equivalent=equivalent)
        leq_transitive(m, a, b, c)
        zero_is_bottom(m, a)
        _refusable(lambda: compose_identity(m, a))
        _refusable(lambda: compose_extensive(m, a, b))
        _refusable(lambda: compose_monotone(m, a, b, c))
        _refusable(lambda: compose_associative(m, a, b, c, exact=exact))

        def chains() -> None:  # a ⪯ a∘d1 ⪯ a∘d1∘d2: the premises of transitivity and monotonicity hold
            ad = m.compose([a, d1])
            leq_transitive(m, a, ad, m.compose([ad, d2]))
            compose_monotone(m, a, ad, c)
        _refusable(chains)

    checks: list[Callable[[], None]] = [order_and_composition]
    if pairs is not None:
        cl = levels if close_levels is None else close_levels

        @given(pairs, cl, cl, _functions())
        def closeness(pq: tuple[FiniteDist[T], FiniteDist[T]], a: D, d: D, g: Callable[[T], int]) -> None:
            p, q = pq
            m = _MemoClose(measure)
            close_reflexive(m, p, a)
            close_postprocessing(m, p, q, a, g)
            close_monotone(m, p, q, a, d)
            _refusable(lambda: close_monotone(m, p, q, a, m.compose([a, d])))

        checks.append(closeness)

    for check in checks:
        (settings(check) if settings is not None else check)()


def check_conversion_laws(
    source: Measure[D],
    target: Measure[E],
    convert: Callable[[D], E],
    levels: st.SearchStrategy[D],
    pairs: st.SearchStrategy[tuple[FiniteDist[T], FiniteDist[T]]] | None = None,
    *,
    settings: Settings | None = None,
) -> None:
    """Run the conversion laws (monotone; sound on finite pairs when ``pairs`` is given).

    Example:
        >>> from combinators.measures import PureDP, ZCDP
        >>> from combinators.measures.conversions import pure_to_zcdp
        >>> from combinators.testing.strategies import epsilons
        >>> check_conversion_laws(PureDP(), ZCDP(), pure_to_zcdp, epsilons())
    """
    _args(source, functions=(("convert", convert),))
    _args(target)
    _strategies(("levels", levels), ("pairs", pairs), settings=settings)
    @given(levels, levels, levels)
    def monotone(a: D, b: D, d: D) -> None:
        conversion_monotone(source, target, convert, a, b)
        _refusable(lambda: conversion_monotone(source, target, convert, a, source.compose([a, d])))

    checks: list[Callable[[], None]] = [monotone]
    if pairs is not None:
        @given(pairs, levels)
        def sound(pq: tuple[FiniteDist[T], FiniteDist[T]], a: D) -> None:
            conversion_sound(source, target, convert, pq[0], pq[1], a)

        checks.append(sound)
    for check in checks:
        (settings(check) if settings is not None else check)()


# --------------------------------------------------------------------------------------------
# Mechanisms
# --------------------------------------------------------------------------------------------

DEFAULT_TESTS: tuple[PlanTest, ...] = (
    HockeyStickTest(Fraction(1), Fraction(0)), HockeyStickTest(Fraction(3, 2), Fraction(0)),
    HockeyStickTest(Fraction(3), Fraction(0)), RenyiTest(2, Interval(Fraction(1), Fraction(1))))
"""The tests ``postprocessing_never_raises_divergence`` compares by default: hockey-stick at
``e^ε`` = 1 (total variation), 3/2 and 3, and the Rényi moment of order 2."""


_MAX_LAW_DEPTH = 6


def _item(name: str, item: object) -> object:
    return item


def _plan_test(name: str, item: object) -> PlanTest:
    if type(item) is not HockeyStickTest and type(item) is not RenyiTest:
        msg = f"{name} must be a HockeyStickTest or a RenyiTest (combinators.audit), not {type(item).__name__}"
        raise InvalidArgument(msg)
    return item


def _views(mechanism: Any, data: object, adversary: Adversary[Any, Any], depth: int) -> dict[Any, Any]:
    return dict(view_distribution(mechanism, data, adversary, depth).items)


def _operands(*posts: tuple[str, object], mechanism: object, adversary: object = None, depth: object = 1,
              functions: bool = True) -> int:
    """Refuse a mechanism law's operands before it runs (a law failure must be the operands', never
    a raw error from a wrong argument): post-processors are IPMs (or objects with their own ``@``)
    or, where ``functions``, functions of the answers; returns the depth, checked."""
    check_instance("mechanism", mechanism, (InteractiveMechanism, Mechanism),
                   "a finite machine or a certified Mechanism")
    for name, post in posts:
        if not (isinstance(post, InteractivePostprocessor) or (functions and callable(post))
                or callable(getattr(post, "__matmul__", None))):
            what = "a function of the answers or an InteractivePostprocessor" if functions else \
                "an InteractivePostprocessor"
            msg = f"{name}={post!r} must be {what}"
            raise InvalidArgument(msg)
    if adversary is not None:
        check_instance("adversary", adversary, Adversary, "an Adversary (combinators.audit.Adversary)")
    return check_positive_int("depth", depth)


def postprocessing_never_raises_divergence(
    post: Any, mechanism: Any, x0: object, x1: object, queries: Sequence[Any], depth: int, *,
    calls: int = 1, inner_queries: Sequence[Any] | None = None, tests: Sequence[PlanTest] = DEFAULT_TESTS,
) -> None:
    """For each test, in both directions, the worst case of ``post @ mechanism`` over every
    adversary of ``depth`` queries is at most the worst case of ``mechanism`` at ``depth·calls``.

    ``post`` is a function (``g @ M``, ``calls=1``) or an interactive post-processor that sends at
    most ``calls`` messages right per message from the left, from ``inner_queries`` (default
    ``queries``). Together with ``post``, an adversary of ``P @ M`` is a randomized adversary of
    ``M`` of depth ``depth·calls``, and by joint convexity the deterministic worst case bounds it
    (Haney et al. 2023, Thm 2.17, Lemma 2.3). Exact: every probability is a ``Fraction``.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> rr = randomized_response(e_eps=3)
        >>> postprocessing_never_raises_divergence(lambda b: 0, rr, 0, 1, [None], 1)
    """
    depth = _operands(("post", post), mechanism=mechanism, depth=depth)
    calls = check_positive_int("calls", calls)
    check_sequence_of("queries", queries, _item, nonempty=True)
    inner = queries if inner_queries is None else check_sequence_of("inner_queries", inner_queries, _item, nonempty=True)
    tests = check_sequence_of("tests", tests, _plan_test, what="a sequence of HockeyStickTest and RenyiTest")
    outer_mechanism = post @ mechanism
    for test in tests:
        for a, b in ((x0, x1), (x1, x0)):
            before = worst_case(mechanism, a, b, inner, depth * calls, test).upper
            after = worst_case(outer_mechanism, a, b, queries, depth, test).upper
            if after > before:
                raise _fail("post-processing raised the divergence",
                            f"{post!r} @ {mechanism!r} reaches {after!r} > {before!r} for {test!r}")


def chain_associative(p1: Any, p2: Any, mechanism: Any, data: object, adversary: Adversary[Any, Any],
                      depth: int) -> None:
    """``(p1 @ p2) @ mechanism`` and ``p1 @ (p2 @ mechanism)`` give ``adversary`` the same exact view
    distribution on ``data`` (Henzinger–Safavi–Vadhan 2024, Alg 1–2: ∘* is associative on views)."""
    depth = _operands(("p1", p1), ("p2", p2), mechanism=mechanism, adversary=adversary, depth=depth, functions=False)
    left = _views((p1 @ p2) @ mechanism, data, adversary, depth)
    right = _views(p1 @ (p2 @ mechanism), data, adversary, depth)
    if left != right:
        raise _fail("@ is not associative", f"(P1 @ P2) @ M and P1 @ (P2 @ M) differ for {adversary!r}: "
                    f"{left!r} vs {right!r}")


def identity_is_a_no_op(post: Any, mechanism: Any, data: object, adversary: Adversary[Any, Any], depth: int, *,
                        identity: Any = None) -> None:
    """With ``I`` the identity IPM (``identity``; default ``identity_ipm()``): ``I @ M ≡ M``,
    ``(I @ P) @ M ≡ P @ M`` and ``(P @ I) @ M ≡ P @ M`` on ``adversary``'s exact view
    distribution, for an interactive post-processor ``P`` (``post``).

    Example:
        >>> from combinators.audit import Adversary
        >>> from combinators.testing.strategies import RRBits
        >>> m = RRBits(Fraction(3, 4))
        >>> identity_is_a_no_op(identity_ipm(), m, (0, 1), Adversary.from_mapping({(): 0}), 1)
    """
    depth = _operands(("post", post), mechanism=mechanism, adversary=adversary, depth=depth)
    ident: Any = identity_ipm() if identity is None else identity
    _operands(("identity", ident), mechanism=mechanism)
    bare = _views(mechanism, data, adversary, depth)
    if _views(ident @ mechanism, data, adversary, depth) != bare:
        raise _fail("identity is not a no-op", f"I @ M differs from M for {adversary!r}")
    base = _views(post @ mechanism, data, adversary, depth)
    for name, composed in (("(I @ P) @ M", (ident @ post) @ mechanism), ("(P @ I) @ M", (post @ ident) @ mechanism)):
        if _views(composed, data, adversary, depth) != base:
            raise _fail("identity is not a no-op", f"{name} differs from P @ M for {adversary!r}")


def check_mechanism_laws(
    machines: st.SearchStrategy[Any],
    ipms: st.SearchStrategy[Any],
    data: st.SearchStrategy[tuple[Any, Any]],
    queries: Sequence[Any],
    answers: Sequence[Any],
    *,
    depth: int = 2,
    calls: int = 1,
    settings: Settings | None = None,
) -> None:
    """Run the three laws of mechanisms under hypothesis; raise the first failure, minimal.

    Args:
        machines: a strategy of finite machines (e.g. ``strategies.table_machines()``).
        ipms: a strategy of finite IPMs whose left and right alphabets are ``queries`` and
            ``answers`` (e.g. ``strategies.table_ipms(max_calls=calls)``).
        data: a strategy of pairs of inputs ``(x0, x1)`` (two different inputs).
        queries, answers: the alphabets the adversaries are drawn over
            (``strategies.adversary_trees``).
        depth: the adversaries' depth.
        calls: the most messages an IPM sends right per left message.
        settings: hypothesis settings (default: the active profile).

    Example:
        >>> from hypothesis import settings, strategies as st
        >>> from combinators.testing.strategies import table_ipms, table_machines
        >>> check_mechanism_laws(table_machines(), table_ipms(max_calls=2), st.just((0, 1)), (0, 1), (0, 1),
        ...                      calls=2, settings=settings(max_examples=5, database=None, deadline=None))
    """
    for name, strategy in (("machines", machines), ("ipms", ipms), ("data", data)):
        check_instance(name, strategy, st.SearchStrategy, "a hypothesis strategy (e.g. combinators.testing.strategies)")
    _strategies(("machines", machines), settings=settings)
    check_sequence_of("queries", queries, _item, nonempty=True)
    check_sequence_of("answers", answers, _item, nonempty=True)
    depth = check_int("depth", depth, minimum=1, maximum=_MAX_LAW_DEPTH,
                      why="an adversary tree has a move for every history, and the histories grow exponentially")
    calls = check_positive_int("calls", calls)

    @given(p1=ipms, p2=ipms, m=machines, xs=data, adversary=adversary_trees(queries, answers, depth))
    def laws(p1: Any, p2: Any, m: Any, xs: tuple[Any, Any], adversary: Adversary[Any, Any]) -> None:
        x0, x1 = xs
        chain_associative(p1, p2, m, x0, adversary, depth)
        identity_is_a_no_op(p1, m, x0, adversary, depth)
        postprocessing_never_raises_divergence(p1, m, x0, x1, queries, depth, calls=calls,
                                               tests=DEFAULT_TESTS[::3])

    (settings(laws) if settings is not None else laws)()
