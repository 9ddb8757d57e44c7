"""Where unbounded parallel composition fails (Henzinger–Safavi–Vadhan 2024, Thm 5.2, Thm 1.4
and Thm 13.5): a (0, δ)-DP continual mechanism whose unboundedly many copies, composed in
1-sparse parallel (f_∞ with one level (0, δ)), reveal the secret bit with probability 1.

- ``two_bits()``, the verification function g of the proof of Thm 5.2: at most two messages,
  each a pair of bits, the two bit sequences differing in at most one position. It is **not**
  first-pair consistent (Def 5.12): an identical first pair may be followed by a differing one.
- ``m_delta(δ)``, the continual mechanism ℳ_δ, certified (0, δ)-DP w.r.t. g. Its first state is
  QUIET (the paper's ⊤). While QUIET it answers any bit with QUIET, except that with
  probability δ it answers EXPOSED (⊥) and moves to the exposed state, where it answers every bit
  with that bit. Only an answer after EXPOSED depends on the data, so w.r.t. g it leaks at most δ.
- ``copies_adversary(m, ℓ)`` (Thm 1.4): create a copy, send it an identical pair ``(0, 0)``;
  if it answers EXPOSED send it the one differing pair ``(0, 1)``, whose answer is b; else go on
  to the next copy, up to ℓ. Against ``verifier(sparse_parallel([EpsDelta(0, δ)])) @ identifier(b)
  @ ext_concurrent()`` its views for b = 0 and b = 1 are at total variation 1 − (1 − δ)^ℓ
  exactly, and no answer ever points to the wrong b. ``unbounded_adversary(m)`` (Thm 5.2) goes
  on until a copy is exposed, which happens with probability 1: the two views then have
  disjoint supports, so no (ε, δ′) with δ′ < 1 holds.
- ``m_renyi(α, ε, ε′)``, the mechanism of Thm 13.5: ℳ_δ whose exposure has probability p and
  whose exposed answers keep the bit with probability q (flip it otherwise). It is (α, ε)-RDP
  w.r.t. g, and the unbounded adversary's views are at Rényi divergence D_α > ε′.

The constants of Thm 13.5 as printed, p = min{1/2, ε(α−1)·6^(−α)·2^(−ε′(α−1))} and
q = 1 − (3/4)·2^(−2−ε′(α−1)/α), do not give the theorem: with them the composition's divergence
is (1/(α−1))·ln(q^α(1−q)^(1−α) + (1−q)^α q^(1−α)) ≈ ε′(α−1)/α + O(1), below ε′ once ε′ is
large (α = 2, ε′ = 5: 3.3394699 nats; checked with 50-digit arithmetic). Here q and p are
corrected (the theorem's claim survives; only its constants change): 1 − q = (3/4)^(α/(α−1))·e^(−ε′−2),
X = q^α(1−q)^(1−α) + (1−q)^α q^(1−α) − 1 and p = min{1/2, ε(α−1)/X}, so one mechanism has
D_α = ln(1 + pX)/(α−1) ≤ ε and the composition D_α = ln(1 + X)/(α−1) > ε′ (α = 2, ε = 1, ε′ = 5:
ln 2 and 7.5743).

Example (ℳ_{1/2}: the second copy is exposed, and its answer to the differing pair is b = 1):
    >>> from fractions import Fraction
    >>> from combinators.composition import ext_concurrent
    >>> from combinators.machines import game, interact
    >>> from combinators.measures import EpsDelta
    >>> from combinators.prob import sampled_coins
    >>> from combinators.continual.parallel import sparse_parallel
    >>> m = m_delta(Fraction(1, 2))
    >>> m, m.level
    (m_delta(Fraction(1, 2)), EpsDelta(0.0, Fraction(1, 2)))
    >>> played = game(ext_concurrent(), sparse_parallel([EpsDelta(0, Fraction(1, 2))]), 1)
    >>> view = interact(copies_adversary(m, 5), played, None, sampled_coins(0))
    >>> answers = view.transcript[1::2]
    >>> answers, CopiesAdversary.guess(answers)
    ((ACK, QUIET, ACK, EXPOSED, 1), 1)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, final

import attrs
from typing_extensions import override

from .._literal import NamedConstant, call_text, plain
from .._validation import check_nonneg, check_positive_int, check_positive_real, check_probability, check_real
from ..composition.ext_concomp import Create
from ..errors import InvalidArgument
from ..machines import (ACK, HALT, INVALID, ContinualMechanism, Halt, Invalid, Mechanism, Proved, Rejected,
                        compared_by_value)
from ..machines.certificate import issue
from ..measures import ApproxDP, EpsDelta, RenyiDP, RenyiEps
from ..prob import Coins
from .verification import PairVerification

__all__ = [
    "EXPOSED",
    "QUIET",
    "CopiesAdversary",
    "Exposure",
    "Signal",
    "TwoBits",
    "copies_adversary",
    "m_delta",
    "m_renyi",
    "two_bits",
    "unbounded_adversary",
]

_THM_5_2: Final = ("ℳ_δ is (0, δ)-DP w.r.t. g: its first answer does not depend on the data and a later one only "
                   "after EXPOSED, which has probability δ (Henzinger–Safavi–Vadhan 2024, proof of Thm 5.2)")
_THM_13_5: Final = ("the mechanism of Henzinger–Safavi–Vadhan 2024, Thm 13.5, with corrected p and q (the printed "
                    "ones fail the theorem): w.r.t. g its Rényi divergence is ln(1 + pX)/(α−1) ≤ ε")


class Signal(NamedConstant, bare=True):
    """The answers of ℳ_δ that are not bits: ``QUIET`` (the paper's ⊤: nothing revealed) and
    ``EXPOSED`` (⊥: from now on the answers reveal the data). Also its two states."""

    QUIET = "⊤"
    EXPOSED = "⊥"


QUIET: Final = Signal.QUIET
EXPOSED: Final = Signal.EXPOSED


def _bit(x: object) -> int | None:
    """A bit: the int 0 or 1, exactly (a bool or a float is not a message g accepts)."""
    return x if type(x) is int and x in (0, 1) else None


# ---------------------------------------------------------------------------------------------
# g
# ---------------------------------------------------------------------------------------------

@final
@compared_by_value
@attrs.frozen(repr=False)
class TwoBits(PairVerification[tuple[int, bool]]):
    """The verification function g of Henzinger–Safavi–Vadhan 2024, proof of Thm 5.2; build it
    with ``two_bits()``. Its state is the number of pairs so far and whether one differed."""

    @override
    def __repr__(self) -> str:
        return "two_bits()"

    @override
    def start(self) -> tuple[int, bool]:
        return (0, False)

    @override
    def step_pair(self, state: tuple[int, bool], m0: Any, m1: Any, /) -> tuple[int, bool] | Rejected:
        b0, b1 = _bit(m0), _bit(m1)
        count, differed = state
        if b0 is None or b1 is None or count >= 2:
            return INVALID
        differs = b0 != b1
        if differs and differed:
            return INVALID
        return (count + 1, differed or differs)

    @override
    def first_pair_consistent(self) -> bool:
        return False


_TWO_BITS: Final = TwoBits()


def two_bits() -> TwoBits:
    """g (Henzinger–Safavi–Vadhan 2024, proof of Thm 5.2): at most two messages, each a pair of
    bits (the ints 0 and 1), the two bit sequences differing in at most one position. Not
    first-pair consistent.

    Example:
        >>> g = two_bits()
        >>> g(((0, 0), (0, 1))), g(((0, 1), (1, 0))), g(((0, 0), (0, 0), (0, 0))), g.first_pair_consistent()
        (True, False, False, False)
    """
    return _TWO_BITS


# ---------------------------------------------------------------------------------------------
# ℳ_δ and the mechanism of Thm 13.5
# ---------------------------------------------------------------------------------------------

def _check_p(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Fraction or not 0 <= value <= 1:
        msg = f"{attribute.name}={value!r} must be a Fraction in [0, 1]"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class Exposure(ContinualMechanism[Signal, object, "Signal | int | Invalid"]):
    """The machine of ℳ_δ (``p = δ, q = 1``) and of the mechanism of Thm 13.5
    (Henzinger–Safavi–Vadhan 2024, proof of Thm 5.2, Thm 13.5). Its state is QUIET or EXPOSED.

    QUIET answers a bit with QUIET, or with probability ``p`` with EXPOSED and moves there;
    EXPOSED answers a bit ``b`` with ``b`` with probability ``q``, else ``1 − b``. A message that
    is not the int 0 or 1 answers ``Invalid`` and changes nothing.
    """

    p: Fraction = attrs.field(validator=_check_p)
    q: Fraction = attrs.field(default=Fraction(1), validator=_check_p)

    @override
    def initial(self) -> Signal:
        return QUIET

    @override
    def step(self, state: Signal, query: object, coins: Coins, /) -> tuple[Signal, Signal | int | Invalid | Halt]:
        b = _bit(query)
        if b is None:
            return state, Invalid("a message to this mechanism is a bit: the int 0 or 1")
        if state is QUIET:
            return (EXPOSED, EXPOSED) if coins.bernoulli(self.p) else (QUIET, QUIET)
        if self.q == 1:
            return state, b
        return state, (b if coins.bernoulli(self.q) else 1 - b)

    def delta(self) -> Fraction | None:
        """δ of ℳ_δ (``q = 1``): it is (0, δ)-DP w.r.t. g, exactly; None when ``q < 1``."""
        return self.p if self.q == 1 else None


def m_delta(delta: float | Fraction) -> Mechanism[None, Signal, object, Signal | int | Invalid, EpsDelta]:
    """ℳ_δ (Henzinger–Safavi–Vadhan 2024, proof of Thm 5.2): a continual mechanism on bits,
    (0, δ)-DP w.r.t. ``two_bits()`` (certified; the exact audit confirms it). Alone it is
    harmless; unboundedly many copies in 1-sparse parallel composition reveal the bit
    (``unbounded_adversary``).

    Args:
        delta: δ in (0, 1], exactly (a Fraction, or a float at its binary value): the exact audit
            enumerates it.

    Example:
        >>> m = m_delta(Fraction(1, 2))
        >>> m.machine, m.certificate.relation.name
        (Exposure(p=Fraction(1, 2), q=Fraction(1, 1)), 'two_bits()')
    """
    d = Fraction(check_probability("delta", delta))
    if d == 0:
        msg = "delta=0 never exposes the bit: pass a delta in (0, 1]"
        raise InvalidArgument(msg)
    machine = Exposure(d)
    return issue(machine, ApproxDP(), EpsDelta(0, d), _TWO_BITS.as_relation(), Proved(_THM_5_2),
                 origin=call_text("m_delta", plain(d)))


_LOG_MARGIN: Final = 1e-8
"""p is lowered by this much in log space: far more than the float error of ln X (below 1e-10
while ln X ≤ 1e5), so pX ≤ ε(α−1) holds for the exact X of the machine's q."""

_MAX_LOG: Final = 1e5


def _log(x: Fraction) -> float:
    """ln x of a positive rational (its numerator and denominator may be beyond the float range)."""
    return math.log(x.numerator) - math.log(x.denominator)


def _exp_fraction(x: float) -> Fraction:
    """A rational near e^x (relative error about 1e-15·|x|), for x below the float range too."""
    if x > -700.0:
        return Fraction(math.exp(x))
    k = math.floor(x / math.log(2))
    return Fraction(math.exp(x - k * math.log(2))) / (1 << -k)


def _float(name: str, value: object) -> float:
    """A finite real as a float (10**400 is refused, not turned into inf or an OverflowError)."""
    v = check_real(name, value)
    try:
        f = float(v)
    except OverflowError:
        f = math.inf
    if not math.isfinite(f):
        msg = f"{name} must be a finite number a float holds"
        raise InvalidArgument(msg)
    return f


def _renyi_constants(alpha: float, epsilon: float, epsilon_prime: float) -> tuple[Fraction, Fraction]:
    """p and q of the corrected Thm 13.5 mechanism: 1 − q = (3/4)^(α/(α−1))·e^(−ε′−2), then p from
    the exact X of that q, rounded down."""
    one_minus_q = _exp_fraction(alpha / (alpha - 1) * math.log(0.75) - epsilon_prime - 2)
    q = 1 - one_minus_q
    log_q = math.log1p(-float(one_minus_q))      # q is near 1: ln q from 1 − q keeps its digits
    log_r = _log(one_minus_q) - log_q            # r = (1−q)/q < 1
    # 1 + X = q·(r^(1−α) + r^α) = q·r^(1−α)·(1 + r^(2α−1))
    log_1x = log_q + (1 - alpha) * log_r + math.log1p(math.exp((2 * alpha - 1) * log_r))
    if not log_1x <= _MAX_LOG:
        msg = ("alpha and epsilon_prime are so large that (alpha - 1)*(epsilon_prime + 2) is past 1e5: p would be "
               "below e^-100000; pass smaller values")
        raise InvalidArgument(msg)
    log_x = log_1x + math.log1p(-math.exp(-log_1x))
    log_p = math.log(epsilon * (alpha - 1)) - log_x - _LOG_MARGIN
    p = Fraction(1, 2) if log_p >= -math.log(2) else _exp_fraction(log_p)
    return p, q


def m_renyi(alpha: float | Fraction, epsilon: float | Fraction, epsilon_prime: float | Fraction
            ) -> Mechanism[None, Signal, object, Signal | int | Invalid, RenyiEps]:
    """The mechanism of Henzinger–Safavi–Vadhan 2024, Thm 13.5, with corrected constants (module
    docs): (α, ε)-RDP w.r.t. ``two_bits()``, while unboundedly many copies in 1-sparse parallel
    composition are not (α, ε′)-RDP (the unbounded adversary's views are at D_α > ε′).

    Args:
        alpha: the order α > 1 (finite).
        epsilon: ε > 0, one mechanism's level.
        epsilon_prime: ε′ ≥ 0, the level the composition misses; (α − 1)(ε′ + 2) up to about 1e5.

    Example:
        >>> m = m_renyi(2, 1, 5)
        >>> m.level, m.measure, 1 - m.machine.q < Fraction(1, 1000)
        (RenyiEps(1.0), RenyiDP(alpha=2), True)
    """
    measure = RenyiDP(alpha)
    a = _float("alpha", alpha)
    e = _float("epsilon", check_positive_real("epsilon", epsilon, "a mechanism with epsilon = 0 never exposes the bit"))
    e_prime = _float("epsilon_prime", check_nonneg("epsilon_prime", epsilon_prime))
    p, q = _renyi_constants(a, e, e_prime)
    origin = call_text("m_renyi", plain(alpha) if type(alpha) is Fraction else alpha,
                       plain(epsilon) if type(epsilon) is Fraction else epsilon,
                       plain(epsilon_prime) if type(epsilon_prime) is Fraction else epsilon_prime)
    return issue(Exposure(p, q), measure, RenyiEps(epsilon), _TWO_BITS.as_relation(), Proved(_THM_13_5),
                 origin=origin)


# ---------------------------------------------------------------------------------------------
# the adversaries
# ---------------------------------------------------------------------------------------------

class _Phase(NamedConstant):
    """Where an adversary is: about to create, waiting for the creation's ⊤, for the identical
    pair's answer, or for the differing pair's."""

    START = "start"
    CREATED = "created"
    ASKED = "asked"
    REVEALED = "revealed"


_AdversaryState = tuple[int, _Phase]


def _check_create(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Create:
        msg = f"{attribute.name} must be a Create message (build the adversary with copies_adversary)"
        raise InvalidArgument(msg)


def _check_copies(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None:
        check_positive_int("copies", value)


@final
@attrs.frozen
class CopiesAdversary(ContinualMechanism[_AdversaryState, object, "tuple[Any, Any]"]):
    """The adversary of Henzinger–Safavi–Vadhan 2024, Thm 1.4 (``copies`` = ℓ) and Thm 5.2
    (``copies`` None: without bound), against ``verifier(f) @ identifier(b) @ ext_concurrent()``.
    Build it with ``copies_adversary`` or ``unbounded_adversary``.

    It is a machine for ``combinators.machines.interact`` (it receives answers and sends
    messages, ``HALT`` to stop) and, called on a history ``((m1, a1), …)``, the deterministic
    strategy the audit takes (``combinators.audit.view_distribution``).
    """

    creation: Create = attrs.field(validator=_check_create)
    copies: int | None = attrs.field(default=None, validator=_check_copies)

    @override
    def initial(self) -> _AdversaryState:
        return (0, _Phase.START)

    @override
    def step(self, state: _AdversaryState, query: object, coins: Coins, /
             ) -> tuple[_AdversaryState, tuple[Any, Any] | Halt]:
        return self._next(state, query)

    def _next(self, state: _AdversaryState, answer: object) -> tuple[_AdversaryState, tuple[Any, Any] | Halt]:
        n, phase = state
        c = self.creation
        if phase is _Phase.START:
            return (1, _Phase.CREATED), (c, c)
        if phase is _Phase.CREATED and answer is ACK:
            return (n, _Phase.ASKED), ((0, n), (0, n))
        if phase is _Phase.ASKED and answer is EXPOSED:
            return (n, _Phase.REVEALED), ((0, n), (1, n))
        if phase is _Phase.ASKED and answer is QUIET and (self.copies is None or n < self.copies):
            return (n + 1, _Phase.CREATED), (c, c)
        return state, HALT

    def __call__(self, history: Sequence[tuple[object, object]], /) -> tuple[Any, Any] | Halt:
        """The message after ``history`` (the pairs ``(message, answer)`` so far), or ``HALT``."""
        state, message = self._next(self.initial(), None)
        for _, answer in history:
            if message is HALT:
                break
            state, message = self._next(state, answer)
        return message

    @staticmethod
    def guess(answers: Sequence[object]) -> int | None:
        """The adversary's guess of b from the answers it saw: the last answer when it is a bit
        (the exposed copy's answer to the differing pair), else None (no guess)."""
        given: object = answers  # callers without mypy may pass anything
        if type(given) not in (tuple, list):
            msg = "answers must be a tuple or list of the answers the adversary saw"
            raise InvalidArgument(msg)
        last = answers[-1] if answers else None
        return last if type(last) is int and last in (0, 1) else None


def _creation(mechanism: object) -> Create:
    if type(mechanism) is not Mechanism:
        msg = "mechanism must be a certified Mechanism stated for two_bits(), e.g. m_delta(Fraction(1, 10))"
        raise InvalidArgument(msg)
    return Create(mechanism, _TWO_BITS)


def copies_adversary(mechanism: Mechanism[None, Any, Any, Any, Any], copies: int) -> CopiesAdversary:
    """The ℓ-copy adversary (Henzinger–Safavi–Vadhan 2024, Thm 1.4): up to ``copies`` copies of
    ``mechanism`` (stated for ``two_bits()``, e.g. ``m_delta(δ)``), each created and sent ``(0, 0)``
    until one answers EXPOSED, which is then sent ``(0, 1)``. Against ℳ_δ its views for b = 0
    and b = 1 are at total variation 1 − (1 − δ)^ℓ.
    """
    return CopiesAdversary(_creation(mechanism), check_positive_int("copies", copies))


def unbounded_adversary(mechanism: Mechanism[None, Any, Any, Any, Any]) -> CopiesAdversary:
    """The adversary of Henzinger–Safavi–Vadhan 2024, Thm 5.2: copies of ``mechanism`` without
    bound until one answers EXPOSED (with probability 1), then the differing pair: its views for
    b = 0 and b = 1 have disjoint supports. Within t copies it has succeeded with probability
    1 − (1 − δ)^t, using at most 2t + 1 messages.
    """
    return CopiesAdversary(_creation(mechanism))
