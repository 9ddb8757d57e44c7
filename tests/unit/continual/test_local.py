"""Local DP as a continual mechanism (combinators.continual.local; seed 002 §8–9, digest §2.6,
§2.7 Def 8.5, §6.2, §7 item 9, §8 item 16): the relation ∼_{k,∼*}, the verification functions
f_{∼i,prop_i} and f_{P,∼}, the protocol ℳ_P = 𝒮_P ∘* ExtConComp and its Cor 8.8 certificate,
and the core-decomposition protocol with AboveThreshold users."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from combinators.audit import audit_game
from combinators.composition import Create
from combinators.continual import Continual, as_continual
from combinators.continual.local import (
    EDGE_NEIGHBOURS,
    ONE_VERTEX,
    AboveThreshold,
    Ask,
    CoreDecompositionServer,
    Draw,
    LocalServer,
    Output,
    RandomSource,
    Server,
    ServerView,
    above_threshold_user,
    adjacency,
    core_decomposition,
    core_queries,
    edge_neighbour_prefixes,
    identical_pairs,
    ldp_user,
    local_dp_level,
    local_protocol,
    local_verification,
    randomness_source,
    sparse_parallel_relation,
)
from combinators.continual.verification import IMStyle, im_style, suitable
from combinators.errors import InvalidArgument
from combinators.machines import (
    ACK,
    ANY_TWO,
    BIT_FLIP,
    ChildHalted,
    HALT,
    Invalid,
    Left,
    Relation,
    Right,
    caller_assumptions_of,
    certify_machine,
    prefix_predicate,
    relates,
    verifier,
)
from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP, Verdict
from combinators.primitives import randomized_response
from combinators.prob import sampled_coins

RR3 = as_continual(randomized_response(e_eps=3))      # ln 3-DP w.r.t. im_style(BIT_FLIP)
RR_USER = Create(RR3, im_style(BIT_FLIP))


def _run(p: Any, x: Any, seed: int) -> Any:
    """The protocol's answer to ``x``."""
    return p.machine.step(p.machine.init(None), x, sampled_coins(seed))[1]


def _asserted(measure: Any, level: Any, f: Any) -> Any:
    """RR as a continual mechanism with a certificate on the caller's word, stated for ``f``."""
    return certify_machine(Continual(randomized_response(e_eps=3).machine), measure, level, f.as_relation())


class Count(Server[None]):
    """One round: the users' releases are their answers to their data; output their sum."""

    @override
    def start(self, first: tuple[Any, ...]) -> tuple[None, Any]:
        return None, Output(sum(first))

    @override
    def step(self, state: None, answer: Any) -> tuple[None, Any]:
        return None, Output(None)


class AskEach(Server[int]):
    """Asks every user ``"q"`` in turn (one draw from the randomness source first, if ``draw``)."""

    def __init__(self, n: int, draw: bool = False) -> None:
        self.n, self.draw = n, draw

    @override
    def start(self, first: tuple[Any, ...]) -> tuple[int, Any]:
        return (0, Draw(2)) if self.draw else (1, Ask("q", 1))

    @override
    def step(self, state: int, answer: Any) -> tuple[int, Any]:
        if state == self.n:
            return state, Output("done")
        return state + 1, Ask("q", state + 1)


# ---------------------------------------------------------------------------------------------
# ∼_{k,∼*} and graphs
# ---------------------------------------------------------------------------------------------

def test_the_sparse_parallel_relation_counts_differing_users_each_by_the_user_relation() -> None:
    r2 = sparse_parallel_relation(2, BIT_FLIP)
    assert relates(r2, (0, 0, 0), (1, 1, 0)) and relates(r2, (0, 0, 0), (0, 0, 0))
    assert not relates(r2, (0, 0, 0), (1, 1, 1))         # three users differ
    assert not relates(r2, (0, 0, 0), (2, 0, 0))         # 0 ≁* 2
    assert not relates(r2, (0, 0), (0, 0, 0))            # not the same users
    with pytest.raises(InvalidArgument):
        relates(r2, [0, 0], [0, 1])                       # the users' datasets are a tuple
    assert sparse_parallel_relation(2, BIT_FLIP) == r2 != sparse_parallel_relation(1, BIT_FLIP)
    assert repr(r2) == "sparse_parallel_relation(2, BIT_FLIP)"


def test_one_vertex_relates_adjacency_sets_differing_in_at_most_one_vertex() -> None:
    a = frozenset({1, 2})
    assert relates(ONE_VERTEX, a, frozenset({1})) and relates(ONE_VERTEX, a, frozenset({1, 2, 3}))
    assert relates(ONE_VERTEX, a, a)
    assert not relates(ONE_VERTEX, a, frozenset({1, 3}))      # one removed and one added: two vertices
    with pytest.raises(InvalidArgument):
        relates(ONE_VERTEX, {1}, {1})                          # a set, not a frozenset


@st.composite
def _graph_and_edge(draw: st.DrawFn) -> tuple[int, frozenset[tuple[int, int]], tuple[int, int]]:
    n = draw(st.integers(2, 7))
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    edges = draw(st.frozensets(st.sampled_from(pairs)))
    return n, edges, draw(st.sampled_from(pairs))


