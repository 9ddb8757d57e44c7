"""audit_domain and certify_by_audit: every neighbouring pair of a declared finite domain, and the
Audited certificate it issues; audit refuses a pair the relation does not relate."""

from __future__ import annotations

from fractions import Fraction as F
from typing import Any, final

import attrs
import pytest
from typing_extensions import override

from combinators.audit import DomainGuard, QueryGuard, audit, audit_domain, certify_by_audit
from combinators.certification import certify
from combinators.composition import Query, Spawn, Spawned, concurrent, filtered
from combinators.errors import InvalidArgument, InvalidData, SessionClosed
from combinators.machines import ANY_TWO, BIT_FLIP, HALT, Audited, Halt, InteractiveMechanism, Invalid
from combinators.machines import Mechanism, NoninteractiveMechanism, Relation, caller_assumptions_of
from combinators.machines import open_session
from combinators.measures import Epsilon, PureDP, Verdict
from combinators.primitives import RandomizedResponse, geometric, randomized_response
from combinators.prob import Coins, sampled_coins
from combinators.testing.strategies import Leak
from tests.reference_machines import RRForever


# hand-written: a noninteractive release over three data (the kit's NIM, Leak, has no noise)
@final
@attrs.frozen
class ThreeWay(NoninteractiveMechanism[int, int]):
    """The true answer of three with probability 1/2 + 1/6, each other one with 1/6: exactly ln 4-DP."""

    @override
    def release(self, data: int, coins: Coins, /) -> int:
        return data if coins.bernoulli(F(1, 2)) else coins.uniform_int(3)


# hand-written: it takes the bits 0 and 1 themselves under BIT_FLIP and any query (RRBits takes index queries)
@final
@attrs.frozen
class Twice(InteractiveMechanism[int, tuple[int, int], object, int]):
    """Randomized response of the bit, afresh, on each of two queries, then HALT."""

    @override
    def init(self, data: int, /) -> tuple[int, int]:
        return data, 0

    @override
    def step(self, state: tuple[int, int], query: object, coins: Coins, /) -> tuple[tuple[int, int], int | Halt]:
        b, n = state
        if n >= 2:
            return state, HALT
        return (b, n + 1), (b if coins.bernoulli(F(3, 4)) else 1 - b)


def test_audit_refuses_a_pair_the_relation_does_not_relate() -> None:
    rr = randomized_response(e_eps=3)
    with pytest.raises(InvalidArgument, match="not neighbours under the relation 'bit flip'"):
        audit(rr, 0, 2, [None], 1)
    g = geometric(r=F(1, 2), lo=0, hi=3)  # sensitivity 1
    with pytest.raises(InvalidArgument, match="not neighbours under the relation 'sensitivity 1'"):
        audit(g, 0, 2, [None], 1)
    assert audit(g, 0, 1, [None], 1).verdict is Verdict.CERTIFIED


def test_audit_domain_audits_every_neighbouring_pair() -> None:
    g = geometric(r=F(1, 2), lo=0, hi=3)  # ln 2 per unit of distance (Ghosh et al. 2009)
    found = audit_domain(g, [0, 1, 2, 3], [None], 1)
    assert found.verdict is Verdict.CERTIFIED
    assert [(p.i, p.j) for p in found.pairs] == [(0, 1), (1, 2), (2, 3)]  # |x − y| ≤ 1 only
    wrong = audit_domain(g, [0, 1, 2, 3], [None], 1, PureDP(), Epsilon(0.69))  # below ln 2 = 0.6931…
    assert wrong.verdict is Verdict.VIOLATED and len(wrong.pairs) == 3


def test_audit_domain_refuses_domains_and_relations_it_cannot_audit() -> None:
    rr = RandomizedResponse(F(3, 4))
    with pytest.raises(InvalidArgument, match="at least two"):
        audit_domain(rr, [0], [None], 1, PureDP(), Epsilon(2.0), BIT_FLIP)
    with pytest.raises(InvalidArgument, match="listed twice"):
        audit_domain(rr, [0, 1, 0], [None], 1, PureDP(), Epsilon(2.0), BIT_FLIP)
    with pytest.raises(InvalidArgument, match="with a predicate"):
        audit_domain(rr, [0, 1], [None], 1, PureDP(), Epsilon(2.0), Relation("mine", "no predicate"))
    nothing = Relation("none", "relates nothing", lambda x, y: False)
    with pytest.raises(InvalidArgument, match="relates no two data"):
        audit_domain(rr, [0, 1], [None], 1, PureDP(), Epsilon(0.0), nothing)
    one_way = Relation("one way", "x < y", lambda x, y: x < y)
    with pytest.raises(InvalidArgument, match="symmetric"):
        audit_domain(rr, [0, 1], [None], 1, PureDP(), Epsilon(2.0), one_way)
    says_yes: Any = lambda x, y: "yes"  # noqa: E731  # a predicate that answers a str
    chatty = Relation("chatty", "answers a string", says_yes)
    with pytest.raises(InvalidArgument, match="answered a str, not a bool"):
        audit_domain(rr, [0, 1], [None], 1, PureDP(), Epsilon(2.0), chatty)


def test_certify_by_audit_refuses_the_leak() -> None:
    with pytest.raises(InvalidArgument, match="does not certify Epsilon.0.0. .*violated"):
        certify_by_audit(Leak(), PureDP(), Epsilon(0.0), BIT_FLIP, [0, 1], [None], 1)


