"""IRR_{ε,δ} (seed 002 Def 2.9): exact marginals, HALT, the ⊤/⊥ relabelling onto RR_{ε,δ}."""

from __future__ import annotations

import math
import re
from fractions import Fraction as F
from typing import TypeVar

import pytest

from combinators.audit import audit
from combinators.errors import InvalidArgument
from combinators.machines import BIT_FLIP, HALT, Certificate, Halt, InteractiveMechanism, Mechanism, Proved, Relation
from combinators.measures import ApproxDP, EpsDelta, Verdict, hockey_stick
from combinators.primitives import BOT, TOP, Flag, InteractiveRandomizedResponse, IRRAnswer, IRRFlag, IRRState
from combinators.primitives import interactive_randomized_response, irr_to_rr, randomized_response_delta
from combinators.primitives import rr_to_irr
from combinators.prob import Coins, FiniteDist, Interval, Prob, enumerate_step, exp_bounds, sampled_coins

S = TypeVar("S")
A = TypeVar("A")
REVEAL, NOISY = IRRFlag.REVEAL, IRRFlag.NOISY

Answers = tuple[IRRAnswer | Halt, ...]


IRRMachine = InteractiveMechanism[int, IRRState, object, IRRAnswer]


def transcript(machine: IRRMachine, b: int, n: int, coins: Coins) -> Answers:
    """The answers to ``n`` queries ``q*`` on the secret bit ``b``."""
    state = machine.init(b)
    out: list[IRRAnswer | Halt] = []
    for _ in range(n):
        state, a = machine.step(state, "q*", coins)
        out.append(a)
    return tuple(out)


def machine_of(m: Mechanism[int, IRRState, object, IRRAnswer, EpsDelta]) -> InteractiveRandomizedResponse:
    assert isinstance(m.machine, InteractiveRandomizedResponse)
    return m.machine


def rr_release(machine: InteractiveMechanism[int, S, object, A], b: int, coins: Coins) -> A | Halt:
    """The one release of a noninteractive mechanism, through its step."""
    return machine.step(machine.init(b), None, coins)[1]


def as_rr(answers: Answers) -> int | Flag:
    """IRR's first two answers mapped to RR_{ε,δ}'s output space."""
    tau, bit = answers[0], answers[1]
    assert isinstance(tau, IRRFlag)
    assert isinstance(bit, int)
    return irr_to_rr(tau, bit)


EXACT_PARAMS = [
    (F(3), F(1, 10)),
    (F(5, 2), F(0)),
    (F(1), F(1, 3)),
    (F(7), F(1)),
]


@pytest.mark.parametrize("b", [0, 1])
@pytest.mark.parametrize(("e", "delta"), EXACT_PARAMS)
def test_marginals_match_def_2_9(e: F, delta: F, b: int) -> None:
    """⊥ (REVEAL) w.p. δ then b; else ⊤ (NOISY) then b w.p. e^ε/(1+e^ε); third and fourth q* halt."""
    m = interactive_randomized_response(e_eps=e, delta=delta)
    d = FiniteDist.from_branches(enumerate_step(transcript, m.machine, b, 4))
    expected: dict[Answers, F] = {
        (REVEAL, b, HALT, HALT): delta,
        (NOISY, b, HALT, HALT): (1 - delta) * e / (1 + e),
        (NOISY, 1 - b, HALT, HALT): (1 - delta) / (1 + e),
    }
    assert dict(d.items) == {k: p for k, p in expected.items() if p != 0}
    assert d.mass == 1
    assert d.is_exact


def test_each_query_step_by_step() -> None:
    m = interactive_randomized_response(e_eps=3, delta=F(1, 4)).machine
    first = enumerate_step(m.step, m.init(1), "q*")
    assert first == [(((REVEAL, 1), REVEAL), F(1, 4)), (((NOISY, 1), NOISY), F(3, 4))]
    assert enumerate_step(m.step, (REVEAL, 0), "q*") == [((None, 0), F(1))]
    assert enumerate_step(m.step, (NOISY, 0), "q*") == [((None, 0), F(3, 4)), ((None, 1), F(1, 4))]
    assert enumerate_step(m.step, None, "q*") == [((None, HALT), F(1))]


def test_halt_is_absorbing() -> None:
    m = interactive_randomized_response(e_eps=3, delta=F(1, 2)).machine
    answers = transcript(m, 1, 10, sampled_coins(3))
    assert isinstance(answers[0], IRRFlag)
    assert answers[1] in (0, 1)
    assert all(a is HALT for a in answers[2:])


def test_any_message_is_the_query_symbol() -> None:
    m = interactive_randomized_response(e_eps=3, delta=F(1, 2)).machine
    a = enumerate_step(m.step, m.init(0), None)
    b = enumerate_step(m.step, m.init(0), ("anything", 42))
    assert a == b