@given(_graph_and_edge())
@settings(max_examples=200, deadline=None)
def test_edge_neighbours_are_two_sparse_one_vertex_neighbours(
        case: tuple[int, frozenset[tuple[int, int]], tuple[int, int]]) -> None:
    """Seed 002 §9: a graph and the graph with one edge toggled differ in the datasets of the
    edge's two end points, each by one vertex."""
    n, edges, e = case
    x, y = adjacency(n, edges), adjacency(n, edges ^ {e})
    assert relates(EDGE_NEIGHBOURS, x, y)
    assert relates(sparse_parallel_relation(2, ONE_VERTEX), x, y)
    assert [i for i in range(n) if x[i] != y[i]] == list(e)   # exactly the end points change
    assert not relates(sparse_parallel_relation(1, ONE_VERTEX), x, y)


def test_adjacency_and_edge_neighbours_refuse_what_is_not_a_simple_graph() -> None:
    assert adjacency(3, [(0, 1)]) == (frozenset({1}), frozenset({0}), frozenset())
    bad_edges: list[Any] = [[(0, 0)], [(0, 3)], [(0,)], [[0, 1]], [(0, True)]]
    for bad in bad_edges:
        with pytest.raises(InvalidArgument):
            adjacency(3, bad)
    not_symmetric: tuple[frozenset[int], ...] = (frozenset({1}), frozenset(), frozenset())
    with pytest.raises(InvalidArgument):
        relates(EDGE_NEIGHBOURS, not_symmetric, not_symmetric)
    g, h = adjacency(4, [(0, 1)]), adjacency(4, [(2, 3)])
    assert not relates(EDGE_NEIGHBOURS, g, h)                  # two edges apart
    assert relates(sparse_parallel_relation(4, ONE_VERTEX), g, h)


# ---------------------------------------------------------------------------------------------
# f_{∼i,prop_i} and f_{P,∼}
# ---------------------------------------------------------------------------------------------

def _small_ints(qs: tuple[Any, ...]) -> bool:
    return all(type(q) is int and 0 <= q < 3 for q in qs)


def test_ldp_user_accepts_a_neighbouring_dataset_pair_then_identical_queries_satisfying_prop() -> None:
    prop = prefix_predicate(_small_ints)
    f = ldp_user(BIT_FLIP, prop)
    assert f(()) and f(((0, 1),)) and f(((0, 0),)) and f(((0, 1), (2, 2), (0, 0)))
    assert not f(((0, 2),))                           # not ∼-neighbours
    assert not f(((0, 1), (1, 2)))                    # a later pair differs
    assert not f(((0, 1), (3, 3)))                    # the queries break prop
    not_a_pair: Any = ((0, 1), (2, 2), "x")
    assert not f(not_a_pair)                          # not a pair (Remark 3.6)
    assert f.first_pair_consistent()
    assert ldp_user(BIT_FLIP)(((0, 1), (7, 7)))       # no prop: any identical queries
    assert repr(ldp_user(ONE_VERTEX, core_queries())) == "ldp_user(ONE_VERTEX, core_queries())"
    with pytest.raises(InvalidArgument):
        ldp_user("bit flip")  # type: ignore[arg-type]  # a name is not a Relation
    with pytest.raises(InvalidArgument):
        ldp_user(BIT_FLIP, _small_ints)  # type: ignore[arg-type]  # a plain predicate goes through prefix_predicate


def test_identical_pairs_accepts_only_identical_pairs() -> None:
    f = identical_pairs()
    assert f(((1, 1), ("a", "a"))) and not f(((1, 2),)) and f.first_pair_consistent()


def _paired_right_messages(ipm: LocalServer, x0: tuple[Any, ...], x1: tuple[Any, ...],
                           answer: Any) -> list[tuple[Any, Any]]:
    """Claim 8.6's paired run: the server IPM on x0 and on x1, both given the same answers
    (``answer(message)``), and the pairs of right messages they send."""
    coins = sampled_coins(0)
    s0, out0 = ipm.step(ipm.initial(), Left(x0), coins)
    s1, out1 = ipm.step(ipm.initial(), Left(x1), coins)
    pairs = []
    while type(out0) is Right:
        assert type(out1) is Right
        pairs.append((out0.msg, out1.msg))
        a = answer(out0.msg)
        s0, out0 = ipm.step(s0, Right(a), coins)
        s1, out1 = ipm.step(s1, Right(a), coins)
    assert type(out1) is Left and out0 == out1       # the same view on both sides
    return pairs


def _ack_or_bit(msg: Any) -> Any:
    if type(msg) is Create:
        return ACK
    q, i = msg
    return ACK if q in (frozenset(), frozenset({0})) else (i % 2 == 0)