def test_an_audited_certificate_is_accepted_like_a_proved_one() -> None:
    m = certify_by_audit(ThreeWay(), PureDP(), Epsilon(1.3863), ANY_TWO, [0, 1, 2], [None], 1)
    p = m.certificate.provenance
    assert isinstance(p, Audited) and p.scope.pairs == 3 and p.scope.domain == ("0", "1", "2")
    assert p.scope.complete.startswith("complete: a noninteractive machine")
    assert m.machine == DomainGuard(ThreeWay(), (0, 1, 2)) and caller_assumptions_of(m) == ()
    assert concurrent(m, m).level == Epsilon(2.7726)
    s = open_session(filtered(PureDP(), "additive", Epsilon(1.5), relation=ANY_TWO), 1, seed=0)
    assert s.ask(Spawn(m, Epsilon(1.3863))) == Spawned(0)
    node = certify(m).to_dict()["provenance"]
    assert node["kind"] == "audited" and node["scope"]["depth"] == 1 and node["scope"]["pairs"] == 3


def test_an_interactive_machine_is_audited_to_its_halting_depth_and_guarded() -> None:
    with pytest.raises(InvalidArgument, match="has not halted after depth=1"):
        certify_by_audit(Twice(), PureDP(), Epsilon(2.2), BIT_FLIP, [0, 1], [None], 1)
    with pytest.raises(InvalidArgument, match="has not halted"):
        certify_by_audit(RRForever(F(3, 4)), PureDP(), Epsilon(3.3), BIT_FLIP, [0, 1], [None], 3)
    m = certify_by_audit(Twice(), PureDP(), Epsilon(2.2), BIT_FLIP, [0, 1], [None], 2)  # 2·ln 3 = 2.197…
    p = m.certificate.provenance
    assert isinstance(m.machine, QueryGuard) and isinstance(p, Audited) and "halts within 2 queries" in p.scope.complete
    state = m.machine.init(1)
    s2, answer = m.machine.step(state, "other", sampled_coins(0))
    assert s2 is state and isinstance(answer, Invalid)
    stripped = Mechanism(m.machine.inner, m.certificate)  # without its guard it is the caller's word
    assert caller_assumptions_of(stripped) != ()


def test_the_guard_compares_queries_by_exact_type() -> None:
    class Sly:
        @override
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    m = certify_by_audit(Twice(), PureDP(), Epsilon(2.2), BIT_FLIP, [0, 1], [None], 2)
    s = open_session(filtered(PureDP(), "additive", Epsilon(2.5)), 1, seed=0)
    assert s.ask(Spawn(m, Epsilon(2.2))) == Spawned(0)
    inner: Any = Sly()
    from combinators.errors import InvalidQuery
    with pytest.raises(InvalidQuery, match="audited for the queries"):
        s.ask(Query(0, inner))


def test_domain_audit_values_check_their_fields() -> None:
    from combinators.audit import DomainAudit, PairAudit, QueryGuard

    with pytest.raises(InvalidArgument, match="verdict='certified' must be a Verdict"):
        DomainAudit("certified", (), "")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="pairs=.* must be a tuple of PairAudit"):
        DomainAudit(Verdict.CERTIFIED, [1], "")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="i=-1 must be an int >= 0"):
        PairAudit(-1, 1, None)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="inner=5 must be an InteractiveMechanism"):
        QueryGuard(5, (None,))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match=r"queries=\(\) must be a non-empty tuple"):
        QueryGuard(randomized_response(e_eps=3).machine, ())


@final
@attrs.frozen
class BitOrLeak(NoninteractiveMechanism[object, object]):
    """Randomized response on the bits 0 and 1, and the data itself on anything else: ln 3-DP on
    the domain [0, 1], a leak outside it."""

    @override
    def release(self, data: object, coins: Coins, /) -> object:
        if type(data) is int and data in (0, 1):
            return data if coins.bernoulli(F(3, 4)) else 1 - data
        return data


def test_an_audited_mechanism_releases_nothing_outside_its_domain() -> None:
    """The audit speaks of the declared domain only: a machine certified on [0, 1] and spawned into a
    filter whose data are something else is refused at its release, without showing the data."""
    m = certify_by_audit(BitOrLeak(), PureDP(), Epsilon(1.1), BIT_FLIP, [0, 1], [None], 1)
    assert isinstance(m.machine, DomainGuard)
    assert release_of(m, 1) in (0, 1)
    secret = "patient-record: HIV+"
    with pytest.raises(InvalidData, match="not in it") as info:
        release_of(m, secret)
    assert secret not in str(info.value)
    s = open_session(filtered(PureDP(), "additive", Epsilon(2.0)), secret, seed=0)
    assert s.ask(Spawn(m, Epsilon(1.1))) == Spawned(0)
    with pytest.raises(SessionClosed) as closed:
        s.ask(Query(0, None))
    assert secret not in str(closed.value)


def test_an_audited_interactive_mechanism_starts_only_on_its_domain() -> None:
    m = certify_by_audit(Twice(), PureDP(), Epsilon(2.2), BIT_FLIP, [0, 1], [None], 2)
    assert isinstance(m.machine, QueryGuard) and m.machine.domain == (0, 1)
    with pytest.raises(InvalidData, match="not in it"):
        m.machine.init(2)


def release_of(m: Any, data: object) -> object:
    return m.machine.release(data, sampled_coins(0))