@pytest.mark.parametrize("b", [0, 1])
@pytest.mark.parametrize(("e", "delta"), EXACT_PARAMS)
def test_pushforward_is_rr_exact(e: F, delta: F, b: int) -> None:
    """Relabelled (IRR ⊥ ↦ RR's reveal), IRR's joint output is exactly RR_{ε,δ}(b)."""
    irr = interactive_randomized_response(e_eps=e, delta=delta)
    rr = randomized_response_delta(e_eps=e, delta=delta)
    joint = FiniteDist.from_branches(enumerate_step(transcript, irr.machine, b, 2))
    rr_dist = FiniteDist.from_branches(enumerate_step(rr_release, rr.machine, b))
    assert dict(joint.pushforward(as_rr).items) == dict(rr_dist.items)
    assert irr.level == rr.level


@pytest.mark.parametrize("b", [0, 1])
def test_pushforward_is_rr_intervals(b: int) -> None:
    """With a float ε and a float δ the probabilities are intervals; they coincide too."""
    irr = interactive_randomized_response(1.0, 0.01)
    rr = randomized_response_delta(1.0, 0.01)
    joint = FiniteDist.from_branches(enumerate_step(transcript, irr.machine, b, 2)).pushforward(as_rr)
    rr_dist = FiniteDist.from_branches(enumerate_step(rr_release, rr.machine, b))
    assert dict(joint.items) == dict(rr_dist.items)
    keep = math.e / (1 + math.e)
    p = joint[b]
    assert isinstance(p, Interval)
    assert p.lo <= F(0.99) * F(keep) * (1 + F(1, 10**12)) and p.hi >= F(0.99) * F(keep) * (1 - F(1, 10**12))


def test_relabelling_is_a_bijection() -> None:
    pairs = [(REVEAL, 0), (REVEAL, 1), (NOISY, 0), (NOISY, 1)]
    assert [irr_to_rr(t, a) for t, a in pairs] == [BOT, TOP, 0, 1]
    assert [rr_to_irr(irr_to_rr(t, a)) for t, a in pairs] == pairs
    assert [irr_to_rr(*rr_to_irr(o)) for o in (BOT, TOP, 0, 1)] == [BOT, TOP, 0, 1]


def test_labels_keep_the_paper_symbols() -> None:
    """The paper's ⊥ is the reveal in IRR; RR's reveal flags are ⊤ (b = 1) and ⊥ (b = 0)."""
    assert REVEAL.value == "⊥" and NOISY.value == "⊤"
    assert irr_to_rr(REVEAL, 1) is TOP and TOP.value == "⊤"


def test_certificate_and_tightness() -> None:
    m = interactive_randomized_response(e_eps=3, delta=F(1, 10))
    assert m.measure == ApproxDP()
    assert m.certificate.relation == BIT_FLIP
    assert m.level.delta == F(1, 10)  # exact, as given
    assert F(m.level.epsilon) >= F(math.log(3))
    assert m.level.epsilon - math.log(3) < 1e-15
    p0 = FiniteDist.from_branches(enumerate_step(transcript, m.machine, 0, 3))
    p1 = FiniteDist.from_branches(enumerate_step(transcript, m.machine, 1, 3))
    # The hockey-stick divergence at e^ε = 3 is exactly δ, both ways, and more below it.
    assert hockey_stick(p0, p1, F(3)) == F(1, 10) == hockey_stick(p1, p0, F(3))
    below = hockey_stick(p0, p1, F(3) - F(1, 10**9))
    assert isinstance(below, F) and below > F(1, 10)
    assert ApproxDP().close(p0, p1, m.level) is not Verdict.VIOLATED
    assert ApproxDP().close(p0, p1, EpsDelta(1.1, 0.1)) is Verdict.CERTIFIED
    assert ApproxDP().close(p0, p1, EpsDelta(1.09, 0.1)) is Verdict.VIOLATED


def test_float_epsilon_gives_intervals() -> None:
    m = interactive_randomized_response(0.5, F(1, 100))
    keep = machine_of(m).keep
    assert isinstance(keep, Interval)
    e = exp_bounds(0.5)
    assert keep.lo <= e.lo / (1 + e.lo) and keep.hi >= e.hi / (1 + e.hi)
    assert machine_of(m).delta == F(1, 100)
    assert m.level == EpsDelta(0.5, F(1, 100))


def test_repr_rebuilds() -> None:
    ns: dict[str, object] = {
        "Fraction": F, "Interval": Interval, "InteractiveRandomizedResponse": InteractiveRandomizedResponse,
        "Mechanism": Mechanism, "Certificate": Certificate, "ApproxDP": ApproxDP, "EpsDelta": EpsDelta,
        "Relation": Relation, "math": math, "Proved": Proved, "BIT_FLIP": BIT_FLIP,
        "interactive_randomized_response": interactive_randomized_response,
    }
    for m in (interactive_randomized_response(e_eps=3, delta=F(1, 10)), interactive_randomized_response(0.7, 0.001)):
        assert eval(repr(m.machine), ns) == m.machine
        assert eval(repr(m), ns) == m