def test_the_servers_paired_messages_on_neighbours_are_valid_under_f_P() -> None:
    """Seed 002 Claim 8.6: creations, then the dataset pairs, then identical queries."""
    n = 4
    user = Create(above_threshold_user(0.5), ldp_user(ONE_VERTEX, core_queries()))
    relation = sparse_parallel_relation(2, ONE_VERTEX)
    ipm = LocalServer(CoreDecompositionServer(_plus_one), [user] * n)
    x0: tuple[frozenset[int], ...] = (frozenset(), frozenset(), frozenset(), frozenset())
    x1: tuple[frozenset[int], ...] = (frozenset({1}), frozenset({0}), frozenset(), frozenset())     # the edge {0, 1}
    pairs = _paired_right_messages(ipm, x0, x1, _ack_or_bit)
    f = local_verification([user] * n, relation)
    assert f(tuple(pairs))
    assert [type(p[0]) for p in pairs[:n]] == [Create] * n
    assert sum(p[0] != p[1] for p in pairs) == 2                        # only the two datasets differ
    assert suitable()(tuple(pairs))                                     # Observation 8.9's inclusion here
    x2: tuple[frozenset[int], ...] = (frozenset({1, 2}), frozenset({0}), frozenset({0}), frozenset())  # three users differ
    assert not f(tuple(_paired_right_messages(ipm, x0, x2, _ack_or_bit)))


def test_f_P_enforces_each_clause_of_def_8_5() -> None:
    u = RR_USER
    relation = sparse_parallel_relation(1, BIT_FLIP)
    f = local_verification([u, u], relation)
    create = (u, u)
    good = (create, create, ((0, 1), (1, 1)), ((1, 2), (1, 2)))
    assert f(good)
    assert not f((create, ((0, 0), (0, 1))))                             # (a): a query before both users exist
    assert not f((create, create, ((1, 2), (1, 2))))                     # (b): user 2's dataset before user 1's
    assert not f((create, create, ((0, 1), (1, 1)), ((0, 1), (2, 2))))   # two users differ, k = 1
    assert not f((create, create, ((0, 2), (1, 1))))                     # 0 ≁* 2: the user's own f refuses
    look_alike = Create(RR3, im_style(BIT_FLIP))
    assert not f(((look_alike, look_alike),))                            # not the user's creation message
    source = Create(randomness_source(), identical_pairs())
    g = local_verification([u, u], relation, source)
    assigned = (create, create, (source, source), ((0, 1), (1, 1)), ((1, 2), (1, 2)))
    assert g((*assigned, ((3, 3), (3, 3))))                              # a draw from the source (index 3)
    assert not g((*assigned, ((3, 3), (2, 3))))                          # (c): differing queries
    assert not g((create, create, ((0, 1), (1, 1))))                     # the source is created before the data
    assert not f.first_pair_consistent()


def test_f_P_refuses_users_not_certified_for_the_relations_user_relation() -> None:
    other = Create(_asserted(PureDP(), Epsilon(1.1), im_style(ANY_TWO)), im_style(ANY_TWO))
    with pytest.raises(InvalidArgument, match="user 2"):
        local_verification([RR_USER, other], sparse_parallel_relation(1, BIT_FLIP))
    with pytest.raises(InvalidArgument, match="sparse_parallel_relation"):
        local_verification([RR_USER], BIT_FLIP)
    with pytest.raises(InvalidArgument, match="identical_pairs"):
        local_verification([RR_USER], sparse_parallel_relation(1, BIT_FLIP), RR_USER)



def _graphs(n: int) -> list[tuple[frozenset[int], ...]]:
    pairs = list(itertools.combinations(range(n), 2))
    return [adjacency(n, [e for e, on in zip(pairs, bits) if on])
            for bits in itertools.product((False, True), repeat=len(pairs))]


def _toggled_edges(g: tuple[frozenset[int], ...], h: tuple[frozenset[int], ...]) -> int:
    """How many edges two graphs differ in, counted from their edge sets (not their adjacency)."""
    def edges(x: tuple[frozenset[int], ...]) -> set[tuple[int, int]]:
        return {(u, v) for u, s in enumerate(x) for v in s if u < v}
    return len(edges(g) ^ edges(h))


@pytest.mark.parametrize("n", [3, 4])
def test_edge_neighbour_prefixes_relate_exactly_the_prefixes_of_edge_neighbours(n: int) -> None:
    """Seed 002 Def 8.5 reads f_{P,∼} as "a prefix of" a valid sequence: at the j-th dataset pair
    the relation must answer whether some x ∼ x′ begins with the two prefixes. Checked against
    the set of prefixes of all pairs of graphs one edge apart, enumerated."""
    graphs = _graphs(n)
    r = edge_neighbour_prefixes(n)
    neighbours = [(g, h) for g in graphs for h in graphs if _toggled_edges(g, h) <= 1]
    for j in range(1, n + 1):
        completable = {(g[:j], h[:j]) for g, h in neighbours}
        prefixes = {g[:j] for g in graphs}
        for a in prefixes:
            for b in prefixes:
                assert relates(r, a, b) == ((a, b) in completable), (j, a, b)
    for g in graphs:                                            # on whole graphs it is EDGE_NEIGHBOURS
        for h in graphs:
            assert relates(r, g, h) == relates(EDGE_NEIGHBOURS, g, h)
    looped: tuple[frozenset[int], ...] = (frozenset({0}),)
    assert not relates(r, looped, looped)                       # not the beginning of a simple graph
    assert not relates(r, (frozenset({n}),), (frozenset({n}),))   # a vertex out of range
    assert not relates(r, graphs[0] + (frozenset(),), graphs[0] + (frozenset(),))   # longer than n


