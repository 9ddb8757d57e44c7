"""Ex-post privacy: a certificate kind of its own, and the mechanisms that carry it.

An ex-post private mechanism does not have a privacy level fixed in advance: its guarantee is a
function ``E`` of its own release, a bound on the privacy loss at the realised output that
fails with probability at most ``δ`` (Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 4.1):

    ``Pr[L(A(x)) > E(A(x))] ≤ δ`` for all neighbours ``x ~ x'``.

No measure of the library expresses this (a measure has a poset of levels, and an ex-post
guarantee has none), so ``ExPost`` is not a ``Measure`` and ``ExPostMechanism`` is not a
``Mechanism``: no compositor of the engine takes one (``concurrent``, ``filtered``'s spawns,
``odometer``, ``ext_concurrent``, ``certify``), neither when the program is type-checked nor
when it runs. Basic composition is tight for ex-post private mechanisms (the text after
Lemma 5.1 of that paper), so advanced, optimal or zCDP-style composition of them would be an
overclaim. What composes them is here and in ``combinators.expost.expost_filters``:

- ``compose_expost(m_1, …, m_k)``: Lemma 5.1, the sum of the ex-post functions and of the δ's;
- ``expost_filter`` (Lemma 5.2) and ``mixed_filter`` (Thm 3, with zCDP rounds).

**Who vouches for a certificate**, as for the engine's certificates
(``combinators.machines.certificate``): an ``ExPost`` you build is ``Asserted``, your word; the
library's factories *issue* theirs with ``Proved(theorem)``, sealed to the machine they were
issued for. The filters refuse a round whose certificate rests on the caller's word unless
built with ``trust_asserted=True``.
"""

from __future__ import annotations

import abc
import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, Generic, TypeVar, final

import attrs
from typing_extensions import override

from .._arith import add_up, float_up
from .._typing import A, Q
from .._validation import check_flag, check_nonneg, check_probability, of_type, same_value
from ..errors import CertificationError, InvalidArgument
from ..machines import (Asserted, Mechanism, NoninteractiveMechanism, Proved, Provenance, Relation, caller_assumptions,
                        caller_assumptions_of)
from ..machines.certificate import Uncomposable, check_trusted
from ..measures import Epsilon, PureDP
from ..machines.composite import Shown
from ..prob import Coins
from .capability_rows import FORBIDDEN_TEXT

__all__ = [
    "BASIC_COMPOSITION",
    "ConstantExPost",
    "FORBIDDEN_COMPOSITION",
    "ExPost",
    "ExPostComposition",
    "ExPostFunction",
    "ExPostMechanism",
    "SumOfExPost",
    "compose_expost",
    "PURE_AS_EXPOST",
    "expost_assumptions",
    "expost_of_pure",
    "expost_mechanism",
    "issue_expost",
]

BASIC_COMPOSITION: Final = "Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.1 (basic composition of ex-post privacy)"
FORBIDDEN_COMPOSITION: Final = FORBIDDEN_TEXT
"""Why the engine's compositors refuse an ``ExPostMechanism``: the forbidden row of ``capability_rows``."""


R_contra = TypeVar("R_contra", contravariant=True)
"""The release an ex-post function reads (contravariant: a function of any release reads this one)."""


class ExPostFunction(abc.ABC, Generic[R_contra]):
    """``E: release → [0, ∞]``: a bound on the privacy loss at the realised release, computed from
    the release and public information only (Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 4.1).

    Subclass requirements: ``__call__(release)`` returns a number ``≥ 0``, never NaN (it may
    round up); ``sup`` is its worst case over every release (``math.inf`` allowed), what a filter
    checks before the mechanism runs. Concrete subclasses are ``@final @attrs.frozen`` and print
    as the call that builds them. The library never trusts the answer: ``ExPostMechanism.realised``
    checks it (a negative, NaN or non-number answer, or one above ``sup``, is refused).

    Privacy: the function sees the mechanism's own release (never a post-processed value:
    Rogers–Samorodnitsky–Wu–Ramdas 2023, Remark 1) and public information; a function that
    reads the data voids the guarantee.
    """

    __slots__ = ()

    @abc.abstractmethod
    def __call__(self, release: R_contra, /) -> float:
        """``E(release) ≥ 0``."""

    @property
    @abc.abstractmethod
    def sup(self) -> float:
        """``sup_y E(y)``, the worst case over every release (``math.inf`` allowed)."""