def test_seeded_sampling_is_reproducible() -> None:
    m = interactive_randomized_response(1.0, 0.2).machine
    runs = [[transcript(m, b, 3, c) for b in (0, 1) * 20] for c in (sampled_coins(11), sampled_coins(11))]
    assert runs[0] == runs[1]
    assert {a[0] for a in runs[0]} == {REVEAL, NOISY}


def test_machine_refuses_non_probabilities() -> None:
    with pytest.raises(InvalidArgument, match="keep"):
        InteractiveRandomizedResponse(F(3, 2), F(0))
    with pytest.raises(InvalidArgument, match="delta"):
        InteractiveRandomizedResponse(F(1, 2), 0.5)  # type: ignore[arg-type]


BAD: list[tuple[dict[str, object], str]] = [
    ({}, "exactly one of epsilon"),
    ({"epsilon": 1.0, "e_eps": 3}, "exactly one of epsilon"),
    ({"epsilon": -1.0}, "epsilon=-1.0"),
    ({"epsilon": math.nan}, "epsilon=nan"),
    ({"epsilon": math.inf}, "epsilon=inf"),
    ({"epsilon": True}, "epsilon=True"),
    ({"epsilon": "1"}, "epsilon='1'"),
    ({"e_eps": F(1, 2)}, "e_eps=Fraction"),
    ({"e_eps": 2.5}, "e_eps=2.5"),
    ({"e_eps": True}, "e_eps=True"),
    ({"e_eps": 3, "delta": 1.5}, "delta=1.5"),
    ({"e_eps": 3, "delta": -0.1}, "delta=-0.1"),
    ({"e_eps": 3, "delta": F(11, 10)}, "delta=Fraction"),
    ({"e_eps": 3, "delta": math.nan}, "delta=nan"),
    ({"e_eps": 3, "delta": math.inf}, "delta=inf"),
    ({"e_eps": 3, "delta": True}, "delta=True"),
]


@pytest.mark.parametrize(("kwargs", "match"), BAD, ids=[m for _, m in BAD])
def test_bad_arguments(kwargs: dict[str, object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=re.escape(match)):
        interactive_randomized_response(**kwargs)  # type: ignore[arg-type]


def test_delta_prob_types() -> None:
    """A float δ is drawn at its exact binary value (0.1 is 3602879701896397/2^55)."""
    assert machine_of(interactive_randomized_response(e_eps=3, delta=0.0)).delta == F(0)
    assert machine_of(interactive_randomized_response(e_eps=3, delta=1.0)).delta == F(1)
    d: Prob = machine_of(interactive_randomized_response(e_eps=3, delta=0.1)).delta
    assert type(d) is F and d == F(3602879701896397, 2**55)


@pytest.mark.parametrize("e", [2, F(3, 2), F(101, 100), 3])
@pytest.mark.parametrize("delta", [F(1, 100), 0.01, 0.0])
def test_irr_certificate_is_certified_by_the_exact_audit(e: int | F, delta: F | float) -> None:
    """The certified ε is rounded up far enough that the audit's interval of e^ε lies above e."""
    m = interactive_randomized_response(e_eps=e, delta=delta)
    for x0, x1 in ((0, 1), (1, 0)):
        assert audit(m, x0, x1, ["q*"], 3).verdict is Verdict.CERTIFIED
    assert m.level.epsilon >= math.log(F(e).numerator) - math.log(F(e).denominator) - 1e-15


def test_irr_rr_maps_refuse_what_is_not_a_bit_or_a_flag() -> None:
    import numpy as np

    assert irr_to_rr(IRRFlag.NOISY, np.int64(1)) == 1  # type: ignore[arg-type]
    assert rr_to_irr(np.int64(0)) == (IRRFlag.NOISY, 0)  # type: ignore[arg-type]
    for bad in (math.nan, 2, "1", True, None):
        with pytest.raises(InvalidArgument, match="bit=.* must be the int 0 or 1"):
            irr_to_rr(IRRFlag.NOISY, bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgument, match="out=.* must be the int 0 or 1"):
            rr_to_irr(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="tau=1 must be IRRFlag"):
        irr_to_rr(1, 1)  # type: ignore[arg-type]


def test_randomized_response_machines_refuse_a_keep_that_is_no_probability() -> None:
    from combinators.primitives import RandomizedResponse, RandomizedResponseDelta

    for bad in (F(-1), F(3, 2), 0.75, "1", None):
        with pytest.raises(InvalidArgument, match="keep="):
            RandomizedResponse(bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgument, match="delta="):
            RandomizedResponseDelta(F(3, 4), bad)  # type: ignore[arg-type]