def test_f_P_with_a_relation_inside_the_sparse_one_refuses_the_first_pair_no_neighbours_complete() -> None:
    """Seed 002 Thm 8.7 for a general ∼: users 1 and 2 each gaining vertex 2 is a valid prefix
    under ∼_{2,ONE_VERTEX} (refused only at user 3, after users 1 and 2 have answered) but no
    edge-neighbouring graphs begin with it."""
    n = 3
    user = Create(above_threshold_user(0.5), ldp_user(ONE_VERTEX, core_queries()))
    sparse = sparse_parallel_relation(2, ONE_VERTEX)
    f = local_verification([user] * n, sparse, within=edge_neighbour_prefixes(n))
    loose = local_verification([user] * n, sparse)
    start = ((user, user),) * n
    empty = adjacency(n, [])
    two = (((empty[0], 1), (frozenset({2}), 1)), ((empty[1], 2), (frozenset({2}), 2)))
    assert f(start + two[:1]) and not f(start + two)
    assert loose(start + two)                                   # the sparse relation alone lets both answer
    assert not loose(start + two + (((empty[2], 3), (frozenset({0, 1}), 3)),))
    g, h = adjacency(n, [(0, 2)]), adjacency(n, [(0, 2), (1, 2)])   # one edge: users 2 and 3
    assert f(start + tuple(((g[i], i + 1), (h[i], i + 1)) for i in range(n)))
    assert repr(f.rule) == (f"local_verification({(user,) * n!r}, sparse_parallel_relation(2, ONE_VERTEX), "
                            "within=edge_neighbour_prefixes(3))")
    vouched = Relation("vouched", "whatever the caller says")          # no predicate: nothing to check
    for bad in (EDGE_NEIGHBOURS.meaning, vouched, sparse.name):
        with pytest.raises(InvalidArgument, match="within"):
            local_verification([user] * n, sparse, within=bad)  # type: ignore[arg-type]  # what a caller may pass


def test_a_protocol_within_edge_neighbours_is_certified_for_them_at_the_sparse_level() -> None:
    n = 3
    user = Create(above_threshold_user(0.5), ldp_user(ONE_VERTEX, core_queries()))
    server = CoreDecompositionServer(_plus_one)
    sparse = sparse_parallel_relation(2, ONE_VERTEX)
    plain = local_protocol(server, [user] * n, sparse)
    edge = local_protocol(server, [user] * n, sparse, within=edge_neighbour_prefixes(n))
    assert edge.level == plain.level == Epsilon(1.0)            # §9: users at ε/2, k = 2
    stated = edge.certificate.relation
    assert stated != plain.certificate.relation
    assert "Thm 8.7" in edge.certificate.provenance.theorem  # type: ignore[union-attr]
    assert repr(edge).endswith("within=edge_neighbour_prefixes(3))")
    claim = stated.claim
    assert type(claim) is IMStyle
    one_edge, other = adjacency(n, [(0, 1)]), adjacency(n, [(0, 1), (1, 2)])
    assert relates(claim.relation, one_edge, other)
    assert not relates(claim.relation, adjacency(n, []), other)          # two edges apart

# ---------------------------------------------------------------------------------------------
# the randomness source and the protocol
# ---------------------------------------------------------------------------------------------

def test_the_randomness_source_draws_uniform_ints_and_holds_no_data() -> None:
    src = randomness_source()
    assert src.level == Epsilon(0.0) and src.certificate.relation == identical_pairs().as_relation()
    m = src.machine
    draws = {m.step(None, 3, sampled_coins(seed))[1] for seed in range(200)}
    assert draws == {0, 1, 2}
    for bad in (0, -1, True, 2.0, "3"):
        s, a = m.step(None, bad, sampled_coins(0))  # type: ignore[arg-type]  # what an analyst may send
        assert type(a) is Invalid
        assert s is None
    assert type(RandomSource()) is RandomSource


def test_the_servers_view_excludes_creations_and_datasets() -> None:
    """Seed 002 §8 (digest §8 item 16): the view is the transcript after the dataset assignments."""
    n = 3
    user = Create(above_threshold_user(1.0), ldp_user(ONE_VERTEX, core_queries()))
    p = core_decomposition(2.0, n, _plus_one)
    x = adjacency(n, [(0, 1), (1, 2)])
    for seed in range(20):
        view = _run(p, x, seed)
        assert type(view) is ServerView
        assert view.first == (ACK,) * n                         # the users acknowledge their data
        for index, query, answer in view.transcript:
            assert index in range(1, n + 1)
            assert type(query) is tuple and query[1] >= 1 and type(query[0]) is frozenset   # (A, d)
            assert answer in (True, False)
        flat = repr(view)
        assert "Create" not in flat and "AboveThreshold" not in flat
    assert type(user.mechanism.machine) is AboveThreshold