def _check_function(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, ExPostFunction):
        msg = (f"{attribute.name}={value!r} must be an ExPostFunction (a bound E(release) >= 0 with its worst "
               "case sup), e.g. one of combinators.expost's bounds")
        raise InvalidArgument(msg)


def _sup_value(name: str, value: object) -> float:
    """A sup or a bound: a real ``≥ 0`` (``inf`` allowed; numpy numbers taken), as a float rounded up."""
    v = check_nonneg(name, value, allow_inf=True)
    return v if type(v) is float else float_up(v)


def _check_delta(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_probability("delta", value)


def _check_sup(inst: ExPost[Any], attribute: attrs.Attribute[Any], value: float) -> None:
    own = _sup_value("the ex-post function's sup", inst.e.sup)
    if value < own:
        msg = (f"sup={value!r} is below the ex-post function's own worst case {own!r}; a filter checks sup "
               "before the mechanism runs, so it must bound E at every release (leave it out to use e.sup)")
        raise InvalidArgument(msg)


def _sup_float(value: object) -> float:
    return _sup_value("sup", value)


def _default_sup(inst: ExPost[Any]) -> float:
    e: object = inst.e  # a caller may pass anything: its own validator refuses it
    if not isinstance(e, ExPostFunction):
        return 0.0
    return _sup_value("the ex-post function's sup", e.sup)


_check_provenance: Final = of_type(Proved, Asserted, what="Proved(theorem) or Asserted(justification): an ex-post "
                            "certificate is proved by a theorem or rests on the caller's word")
_check_machine: Final = of_type(NoninteractiveMechanism, exact=False, what="a NoninteractiveMechanism: an ex-post "
                        "private mechanism releases once per run (a noise-reduction mechanism runs to its stop)")
check_relation: Final = of_type(Relation, what="a Relation, e.g. combinators.primitives.sensitivity_relation(1)")
_check_theorem: Final = of_type(str, what="a str, the citation behind the certificate")


@final
@attrs.frozen
class ExPost(Generic[A]):
    """An ex-post privacy certificate ``(E, δ)``: ``Pr[L > E(release)] ≤ δ`` (Def 4.1 of
    Rogers–Samorodnitsky–Wu–Ramdas 2023). Not a ``Measure``: it has no poset of levels.

    ``sup`` is ``E``'s worst case, ``e.sup`` unless a larger value is given; ``provenance`` says
    why it holds: ``Asserted`` (the caller's word, the default) or ``Proved(theorem)`` (issued by
    a library factory, ``issue_expost``).

    Example:
        >>> from combinators.expost.certificates import ExPost
        >>> ExPost(ConstantExPost(0.5), 0.0).sup
        0.5
    """

    e: ExPostFunction[A] = attrs.field(validator=_check_function)
    delta: float | Fraction = attrs.field(validator=_check_delta)
    sup: float = attrs.field(default=attrs.Factory(_default_sup, takes_self=True), converter=_sup_float,
                             validator=_check_sup)
    provenance: Provenance = attrs.field(default=Asserted(), kw_only=True, validator=_check_provenance)

    def checked(self) -> ExPost[A]:
        """``self`` after its validators run again: a value forged past them (``object.__setattr__``,
        a crafted pickle) is refused where it is used."""
        attrs.validate(self)
        return self


def _bound(value: object) -> float:
    return _sup_value("bound", value)


@final
@attrs.frozen
class ConstantExPost(ExPostFunction[object]):
    """``E ≡ bound`` at every release: the ex-post function of an ε-DP mechanism (its privacy
    loss is at most ε at every release), or of one whose bound does not depend on its output.

    Example:
        >>> ConstantExPost(0.5)(None), ConstantExPost(0.5).sup
        (0.5, 0.5)
    """

    bound: float = attrs.field(converter=_bound)

    @override
    def __call__(self, release: object, /) -> float:
        return self.bound

    @property
    @override
    def sup(self) -> float:
        return self.bound


def _check_origin(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None or type(value) is Shown:
        return
    if not (type(value) is str and value and value.isprintable()):
        msg = "origin must be None or a non-empty one-line string, the expression that built the mechanism"
        raise InvalidArgument(msg)


_check_expost: Final = of_type(ExPost, what="an ExPost(e, delta) certificate")


@final
@attrs.frozen(repr=False)
class ExPostMechanism(Uncomposable, Generic[Q, A]):
    """A noninteractive machine with an ex-post privacy certificate, for data related by ``relation``.

    It is not a ``Mechanism``: the engine's compositors refuse it (mypy, and ``CompositionForbidden``
    when they are built), since basic composition is tight for ex-post mechanisms
    (Rogers–Samorodnitsky–Wu–Ramdas 2023, the text after Lemma 5.1). ``Q`` is the query type the
    mechanism answers as one round of a filter (its release is its one answer), ``A`` the release.

    ``realised(release)`` is the charge a filter takes: ``E(release)``, checked and rounded up.
    ``theorem`` is the citation behind the certificate; ``origin`` the expression that built it
    (its ``repr``; no part of ``==``). Build one with a factory of ``combinators.expost`` (issued,
    proved) or with ``expost_mechanism`` (the caller's word).
    """

    REFUSAL = FORBIDDEN_COMPOSITION

    machine: NoninteractiveMechanism[Any, A] = attrs.field(validator=_check_machine)
    expost: ExPost[A] = attrs.field(validator=_check_expost)
    relation: Relation = attrs.field(validator=check_relation)
    theorem: str = attrs.field(validator=_check_theorem)
    origin: str | Shown | None = attrs.field(default=None, kw_only=True, eq=False, hash=False,
                                             validator=_check_origin)
    _issued_for: object = attrs.field(init=False, default=None, eq=False, hash=False, repr=False)
    """The machine the library issued this certificate for (None: the caller's word)."""

    @override
    def __repr__(self) -> str:
        o = self.origin
        if o is not None:
            return repr(o) if type(o) is Shown else str(o)
        return (f"ExPostMechanism(machine={self.machine!r}, expost={self.expost!r}, relation={self.relation!r}, "
                f"theorem={self.theorem!r})")

    @property
    def sup(self) -> float:
        """The worst case of the ex-post function: what a filter checks before the round runs."""
        return self.expost.sup

    @property
    def delta(self) -> float | Fraction:
        """The probability that the ex-post bound fails."""
        return self.expost.delta

    def realised(self, release: A, /) -> float:
        """``E(release)``, rounded up: the privacy loss bound at this release.

        Raises:
            CertificationError: the ex-post function answered something other than a number
                ``≥ 0`` (NaN, negative, a bool, a string), or a number above its ``sup``: its
                certificate is void there, so nothing may be charged or released on it.
        """
        expost = self.expost
        try:
            value: object = expost.e(release)
        except Exception as e:  # a caller's function: say which kind of failure, never the release
            msg = f"the ex-post function {type(expost.e).__name__} raised {type(e).__name__} on the release"
            raise CertificationError(msg) from None
        if type(value) is float:
            v = value
        elif type(value) is int or type(value) is Fraction:
            v = float_up(value)
        else:
            msg = f"the ex-post function {type(expost.e).__name__} answered a {type(value).__name__}, not a number"
            raise CertificationError(msg)
        if math.isnan(v) or v < 0:
            msg = (f"the ex-post function {type(expost.e).__name__} answered {'NaN' if math.isnan(v) else 'a negative number'}; "
                   "an ex-post bound is a number >= 0")
            raise CertificationError(msg)
        if v > expost.sup:
            msg = (f"the ex-post function {type(expost.e).__name__} answered more than its sup {expost.sup!r}; "
                   "its certificate is void")
            raise CertificationError(msg)
        return v


def _texts(name: str, value: object) -> tuple[str, ...]:
    if type(value) not in (tuple, list) or any(type(a) is not str for a in value):  # type: ignore[attr-defined]  # a tuple or a list, checked first
        msg = f"{name} must be a tuple of str (the premises taken on the caller's word)"
        raise InvalidArgument(msg)
    return tuple(value)  # type: ignore[arg-type]  # a tuple or a list, checked above


def issue_expost(machine: NoninteractiveMechanism[Any, A], e: ExPostFunction[A], delta: float | Fraction,
                 relation: Relation, theorem: str, *, sup: float | None = None,
                 assumptions: Sequence[str] = (), origin: str | Shown | None = None) -> ExPostMechanism[Any, A]:
    """The library's own ex-post mechanism: ``ExPost(e, delta, sup)`` proved by ``theorem``,
    sealed to ``machine``. For the library's factories (``combinators.expost``): a certificate
    sealed here is taken at its word.
    """
    proof = Proved(theorem, _texts("assumptions", assumptions))
    cert: ExPost[A] = ExPost(e, delta, provenance=proof) if sup is None else ExPost(e, delta, sup, provenance=proof)
    m: ExPostMechanism[Any, A] = ExPostMechanism(machine, cert, relation, theorem, origin=origin)
    object.__setattr__(m, "_issued_for", machine)
    return m


def expost_mechanism(machine: NoninteractiveMechanism[Any, A], e: ExPostFunction[A], delta: float | Fraction,
                     relation: Relation, *, justification: str = "") -> ExPostMechanism[Any, A]:
    """Attach an ex-post certificate you have proved to a machine: its provenance is ``Asserted``.

    The filters refuse it unless built with ``trust_asserted=True``, and their certificate then
    lists it. ``justification`` says where the proof is.

    Example:
        >>> from combinators.machines import BIT_FLIP
        >>> from combinators.primitives import randomized_response
        >>> m = expost_mechanism(randomized_response(e_eps=3).machine, ConstantExPost(1.1), 0.0, BIT_FLIP,
        ...                      justification="ln 3 < 1.1")
        >>> m.sup, expost_assumptions(m)
        (1.1, ('asserted by the caller: ln 3 < 1.1',))
    """
    cert: ExPost[A] = ExPost(e, delta, provenance=Asserted(justification))
    return ExPostMechanism(machine, cert, relation, "asserted by the caller" if not justification else justification)


def expost_assumptions(mechanism: ExPostMechanism[Any, Any]) -> tuple[str, ...]:
    """What ``mechanism``'s certificate takes on the caller's word (empty: nothing).

    An issued certificate on its own machine takes what its ``Proved`` lists; an asserted one
    its assertion; any other (a proved certificate put on another machine, or restated) is the
    caller's word.
    """
    given: object = mechanism
    if type(given) is not ExPostMechanism:
        msg = f"mechanism={given!r} must be an ExPostMechanism"
        raise InvalidArgument(msg)
    p = mechanism.expost.provenance
    if type(p) is Asserted:
        return caller_assumptions(p)
    if mechanism._issued_for is mechanism.machine and type(p) is Proved:
        return p.assumptions
    return ("its ex-post certificate was not issued by the library for this machine (a proved certificate "
            "copied onto another machine, or restated, is the caller's word)",)


def check_expost_trusted(mechanisms: Sequence[ExPostMechanism[Any, Any]], labels: Sequence[str],
                         trust_asserted: object) -> tuple[str, ...]:
    """The premises a composition of ex-post ``mechanisms`` takes on the caller's word, each
    labelled; raise ``InvalidArgument`` for the first unless ``trust_asserted`` is True."""
    return check_trusted(mechanisms, labels, trust_asserted, assumptions_of=expost_assumptions,
                         prove_it="Build it with a factory of combinators.expost, or")


PURE_AS_EXPOST: Final = (
    "an ε-DP mechanism's privacy loss is at most ε at every release, so it is (ε, 0)-ex-post private "
    "(Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 2.1, Def 2.3, Def 4.1)")


def expost_of_pure(mechanism: Mechanism[Any, Any, Any, A, Epsilon]) -> ExPostMechanism[Any, A]:
    """A noninteractive ε-DP mechanism as an ex-post private one: ``E ≡ ε``, ``δ = 0``.

    Args:
        mechanism: a certified noninteractive ``Mechanism`` under ``PureDP()``.

    Returns:
        An ``ExPostMechanism`` on the same machine and relation, proved by ``PURE_AS_EXPOST``;
        what the mechanism's certificate takes on the caller's word stays listed.

    Raises:
        InvalidArgument: not a certified ``Mechanism``, not under ``PureDP()``, or interactive.

    Example:
        >>> from combinators.primitives import laplace
        >>> m = expost_of_pure(laplace(scale=2.0))
        >>> m, m.sup, m.delta
        (expost_of_pure(laplace(scale=2.0)), 0.5, 0.0)
    """
    given: object = mechanism
    if type(given) is not Mechanism:
        msg = f"mechanism must be a certified Mechanism under PureDP(), got a {type(given).__name__}"
        raise InvalidArgument(msg)
    cert = mechanism.certificate
    if type(cert.measure) is not PureDP:
        msg = f"mechanism is certified under {cert.measure!r}, not PureDP(): its loss is not bounded at every release"
        raise InvalidArgument(msg)
    machine: object = mechanism.machine
    if not isinstance(machine, NoninteractiveMechanism):
        msg = "mechanism must be noninteractive: an ex-post private mechanism releases once per run"
        raise InvalidArgument(msg)
    eps = PureDP().loss(cert.level)
    return issue_expost(machine, ConstantExPost(eps), 0.0, cert.relation, PURE_AS_EXPOST,
                        assumptions=caller_assumptions_of(mechanism),
                        origin=Shown(("expost_of_pure(", ")"), (mechanism,)))


# ---------------------------------------------------------------------------------------------
# Basic composition (Lemma 5.1)
# ---------------------------------------------------------------------------------------------


def _check_functions(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple or not value or not all(isinstance(f, ExPostFunction) for f in value):
        msg = f"{attribute.name} must be a non-empty tuple of ExPostFunction"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class SumOfExPost(ExPostFunction[tuple[Any, ...]]):
    """``E(y_1, …, y_k) = Σ E_i(y_i)``, rounded up: the ex-post function of a basic composition
    (Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.1). Its ``sup`` is ``Σ sup E_i``, rounded up."""

    functions: tuple[ExPostFunction[Any], ...] = attrs.field(validator=_check_functions)

    @override
    def __call__(self, release: tuple[Any, ...], /) -> float:
        if type(release) is not tuple or len(release) != len(self.functions):
            msg = f"the release of a composition of {len(self.functions)} ex-post mechanisms is a tuple of that length"
            raise InvalidArgument(msg)
        total = 0.0
        for f, y in zip(self.functions, release, strict=True):
            v = f(y)
            if type(v) is not float:
                v = _sup_value("an ex-post function's value", v)
            if math.isnan(v) or v < 0:
                return math.nan  # refused by ExPostMechanism.realised
            total = add_up(total, v)
        return total

    @property
    @override
    def sup(self) -> float:
        total = 0.0
        for f in self.functions:
            total = add_up(total, _sup_value("an ex-post function's sup", f.sup))
        return total


def _check_machines(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple or not value or not all(isinstance(m, NoninteractiveMechanism) for m in value):
        msg = "machines must be a non-empty tuple of NoninteractiveMechanism"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class ExPostComposition(NoninteractiveMechanism[Any, tuple[Any, ...]]):
    """Run each machine once on the same data, in order, and release the tuple of their releases."""

    machines: tuple[NoninteractiveMechanism[Any, Any], ...] = attrs.field(validator=_check_machines)

    @override
    def release(self, data: Any, coins: Coins, /) -> tuple[Any, ...]:
        return tuple(m.release(data, coins) for m in self.machines)


def _sum_deltas(deltas: Sequence[float | Fraction]) -> float | Fraction:
    """``Σ δ_i``: exactly when they are all Fractions, else rounded up (capped at 1)."""
    if all(type(d) is Fraction or type(d) is int for d in deltas):
        exact = sum((Fraction(d) for d in deltas), Fraction(0))
        return min(exact, Fraction(1))
    total = 0.0
    for d in deltas:
        total = add_up(total, d if type(d) is float else float_up(d))
    return min(total, 1.0)


def compose_expost(*mechanisms: ExPostMechanism[Any, Any], trust_asserted: bool = False
                   ) -> ExPostMechanism[Any, tuple[Any, ...]]:
    """Basic composition of ex-post private mechanisms, run on the same data in order (Lemma 5.1).

    ``E(y_1, …, y_k) = Σ E_i(y_i)`` and ``δ = Σ δ_i``; ``sup = Σ sup E_i``; sums rounded up. The
    δ's are fixed (the lemma's hypothesis): the mechanisms are given here, not chosen from earlier
    releases; for adaptive choices use ``expost_filter``.

    Args:
        mechanisms: ex-post mechanisms for one neighbouring relation.
        trust_asserted: accept mechanisms whose certificates rest on the caller's word; the
            result's ``Proved`` lists them.

    Returns:
        An ``ExPostMechanism`` whose release is the tuple of the releases.

    Raises:
        InvalidArgument: no mechanisms, something else than an ``ExPostMechanism``, different
            relations, or an asserted certificate without ``trust_asserted=True``.

    Privacy: ``Pr[L > Σ E_i(y_i)] ≤ Σ δ_i`` (the chain rule for the privacy loss, then a union
        bound). This cannot be improved in general (the text after Lemma 5.1), which is why no
        other composition of ex-post mechanisms is offered.

    References: Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.1.
    """
    if not mechanisms:
        msg = "compose_expost takes at least one ExPostMechanism"
        raise InvalidArgument(msg)
    for i, m in enumerate(mechanisms):
        given: object = m
        if type(given) is not ExPostMechanism:
            msg = f"mechanism {i} must be an ExPostMechanism, got a {type(given).__name__}"
            raise InvalidArgument(msg)
        m.expost.checked()
    first = mechanisms[0].relation
    for i, m in enumerate(mechanisms[1:], 1):
        if not same_value(m.relation, first):
            msg = (f"mechanism {i} is certified for the relation {m.relation.name!r} but mechanism 0 for "
                   f"{first.name!r}; compose mechanisms certified for one relation")
            raise InvalidArgument(msg)
    labels = [f"mechanism {i}" for i in range(len(mechanisms))]
    premises = check_expost_trusted(mechanisms, labels, trust_asserted)
    e = SumOfExPost(tuple(m.expost.e for m in mechanisms))
    sup = 0.0
    for m in mechanisms:
        sup = add_up(sup, m.expost.sup)
    delta = _sum_deltas([m.expost.delta for m in mechanisms])
    machine = ExPostComposition(tuple(m.machine for m in mechanisms))
    shown = ", trust_asserted=True" if check_flag("trust_asserted", trust_asserted) else ""
    origin = Shown(("compose_expost(", *[", "] * (len(mechanisms) - 1), f"{shown})"), tuple(mechanisms))
    return issue_expost(machine, e, delta, first, BASIC_COMPOSITION, sup=sup, assumptions=premises, origin=origin)