def test_the_protocol_runs_once_then_halts_and_refuses_a_malformed_x_unchanged() -> None:
    p = local_protocol(AskEach(2), [RR_USER, RR_USER], sparse_parallel_relation(1, BIT_FLIP))
    m, coins = p.machine, sampled_coins(1)
    s0 = m.init(None)
    bad_xs: list[Any] = [(0,), [0, 1], 5, (0, 1, 1)]
    for bad in bad_xs:
        s, a = m.step(s0, bad, coins)
        assert type(a) is Invalid and "0, 1" not in a.reason
        assert s is s0
    s, view = m.step(s0, (0, 1), coins)
    assert type(view) is ServerView
    assert view.output == "done"
    # RR halts after its data: the server's queries come back as ChildHalted, in the view
    assert view.transcript == ((1, "q", ChildHalted(1)), (2, "q", ChildHalted(2)))
    assert m.step(s, (0, 1), coins)[1] is HALT


def test_a_randomized_server_draws_through_the_randomness_source() -> None:
    p = local_protocol(AskEach(1, draw=True), [RR_USER], sparse_parallel_relation(1, BIT_FLIP), randomness=True)
    view = _run(p, (1,), 3)
    assert view.transcript[0][:2] == (2, 2) and view.transcript[0][2] in (0, 1)      # index n + 1
    q = local_protocol(AskEach(1, draw=True), [RR_USER], sparse_parallel_relation(1, BIT_FLIP))
    a = q.machine.step(q.machine.init(None), (1,), sampled_coins(3))[1]
    assert type(a) is Invalid and "Draw" in a.reason                                   # no source created


class Broken(Server[None]):
    @override
    def start(self, first: tuple[Any, ...]) -> tuple[None, Any]:
        return None, Ask("q", 7)

    @override
    def step(self, state: None, answer: Any) -> tuple[None, Any]:
        return None, Output(None)


def test_a_server_asking_a_user_that_does_not_exist_ends_the_run_with_invalid() -> None:
    p = local_protocol(Broken(), [RR_USER], sparse_parallel_relation(1, BIT_FLIP))
    s, a = p.machine.step(p.machine.init(None), (1,), sampled_coins(0))
    assert type(a) is Invalid
    assert p.machine.step(s, (1,), sampled_coins(0))[1] is HALT


def test_the_protocol_of_rr_users_is_exactly_as_private_as_cor_8_8_says() -> None:
    """Three RR_{ln 3} users, relation ∼_{2,BIT_FLIP}: Cor 8.8 gives 2·ln 3 (two RR_{ln 3}
    compose purely to 2 ln 3). The exact audit certifies it, and the ratio 9 = e^{2 ln 3} of
    the two views' probabilities shows it is tight."""
    relation = sparse_parallel_relation(2, BIT_FLIP)
    p = local_protocol(Count(), [RR_USER] * 3, relation)
    assert p.measure == PureDP() and abs(p.level.epsilon - 2 * math.log(3)) < 1e-12
    f = im_style(relation)
    ok = audit_game(p, f, None, [((0, 0, 0), (1, 1, 0))], 1)
    assert ok.verdict is Verdict.CERTIFIED
    tighter = audit_game(p.machine, f, None, [((0, 0, 0), (1, 1, 0))], 1, PureDP(), Epsilon(2 * math.log(3) - 1e-6))
    assert tighter.verdict is Verdict.VIOLATED
    # the pair of three differing users is not in the relation: the verifier halts before the data
    assert not f((((0, 0, 0), (1, 1, 1)),))


def test_the_level_ignores_the_number_of_users() -> None:
    relation = sparse_parallel_relation(2, BIT_FLIP)
    levels = {local_protocol(Count(), [RR_USER] * n, relation).level for n in (2, 3, 10, 50)}
    assert len(levels) == 1
    one = local_protocol(Count(), [RR_USER], relation).level       # one user: only one can differ
    assert abs(one.epsilon - math.log(3)) < 1e-12


class OffProp(Server[int]):
    """Asks the core-decomposition user a query outside prop* (not a pair (A, d)), then one inside."""

    @override
    def start(self, first: tuple[Any, ...]) -> tuple[int, Any]:
        return 0, Ask(("x", 1), 1)

    @override
    def step(self, state: int, answer: Any) -> tuple[int, Any]:
        return 1, Output(answer)


class OnProp(OffProp):
    @override
    def start(self, first: tuple[Any, ...]) -> tuple[int, Any]:
        return 0, Ask((frozenset({0}), 1), 1)


def test_a_query_outside_the_users_prop_is_never_sent() -> None:
    """Cor 8.8 assumes the server's queries satisfy prop*: the certificate says nothing about a
    user's answers to other queries, so the protocol ends the run before sending one."""
    user = Create(above_threshold_user(1.0), ldp_user(ONE_VERTEX, core_queries()))
    relation = sparse_parallel_relation(1, ONE_VERTEX)
    off = local_protocol(OffProp(), [user], relation)
    a = _run(off, (frozenset(),), 0)
    assert type(a) is Invalid and "prop" in a.reason                  # not a view holding the user's Invalid
    on = local_protocol(OnProp(), [user], relation)
    assert type(_run(on, (frozenset(),), 0)) is ServerView


# ---------------------------------------------------------------------------------------------
# the Cor 8.8 accountant
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("eps", [0.1, 0.5, 1.0, 3.0, Fraction(2, 3)])
def test_users_at_half_epsilon_with_k_two_give_epsilon(eps: float | Fraction) -> None:
    """Seed 002 §9 / digest §7 item 9: users (ε/2, 0), k = 2 ⇒ (ε, 0)-LDP (two RR_{ε/2} compose
    purely to ε, and no better: the pure composition of pure RRs is the sum)."""
    got = local_dp_level(2, Epsilon(eps / 2))
    assert type(got) is Epsilon and got.epsilon >= float(eps) and got.epsilon - float(eps) < 1e-12


def test_the_accountant_composes_k_copies_of_rr_optimally() -> None:
    """Digest §7 item 5 (KOV, k = 5, ε = 0.2): δ = 0.0165672524089292 at ε = 0.6, and
    δ = 0.095493209012345 at ε = 0.2; with δ′ > 0, δ = 1 − (1 − δ′)^k reaches kε′."""
    got = local_dp_level(5, EpsDelta(0.2, 0.0), delta=0.0165672524089292 * (1 + 1e-12))
    assert type(got) is EpsDelta and abs(got.epsilon - 0.6) < 1e-9
    got = local_dp_level(5, EpsDelta(0.2, 0.0), delta=0.095493209012345 * (1 + 1e-12))
    assert abs(got.epsilon - 0.2) < 1e-9
    dprime = 0.01
    got = local_dp_level(2, EpsDelta(0.4, dprime), delta=1 - (1 - dprime) ** 2 + 1e-15)
    assert abs(got.epsilon - 0.8) < 1e-9


def test_approximate_users_give_an_approximate_protocol() -> None:
    user = Create(_asserted(ApproxDP(), EpsDelta(1.1, 0.01), im_style(BIT_FLIP)), im_style(BIT_FLIP))
    relation = sparse_parallel_relation(2, BIT_FLIP)
    with pytest.raises(InvalidArgument, match="caller's word"):
        local_protocol(Count(), [user] * 3, relation, delta=0.05)
    p = local_protocol(Count(), [user] * 3, relation, delta=0.05, trust_asserted=True)
    assert p.measure == ApproxDP() and p.level.delta == 0.05 and p.level.epsilon <= 2.2 + 1e-12
    assert caller_assumptions_of(p)                              # the trust stays visible
    with pytest.raises(InvalidArgument, match="delta"):
        local_protocol(Count(), [user] * 3, relation, trust_asserted=True)


@pytest.mark.parametrize(("call", "word"), [
    (lambda: local_dp_level(0, Epsilon(1.0)), "k"),
    (lambda: local_dp_level(True, Epsilon(1.0)), "k"),
    (lambda: local_dp_level(2, Epsilon(0.0)), "ε′ > 0"),
    (lambda: local_dp_level(2, EpsDelta(1.0, 0.1)), "delta"),
    (lambda: local_dp_level(2, EpsDelta(1.0, 0.1), delta=0.1), "below"),
    (lambda: local_dp_level(2, EpsDelta(1.0, 0.1), delta=1.5), "delta"),
    (lambda: local_dp_level(2, Epsilon(1.0), delta=0.1), "delta"),
    (lambda: local_dp_level(2, 1.0), "Epsilon"),  # type: ignore[arg-type]  # a wrong type, as a caller without mypy may pass
    (lambda: sparse_parallel_relation(0, BIT_FLIP), "k"),
    (lambda: sparse_parallel_relation(2, "bit flip"), "user_relation"),  # type: ignore[arg-type]  # a wrong type, as a caller without mypy may pass
    (lambda: local_protocol(Count(), [], sparse_parallel_relation(1, BIT_FLIP)), "users"),
    (lambda: local_protocol(Count(), [RR3], sparse_parallel_relation(1, BIT_FLIP)), "users"),  # type: ignore[list-item]  # a mechanism, not its Create
    (lambda: local_protocol(object(), [RR_USER], sparse_parallel_relation(1, BIT_FLIP)), "server"),  # type: ignore[arg-type]  # a wrong type, as a caller without mypy may pass
    (lambda: local_protocol(Count(), [RR_USER], BIT_FLIP), "relation"),
    (lambda: local_protocol(Count(), [RR_USER], sparse_parallel_relation(1, ANY_TWO)), "user 1"),
    (lambda: local_protocol(Count(), [RR_USER], sparse_parallel_relation(1, BIT_FLIP), randomness=1), "randomness"),  # type: ignore[arg-type]  # a wrong type, as a caller without mypy may pass
    (lambda: above_threshold_user(0), "epsilon"),
    (lambda: above_threshold_user(-1.0), "epsilon"),
    (lambda: above_threshold_user(math.nan), "epsilon"),
    (lambda: above_threshold_user(math.inf), "epsilon"),
    (lambda: core_decomposition(1.0, 0, _plus_one), "n"),
    (lambda: core_decomposition(1.0, 3, 5), "next_d"),  # type: ignore[arg-type]  # a wrong type, as a caller without mypy may pass
])
def test_bad_arguments_are_refused_naming_them(call: Any, word: str) -> None:
    with pytest.raises(InvalidArgument, match=word):
        call()


def test_users_under_different_measures_are_refused() -> None:
    user = Create(_asserted(ApproxDP(), EpsDelta(1.1, 0.01), im_style(BIT_FLIP)), im_style(BIT_FLIP))
    with pytest.raises(InvalidArgument, match="PureDP"):
        local_protocol(Count(), [RR_USER, user], sparse_parallel_relation(1, BIT_FLIP), delta=0.1,
                       trust_asserted=True)


# ---------------------------------------------------------------------------------------------
# core decomposition
# ---------------------------------------------------------------------------------------------

def _plus_one(r: int, d: int, peeled: frozenset[int], active: frozenset[int]) -> int:
    return d + 1


def test_core_decomposition_users_at_half_epsilon_give_epsilon_edge_ldp() -> None:
    """Seed 002 Lemma 9.1 (privacy), digest §7 item 9."""
    for eps in (0.5, 1.0, 2.0):
        p = core_decomposition(eps, 5, _plus_one)
        assert type(p.level) is Epsilon and abs(p.level.epsilon - eps) < 1e-12 and p.level.epsilon >= eps
        assert p.certificate.relation.name == "im_style(sparse_parallel_relation(2, ONE_VERTEX))"
        assert not caller_assumptions_of(p)
    u = above_threshold_user(0.25)
    assert u.level == Epsilon(0.25) and u.certificate.relation == ldp_user(ONE_VERTEX, core_queries()).as_relation()


def test_core_decomposition_with_almost_no_noise_is_the_servers_peeling() -> None:
    """At ε = 400 the noise is 0 except with probability below e^{-100}: the path 0-1-2 with
    d = 1, 2, 3: no vertex has fewer than one active neighbour; at d = 2 the end points (one
    neighbour) are peeled with k = 2; at d = 3 the middle (no active neighbour left), k = 3."""
    p = core_decomposition(400.0, 3, _plus_one)
    view = _run(p, adjacency(3, [(0, 1), (1, 2)]), 0)
    assert view.output == (2, 3, 2)
    d_of_each_query = [q[1] for _, q, _ in view.transcript]
    assert d_of_each_query == [1, 1, 1, 2, 2, 2, 3]


def test_above_threshold_answers_invalid_to_malformed_messages_unchanged_and_halts_after_top() -> None:
    m = AboveThreshold(400.0)
    s0 = m.init(None)
    bad_data: list[Any] = [{1}, frozenset({"a"}), 3]
    for bad in bad_data:
        s, a = m.step(s0, bad, sampled_coins(0))
        assert s is s0 and type(a) is Invalid
    s1, a = m.step(s0, frozenset({1, 2}), sampled_coins(0))
    assert a is ACK and "1, 2" not in repr(s1)                # the state does not print the data
    bad_queries: list[Any] = [(frozenset({1}),), (frozenset({1}), 2.0), ({1}, 2)]
    for bad in bad_queries:
        s, a = m.step(s1, bad, sampled_coins(0))
        assert s is s1 and type(a) is Invalid
    s, a = m.step(s1, (frozenset({1, 2}), 2), sampled_coins(0))      # |N ∩ A| = 2, not < 2
    assert a is False and s is s1
    s, a = m.step(s1, (frozenset({1}), 2), sampled_coins(0))         # 1 < 2
    assert a is True
    assert m.step(s, (frozenset({1}), 2), sampled_coins(0))[1] is HALT


def test_next_d_must_return_an_int() -> None:
    p = core_decomposition(1.0, 2, lambda r, d, peeled, active: "3")  # type: ignore[arg-type, return-value]  # a caller's bug
    a = p.machine.step(p.machine.init(None), adjacency(2, []), sampled_coins(0))[1]
    assert type(a) is Invalid


# ---------------------------------------------------------------------------------------------
# Observation 8.9
# ---------------------------------------------------------------------------------------------

def test_observation_8_9_a_narrower_verification_function_keeps_the_guarantee() -> None:
    """Every ldp_user(BIT_FLIP, prop)-valid sequence is im_style(BIT_FLIP)-valid (checked on
    every sequence of up to three pairs over a small alphabet), and the RR user certified for
    the wider function passes the exact audit of the game under the narrower one at its level."""
    narrow = ldp_user(BIT_FLIP, prefix_predicate(_small_ints))
    wide = im_style(BIT_FLIP)
    alphabet = [(a, b) for a in range(4) for b in range(4)]
    for length in range(4):
        for seq in itertools.product(alphabet, repeat=length):
            if narrow(seq):
                assert wide(seq)
    pairs = [(0, 1), (1, 1), (2, 2), (0, 2)]
    for f in (narrow, wide):
        assert audit_game(RR3, f, None, pairs, 2, PureDP(), RR3.level).verdict is Verdict.CERTIFIED
    assert audit_game(RR3, narrow, None, pairs, 2, PureDP(), Epsilon(1.09)).verdict is Verdict.VIOLATED


def test_the_verifier_of_f_P_halts_the_game_on_a_third_differing_user() -> None:
    u = RR_USER
    f = local_verification([u, u, u], sparse_parallel_relation(2, BIT_FLIP))
    game: Any = verifier(f)
    s = game.initial()
    for msg in ((u, u), (u, u), (u, u), ((0, 1), (1, 1)), ((0, 2), (1, 2))):
        s, out = game.step(s, Left(msg), sampled_coins(0))
        assert type(out) is Right
    s, out = game.step(s, Left(((0, 3), (1, 3))), sampled_coins(0))
    assert type(out) is Left and out.msg is HALT


# ---------------------------------------------------------------------------------------------
# AboveThreshold against an independent computation
# ---------------------------------------------------------------------------------------------

def _tail(q: float, t: int) -> float:
    """P[ν ≥ t] for ν with P[ν = k] = (1−q)/(1+q)·q^|k| (discrete Laplace)."""
    return q ** t / (1 + q) if t >= 1 else 1 - q ** (1 - t) / (1 + q)


def _above_threshold_views(eps: float, values: list[int], rounds: int) -> list[float]:
    """P[first ⊤ at query j] (j < rounds) and P[no ⊤ in ``rounds`` queries] when every query has
    the value g = d − |N ∩ A| in ``values`` (one per query): sum over the threshold noise ρ (its
    tails beyond ±400 weigh below e^{−100}), the query noises independent given ρ."""
    r, q = math.exp(-eps / 2), math.exp(-eps / 4)
    out = [0.0] * (rounds + 1)
    for rho in range(-400, 401):
        w = (1 - r) / (1 + r) * r ** abs(rho)
        below = 1.0
        for j in range(rounds):
            top = _tail(q, 1 + rho - values[j])          # g + ν ≥ 1 + ρ
            out[j] += w * below * top
            below *= 1 - top
        out[rounds] += w * below
    return out


@pytest.mark.parametrize("eps", [0.5, 1.0, 2.0])
def test_above_threshold_is_eps_dp_on_neighbouring_adjacency_sets(eps: float) -> None:
    """Dwork–Roth 2014, Thm 3.23 (with discrete noise): for N and N ∪ {v} and the queries (A, d)
    with v ∈ A, every value d − |N ∩ A| moves by one, and no transcript's probability moves by
    more than the factor e^ε; the answers here are functions of those values only."""
    for values in ([0, 0, 0], [1, 0, -1], [-2, 3, 0]):
        p = _above_threshold_views(eps, values, 3)
        p1 = _above_threshold_views(eps, [g - 1 for g in values], 3)
        assert abs(sum(p) - 1) < 1e-12 and abs(sum(p1) - 1) < 1e-12
        worst = max(max(a / b, b / a) for a, b in zip(p, p1))
        assert worst <= math.exp(eps) * (1 + 1e-9)
        assert worst > math.exp(eps / 4)                   # not trivially private: the noise is what it says


def test_the_above_threshold_machine_draws_the_noise_it_states() -> None:
    """A seeded Monte Carlo of the machine's first answer, within 4 standard errors of the
    independent computation (g = d − |N ∩ A| = 1)."""
    eps, runs = 1.0, 20_000
    m = AboveThreshold(eps)
    coins = sampled_coins(12)
    tops = 0
    for _ in range(runs):
        s, _ = m.step(m.init(None), frozenset({1}), coins)
        tops += m.step(s, (frozenset({0}), 1), coins)[1] is True
    p = _above_threshold_views(eps, [1], 1)[0]
    assert abs(tops / runs - p) < 4 * math.sqrt(p * (1 - p) / runs)


class DrawThenCount(Server[None]):
    """A randomized one-round server: one coin from the randomness source, added to the count."""

    @override
    def start(self, first: tuple[Any, ...]) -> tuple[None, Any]:
        return None, Draw(2)

    @override
    def step(self, state: None, answer: Any) -> tuple[None, Any]:
        return None, Output(answer)


def test_a_randomized_servers_protocol_keeps_the_level_exactly() -> None:
    """Remark 8.3: the server's coins come from a (0,0)-DP source, so the exact audit of the
    protocol with two RR_{ln 3} users differing (k = 2) certifies 2·ln 3 and refutes less."""
    relation = sparse_parallel_relation(2, BIT_FLIP)
    p = local_protocol(DrawThenCount(), [RR_USER] * 2, relation, randomness=True)
    f = im_style(relation)
    pair = [((0, 0), (1, 1))]
    assert audit_game(p, f, None, pair, 1).verdict is Verdict.CERTIFIED
    assert audit_game(p.machine, f, None, pair, 1, PureDP(), Epsilon(2 * math.log(3) - 1e-6)).verdict is Verdict.VIOLATED
