"""Local differential privacy as a continual mechanism (Henzinger–Safavi–Vadhan 2024, §8–9).

A local protocol is a server talking to ``n`` users, user ``i`` holding the dataset ``x_i``; it is
(ε,δ)-LDP w.r.t. a relation ∼ on ``x = (x_1..x_n)`` when the server's view (its coins and its
transcript with the users) is (ε,δ)-close on ∼-neighbours (Def 8.1). The paper makes it a
continual mechanism ℳ_P = 𝒮_P ∘* ExtConComp (Claim 8.2): the server IPM 𝒮_P takes ``x`` as its one
left message, creates the ``n`` user mechanisms, sends ``(x_i, i)`` to each, runs the server logic
and answers the server's view. Here:

- ``sparse_parallel_relation(k, ∼*)``: ∼_{k,∼*}, the users' datasets differ at most at ``k``
  users, each by ∼* (§8, before Cor 8.8); ``ONE_VERTEX`` (adjacency sets differing in one
  vertex), ``EDGE_NEIGHBOURS`` and ``adjacency`` (graphs, one user per vertex: edge neighbours
  are ∼_{2,ONE_VERTEX}-neighbours, §9).
- ``ldp_user(∼_i, prop_i)``: f_{∼i,prop_i} (Def 8.5), the verification function a user is
  certified for; ``local_verification(users, ∼)``: f_{P,∼} (Def 8.5 (a)–(c)) as a
  ``Suitable(LocalRule(...))`` for ``ext_concurrent()``.
- ``local_protocol(server, users, ∼)``: ℳ_P, certified by Cor 8.8 (``local_dp_level``: the
  composition of ``k`` copies of RR_{ε′,δ′}, whatever ``n``). The server logic is a ``Server``: a
  deterministic state machine that sees only the users' answers and says what to ask next
  (``Ask``), asks the ``(0,0)``-DP randomness source for coins (``Draw``, Remark 8.3) or stops
  (``Output``). It never sees ``x``, so the destination and response properties (Claim 8.4) and
  f_∼ → f_{P,∼} (Claim 8.6) hold by construction.
- ``core_decomposition(ε, n, next_d)``: the protocol of Dhulipala et al. 2025 (§9) with
  AboveThreshold users at ε/2: ε-edge-LDP (Lemma 9.1, privacy part). No accuracy claim.
"""

from __future__ import annotations

import abc
import functools
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import Any, Final, Generic, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._literal import NamedConstant
from .._validation import check_instance, check_int, check_positive_int, check_positive_real, check_probability
from ..accounting import optimal_homogeneous
from ..composition import PVector, pvector
from ..composition.ext_concomp import Create, ext_concurrent
from ..errors import InvalidArgument
from ..machines import (ACK, INVALID, ContinualMechanism, Halt, InteractivePostprocessor, Invalid, Mechanism, NIMState,
                        Proved, Rejected, Relation, Verification, compared_by_value, relates, value_key)
from ..machines.certificate import Certificate, issue, issue_composed
from ..machines.composite import Shown, call_text
from ..machines.messages import HALT, Left, Right
from ..measures import ApproxDP, EpsDelta, Epsilon, PureDP
from ..measures.distances import loss_float
from ..prob import Coins, Interval, exp_bounds
from .verification import CompositionRule, IMStyle, PairVerification, _Stateless, Suitable, identical, im_style

__all__ = [
    "EDGE_NEIGHBOURS",
    "MAX_USERS",
    "ONE_VERTEX",
    "AboveThreshold",
    "Ask",
    "CoreDecompositionServer",
    "CoreQueries",
    "Draw",
    "IdenticalPairs",
    "LDPUser",
    "LocalRule",
    "LocalServer",
    "Output",
    "RandomSource",
    "Server",
    "ServerView",
    "above_threshold_user",
    "adjacency",
    "core_decomposition",
    "core_queries",
    "edge_neighbour_prefixes",
    "identical_pairs",
    "ldp_user",
    "local_dp_level",
    "local_protocol",
    "local_verification",
    "randomness_source",
    "sparse_parallel_relation",
]

T = TypeVar("T")

# ---------------------------------------------------------------------------------------------
# relations
# ---------------------------------------------------------------------------------------------


def _vertex_set(x: object) -> frozenset[int]:
    """``x`` if it is a frozenset of ints (by exact type), else ``InvalidArgument`` (the relation
    cannot decide; the set is never shown)."""
    if type(x) is not frozenset or not all(type(v) is int for v in x):
        msg = f"an adjacency set must be a frozenset of int vertices, got a {type(x).__name__}"
        raise InvalidArgument(msg)
    return x


def _one_vertex(x: object, y: object) -> bool:
    """Two adjacency sets that differ in at most one vertex (Henzinger–Safavi–Vadhan 2024, §9); a
    module-level function, so its relation compares equal to itself across uses (identity)."""
    return len(_vertex_set(x) ^ _vertex_set(y)) <= 1


ONE_VERTEX: Final = Relation("one vertex", "adjacency sets (frozensets of int vertices) that differ in at most one "
                             "vertex (Henzinger–Safavi–Vadhan 2024, §9: a user's ∼*)", _one_vertex,
                             origin="ONE_VERTEX")


def _graph(x: object) -> tuple[frozenset[int], ...]:
    """``x`` if it is the adjacency of a simple undirected graph on vertices ``0..n−1``: a tuple of
    ``n`` vertex sets, no loops, symmetric."""
    if type(x) is not tuple:
        msg = f"a graph must be a tuple of adjacency sets, got a {type(x).__name__}"
        raise InvalidArgument(msg)
    n = len(x)
    sets = tuple(_vertex_set(s) for s in x)
    for u, s in enumerate(sets):
        for v in s:
            if not 0 <= v < n or v == u or u not in sets[v]:
                msg = "the adjacency sets are not a simple undirected graph on the vertices 0..n−1"
                raise InvalidArgument(msg)
    return sets


def _edge_neighbours(x: object, y: object) -> bool:
    """The adjacencies of two graphs on the same vertices that differ in at most one edge."""
    a, b = _graph(x), _graph(y)
    if len(a) != len(b):
        return False
    return sum(len(s ^ t) for s, t in zip(a, b)) <= 2  # one edge is in two adjacency sets


EDGE_NEIGHBOURS: Final = Relation("edge neighbours", "adjacencies (tuples of frozensets, vertex v at position v) of "
                                  "two simple graphs on the same vertices that differ in at most one edge "
                                  "(edge-LDP; Henzinger–Safavi–Vadhan 2024, §9)", _edge_neighbours,
                                  origin="EDGE_NEIGHBOURS")


@final
@compared_by_value
@attrs.frozen
class _EdgePrefixes:
    """Prefixes of the adjacencies of two edge-neighbouring graphs on the vertices ``0..n−1``."""

    n: int

    def __call__(self, x: object, y: object) -> bool:
        if type(x) is not tuple or type(y) is not tuple:
            msg = f"the prefixes must be tuples of adjacency sets, got a {type(x).__name__} and a {type(y).__name__}"
            raise InvalidArgument(msg)
        j = len(x)
        if len(y) != j or j > self.n:
            return False
        a, b = tuple(_vertex_set(s) for s in x), tuple(_vertex_set(s) for s in y)
        for sets in (a, b):  # each side must begin a simple undirected graph on 0..n−1
            for u, s in enumerate(sets):
                for v in s:
                    if not 0 <= v < self.n or v == u or (v < j and u not in sets[v]):
                        return False
        # the differences seen so far must all be one edge {u, v}, whose other end may come later
        edges = {frozenset((u, v)) for u in range(j) for v in a[u] ^ b[u]}
        return len(edges) <= 1


def edge_neighbour_prefixes(n: int) -> Relation:
    """``EDGE_NEIGHBOURS`` on graphs of ``n`` vertices, given on prefixes, as
    ``local_verification(…, within=…)`` needs it: two tuples of the first ``j ≤ n`` adjacency
    sets are related iff they begin the adjacencies of two simple graphs on ``0..n−1`` that
    differ in at most one edge (Henzinger–Safavi–Vadhan 2024, §9). On whole graphs (``j = n``)
    it is ``EDGE_NEIGHBOURS``.

    Example:
        >>> r = edge_neighbour_prefixes(3)
        >>> relates(r, (frozenset(), frozenset()), (frozenset({2}), frozenset()))   # edge {0, 2}: 2 comes later
        True
        >>> relates(r, (frozenset(), frozenset()), (frozenset({2}), frozenset({2})))  # two edges
        False
    """
    size = _check_users("n", n)
    return Relation(f"edge neighbour prefixes of {size} vertices",
                    "tuples of the first adjacency sets of two simple graphs on the same vertices that differ in "
                    "at most one edge (edge-LDP; Henzinger–Safavi–Vadhan 2024, §9), given on prefixes",
                    _EdgePrefixes(size), origin=call_text("edge_neighbour_prefixes", size))


MAX_USERS: Final = 1 << 24
"""The most users (vertices) a protocol or a graph here may have: all are held in memory."""


def _check_users(name: str, value: object) -> int:
    return check_int(name, value, minimum=1, maximum=MAX_USERS, why="MAX_USERS: every user is held in memory")


def adjacency(n: int, edges: Iterable[tuple[int, int]]) -> tuple[frozenset[int], ...]:
    """The users' datasets of a graph on the vertices ``0..n−1``: vertex ``v`` (user ``v + 1`` of a
    local protocol) holds the set of its neighbours (Henzinger–Safavi–Vadhan 2024, §9).

    Edge neighbours (``EDGE_NEIGHBOURS``) are ``sparse_parallel_relation(2, ONE_VERTEX)``
    neighbours: an edge ``{u, v}`` is in the datasets of ``u`` and ``v`` only.

    Example:
        >>> adjacency(3, [(0, 1), (1, 2)])
        (frozenset({1}), frozenset({0, 2}), frozenset({1}))
    """
    size = _check_users("n", n)
    given_edges: object = edges  # callers without mypy may pass anything
    if type(given_edges) not in (list, tuple, set, frozenset):
        msg = f"edges must be a list, tuple or set of pairs (u, v), got a {type(given_edges).__name__}"
        raise InvalidArgument(msg)
    out: list[set[int]] = [set() for _ in range(size)]
    for e in edges:
        edge: object = e  # callers without mypy may pass anything
        if (type(edge) is not tuple or len(edge) != 2 or not all(type(v) is int and 0 <= v < size for v in edge)
                or edge[0] == edge[1]):
            msg = f"edges must be pairs (u, v) of distinct int vertices in 0..{size - 1}"
            raise InvalidArgument(msg)
        u, v = e
        out[u].add(v)
        out[v].add(u)
    return tuple(frozenset(s) for s in out)


@final
@compared_by_value
@attrs.frozen
class _SparseParallel:
    """∼_{k,∼*}: tuples of the same length that differ in at most ``k`` positions, each pair of
    differing datasets related by ``user`` (∼*, taken reflexive)."""

    k: int
    user: Relation

    def __call__(self, x: object, y: object) -> bool:
        if type(x) is not tuple or type(y) is not tuple:
            msg = f"the users' datasets must be a tuple, got a {type(x).__name__} and a {type(y).__name__}"
            raise InvalidArgument(msg)
        if len(x) != len(y):
            return False
        differing = 0
        for a, b in zip(x, y):
            if identical(a, b):
                continue
            differing += 1
            if differing > self.k or not relates(self.user, a, b):
                return False
        return True


def _sparse(k: int, user: Relation) -> Relation:
    shown = call_text("sparse_parallel_relation", k)[:-1] + f", {user!r})"
    return Relation(f"{k}-sparse {user.name}",
                    f"the users' datasets differ in at most {k} users, each by {user.name} "
                    "(Henzinger–Safavi–Vadhan 2024, §8, the k-sparse parallel-composition relation)",
                    _SparseParallel(k, user), origin=shown)


def sparse_parallel_relation(k: int, user_relation: Relation) -> Relation:
    """∼_{k,∼*} (Henzinger–Safavi–Vadhan 2024, §8, before Cor 8.8): ``x ∼ x′`` iff the tuples
    ``x = (x_1..x_n)``, ``x′`` have one length and differ in at most ``k`` users ``i``, each with
    ``x_i ∼* x′_i``. ∼* = ``user_relation`` is taken to be reflexive (an unchanged user is not
    checked), as in the paper; equal datasets are decided by ``identical``, never a caller's ``==``.

    The same arguments give equal relations (its predicate is a library value).

    Example:
        >>> r = sparse_parallel_relation(2, ONE_VERTEX)
        >>> a = adjacency(3, [(0, 1)])
        >>> b = adjacency(3, [(0, 1), (1, 2)])                       # one more edge: users 2 and 3 change
        >>> r, relates(r, a, b), relates(EDGE_NEIGHBOURS, a, b)
        (sparse_parallel_relation(2, ONE_VERTEX), True, True)
        >>> relates(sparse_parallel_relation(1, ONE_VERTEX), a, b)
        False
    """
    kk = check_positive_int("k", k)
    given: object = user_relation  # callers without mypy may pass anything
    if type(given) is not Relation:
        msg = f"user_relation={user_relation!r} must be a Relation (∼*, a user's neighbouring datasets), e.g. ONE_VERTEX"
        raise InvalidArgument(msg)
    return _sparse(kk, user_relation)


def _sparse_parts(relation: Relation) -> _SparseParallel | None:
    related = relation.related
    return related if type(related) is _SparseParallel else None


# ---------------------------------------------------------------------------------------------
# verification functions
# ---------------------------------------------------------------------------------------------

def _check_relation(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Relation:
        msg = f"{attribute.name}={value!r} must be a Relation, e.g. ONE_VERTEX"
        raise InvalidArgument(msg)


def _check_prop(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not isinstance(value, Verification):
        msg = (f"prop={value!r} must be None (any queries) or a Verification on the sequence of queries "
               "(combinators.machines.prefix_predicate adapts a plain predicate)")
        raise InvalidArgument(msg)


@final
@attrs.frozen
class _UserState:
    """An ``LDPUser``'s state: whether the dataset pair has been seen, and ``prop``'s state."""

    data_seen: bool
    prop: Any


_NO_DATA: Final = _UserState(False, None)


@final
@compared_by_value
@attrs.frozen(repr=False)
class LDPUser(PairVerification[_UserState]):
    """f_{∼i,prop_i} (Henzinger–Safavi–Vadhan 2024, Def 8.5): the first pair is a pair of
    datasets ``x_i ∼_i x′_i`` (or one dataset twice), every later pair two identical queries, and
    the sequence of queries satisfies ``prop`` (an incremental ``Verification`` on the queries;
    ``None``: every sequence). First-pair consistent (Def 5.12): every later pair is identical.

    ``im_style(∼)`` is ``ldp_user(∼)`` under another name; a user certified for either serves.
    """

    relation: Relation = attrs.field(validator=_check_relation)
    prop: Verification[Any, Any] | None = attrs.field(default=None, validator=_check_prop, eq=value_key)

    @override
    def __repr__(self) -> str:
        return f"ldp_user({self.relation!r})" if self.prop is None else f"ldp_user({self.relation!r}, {self.prop!r})"

    @override
    def start(self) -> _UserState:
        return _NO_DATA

    @override
    def step_pair(self, state: _UserState, m0: Any, m1: Any, /) -> _UserState | Rejected:
        prop = self.prop
        if not state.data_seen:
            if not identical(m0, m1):
                try:
                    if not relates(self.relation, m0, m1):
                        return INVALID
                except InvalidArgument:  # the predicate cannot decide: not a valid pair
                    return INVALID
            return _UserState(True, None if prop is None else prop.start())
        if not identical(m0, m1):
            return INVALID
        if prop is None:
            return state
        nxt = prop.step(state.prop, m0)
        if nxt is INVALID:
            return INVALID
        return _UserState(True, nxt)

    @override
    def first_pair_consistent(self) -> bool:
        return True


def ldp_user(relation: Relation, prop: Verification[Any, Any] | None = None) -> LDPUser:
    """f_{∼i,prop_i} (Henzinger–Safavi–Vadhan 2024, Def 8.5) for a user's neighbouring relation
    ∼_i and the property ``prop`` of the queries the server asks it.

    Example:
        >>> f = ldp_user(ONE_VERTEX, core_queries())
        >>> a, b, q = frozenset({1}), frozenset({1, 2}), (frozenset({0, 1}), 1)
        >>> f(((a, b), (q, q))), f(((a, b), (q, (frozenset(), 1)))), f(((a, b), ("x", "x")))
        (True, False, False)
    """
    return LDPUser(relation, prop)


@final
@compared_by_value
@attrs.frozen(repr=False)
class IdenticalPairs(_Stateless, PairVerification[None]):
    """Every pair is two identical messages: the verification function of a mechanism that holds
    no data, such as the randomness source of Remark 8.3 (Henzinger–Safavi–Vadhan 2024). First-pair
    consistent (Def 5.12)."""

    @override
    def __repr__(self) -> str:
        return "identical_pairs()"

    @override
    def step_pair(self, state: None, m0: Any, m1: Any, /) -> None | Rejected:
        return None if identical(m0, m1) else INVALID

    @override
    def first_pair_consistent(self) -> bool:
        return True


_IDENTICAL: Final = IdenticalPairs()


def identical_pairs() -> IdenticalPairs:
    """The verification function that accepts identical pairs only.

    Example:
        >>> identical_pairs()(((3, 3), (1, 1))), identical_pairs()(((3, 4),))
        (True, False)
    """
    return _IDENTICAL


@final
@compared_by_value
@attrs.frozen
class CoreQueries(_Stateless, Verification[Any, None]):
    """prop* of the core-decomposition users (Henzinger–Safavi–Vadhan 2024, §9): every query is a
    pair ``(A, d)``, ``A`` a frozenset of int vertices and ``d`` an int, so ``|N ∩ A|`` is
    1-sensitive under ``ONE_VERTEX``. Build it with ``core_queries()``."""

    @override
    def __repr__(self) -> str:
        return "core_queries()"

    @override
    def step(self, state: None, message: Any, /) -> None | Rejected:
        return None if _core_query(message) is not None else INVALID

    @override
    def first_pair_consistent(self) -> bool:
        return True


_CORE_QUERIES: Final = CoreQueries()


def core_queries() -> CoreQueries:
    """prop* of the core-decomposition users (Henzinger–Safavi–Vadhan 2024, §9): the queries are
    pairs ``(A, d)`` of a frozenset of int vertices and an int.

    Example:
        >>> core_queries()(((frozenset({0, 1}), 2),)), core_queries()(((frozenset({0}), 2.0),))
        (True, False)
    """
    return _CORE_QUERIES


def _core_query(q: object) -> tuple[frozenset[int], int] | None:
    if type(q) is not tuple or len(q) != 2:
        return None
    a, d = q
    if type(a) is not frozenset or type(d) is not int or not all(type(v) is int for v in a):
        return None
    return a, d


def _user_relation(f: object) -> Relation | None:
    """∼_i of a user's verification function: ``ldp_user(∼_i, …)`` or ``im_style(∼_i)``."""
    if type(f) is LDPUser or type(f) is IMStyle:
        return f.relation
    return None


def _check_creates(name: str, value: object) -> tuple[Create, ...]:
    if type(value) not in (tuple, list) or not value or not all(type(c) is Create for c in value):  # type: ignore[attr-defined]  # a tuple or list, checked first
        msg = f"{name} must be a non-empty tuple or list of Create messages, one per user (user i is the i-th)"
        raise InvalidArgument(msg)
    return tuple(value)  # type: ignore[arg-type]  # checked above


def _users_field(value: object) -> tuple[Create, ...]:
    return _check_creates("users", value)


def _check_randomness(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and type(value) is not Create:
        msg = f"randomness={value!r} must be None or the Create message of the randomness source"
        raise InvalidArgument(msg)


def _check_within(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if type(value) is not Relation or value.related is None:
        msg = (f"within={value!r} must be a Relation with a predicate on the users' dataset prefixes "
               "(e.g. edge_neighbour_prefixes(n)), or None")
        raise InvalidArgument(msg)


_LocalState: TypeAlias = "tuple[int, int, int, tuple[Any, ...], tuple[Any, ...]]"


@final
@compared_by_value
@attrs.frozen(repr=False)
class LocalRule(CompositionRule[_LocalState]):
    """The rule of f_{P,∼} (Henzinger–Safavi–Vadhan 2024, Def 8.5) for ∼ = ∼_{k,∼*}, or for a
    relation ∼ inside it given on prefixes (``within``): build it with ``local_verification``.
    Beyond suitability, the sequence is a prefix of

    - (a) the creations of ``users`` in order (the same ``Create`` objects), then the
      ``randomness`` source's if there is one;
    - (b) one dataset pair ``((x_i, i), (x′_i, i))`` per user, in the order 1..n, with ``x ∼ x′``:
      each user's own f_{∼*,prop} checks ``x_i ∼* x′_i`` (suitability, clause (v)), the rule
      counts the users whose pair differs, at most ``k``, and asks ``within`` of the two
      prefixes ``(x_1..x_i)``, ``(x′_1..x′_i)`` at each pair;
    - (c) then only identical query pairs, to any created mechanism.

    The state is ``(creations, assignments, differing users, the two prefixes)``; the prefixes
    are kept only with ``within``.
    """

    users: tuple[Create, ...] = attrs.field(converter=_users_field)
    relation: Relation = attrs.field(validator=_check_relation)
    randomness: Create | None = attrs.field(default=None, validator=_check_randomness)
    within: Relation | None = attrs.field(default=None, kw_only=True, validator=_check_within)
    _k: int = attrs.field(init=False, repr=False, eq=False, default=0)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_k", self._sparse_k())  # after the validators: the fields are checked

    def _sparse_k(self) -> int:
        parts = _sparse_parts(self.relation)
        if parts is None:
            msg = (f"relation={self.relation!r} must be a sparse_parallel_relation(k, ∼*): f_{{P,∼}} checks the "
                   "users' datasets through each user's own f_{∼*,prop} and counts the differing users")
            raise InvalidArgument(msg)
        for i, c in enumerate(self.users, 1):
            if not _same_relation(_user_relation(c.f), parts.user):
                msg = (f"user {i}'s verification function must be ldp_user({parts.user!r}, …) or "
                       f"im_style({parts.user!r}), the ∼* of the relation")
                raise InvalidArgument(msg)
        r = self.randomness
        if r is not None and type(r.f) is not IdenticalPairs:
            msg = "the randomness source must be created for identical_pairs(): it receives identical queries only"
            raise InvalidArgument(msg)
        return parts.k

    @override
    def __repr__(self) -> str:
        shown = "" if self.randomness is None else f", randomness={self.randomness!r}"
        shown += "" if self.within is None else f", within={self.within!r}"
        return f"local_verification({self.users!r}, {self.relation!r}{shown})"

    @property
    def _creations(self) -> int:
        return len(self.users) + (self.randomness is not None)

    @override
    def start(self) -> _LocalState:
        return (0, 0, 0, (), ())

    @override
    def on_create(self, state: _LocalState, create: Create, index: int, /) -> _LocalState | Rejected:
        created, assigned, differing, p0, p1 = state
        n = len(self.users)
        expected = self.users[index - 1] if index <= n else self.randomness if index == n + 1 else None
        if created != index - 1 or create is not expected:  # by identity, never a caller's ==
            return INVALID
        return (index, assigned, differing, p0, p1)

    @override
    def on_query(self, state: _LocalState, create: Create, index: int, pair: tuple[Any, Any], differs: bool,
                 first_difference: bool, /) -> _LocalState | Rejected:
        created, assigned, differing, p0, p1 = state
        n = len(self.users)
        if created < self._creations:  # (a) is not over
            return INVALID
        if assigned < n:  # (b): the next user's dataset
            if index != assigned + 1:
                return INVALID
            differing += differs
            if differing > self._k:
                return INVALID
            within = self.within
            if within is not None:
                # every prefix must extend to some x ∼ x′: the users answer their data as it
                # arrives (a one-shot user at once), so a check deferred to the last user would
                # let earlier users release on pairs that no neighbours complete
                p0, p1 = (*p0, pair[0]), (*p1, pair[1])
                try:
                    if not relates(within, p0, p1):
                        return INVALID
                except InvalidArgument:  # the predicate cannot decide: not a valid pair
                    return INVALID
            return (created, assigned + 1, differing, p0, p1)
        return INVALID if differs else state  # (c)


def _same_relation(a: Relation | None, b: Relation) -> bool:
    return a is not None and (a is b or a == b)  # exact Relations (validated), attrs equality


def local_verification(users: Sequence[Create], relation: Relation, randomness: Create | None = None, *,
                       within: Relation | None = None) -> Suitable:
    """f_{P,∼} (Henzinger–Safavi–Vadhan 2024, Def 8.5): the verification function of
    ``ext_concurrent()`` under which the pairs of messages the server of a local protocol sends
    on neighbouring ``x ∼ x′`` are valid (Claim 8.6); see ``LocalRule``.

    ``users`` are the users' ``Create`` messages (user ``i`` is the ``i``-th), each for
    ``ldp_user(∼*, …)`` or ``im_style(∼*)``; ``randomness`` the randomness source's, created last.

    ∼ is ``relation`` = ∼_{k,∼*}, or, with ``within``, the relation ``within`` inside it
    (Thm 8.7 for a general ∼; its accountant is Cor 8.8's for the ``k`` of ``relation``, since
    fewer valid sequences only shrink the adversary's choices). ``within`` is a relation on
    *prefixes*: given the first ``i`` users' datasets of both sides as two tuples, it answers
    whether some ``x ∼ x′`` begins with them, e.g. ``edge_neighbour_prefixes(n)``. A relation
    on whole tuples will not do: the verifier must refuse the first dataset pair that no
    neighbours complete, before that user answers.

    Example (edge-LDP on a path 0–1–2, with the core-decomposition users of §9):
        >>> u = Create(above_threshold_user(0.5), ldp_user(ONE_VERTEX, core_queries()))
        >>> f = local_verification([u] * 3, sparse_parallel_relation(2, ONE_VERTEX),
        ...                        within=edge_neighbour_prefixes(3))
        >>> a, b = adjacency(3, [(0, 1), (1, 2)]), adjacency(3, [(1, 2)])   # the edge {0, 1} removed
        >>> start = tuple((u, u) for _ in range(3))
        >>> f(start + tuple(((a[i], i + 1), (b[i], i + 1)) for i in range(3)))
        True

    Users 1 and 2 each gaining vertex 2 is two edges, {0, 2} and {1, 2}: ∼_{2,∼*} alone would
    accept the two pairs (user 3's pair, which no edge neighbour completes, comes after they
    have answered); ``within`` refuses the second:

        >>> e = adjacency(3, [])
        >>> pairs = (((e[0], 1), (frozenset({2}), 1)), ((e[1], 2), (frozenset({2}), 2)))
        >>> f(start + pairs[:1]), f(start + pairs)
        (True, False)
        >>> local_verification([u] * 3, sparse_parallel_relation(2, ONE_VERTEX))(start + pairs)
        True
    """
    return Suitable(LocalRule(users, relation, randomness, within=within))


# ---------------------------------------------------------------------------------------------
# the randomness source (Remark 8.3)
# ---------------------------------------------------------------------------------------------

@final
@attrs.frozen
class RandomSource(ContinualMechanism[None, int, "int | Invalid"]):
    """The server's coins as a mechanism (Henzinger–Safavi–Vadhan 2024, Remark 8.3): the query
    ``m`` (an int ≥ 1) answers a uniform int in ``0..m−1``. It holds no data; build the certified
    one with ``randomness_source()``."""

    @override
    def initial(self) -> None:
        return None

    @override
    def step(self, state: None, query: int, coins: Coins, /) -> tuple[None, int | Invalid | Halt]:
        m: object = query
        if type(m) is not int or m < 1:
            return state, Invalid("a draw from the randomness source is an int m >= 1 (uniform on 0..m−1)")
        return state, coins.uniform_int(m)


_SOURCE_THEOREM: Final = ("a mechanism without data that receives identical queries only is (0,0)-DP: "
                          "Henzinger–Safavi–Vadhan 2024, Remark 8.3")


@functools.lru_cache(maxsize=1)
def randomness_source() -> Mechanism[None, None, int, "int | Invalid", Epsilon]:
    """The randomness source of a randomized server (Henzinger–Safavi–Vadhan 2024, Remark 8.3): a
    continual mechanism, ``Epsilon(0)``-DP w.r.t. ``identical_pairs()``, whose answers are the
    server's coins, so that the server logic itself is deterministic (as Thm 6.1 needs).

    Example:
        >>> from combinators.prob import sampled_coins
        >>> src = randomness_source()
        >>> src.level, src.certificate.relation.name, src.machine.step(None, 6, sampled_coins(0))[1] in range(6)
        (Epsilon(0.0), 'identical_pairs()', True)
    """
    return issue(RandomSource(), PureDP(), Epsilon(0), _IDENTICAL.as_relation(), Proved(_SOURCE_THEOREM),
                 origin="randomness_source()")


# ---------------------------------------------------------------------------------------------
# the server and the protocol
# ---------------------------------------------------------------------------------------------

@final
@attrs.frozen
class Ask:
    """The server's next message: ``query`` to user ``user`` (1..n)."""

    query: Any
    user: int = attrs.field(validator=lambda _i, _a, v: check_int("user", v, minimum=1))


@final
@attrs.frozen
class Draw:
    """The server's next message: ``m`` to the randomness source (a uniform int in ``0..m−1``)."""

    m: int = attrs.field(validator=lambda _i, _a, v: check_int("m", v, minimum=1))


@final
@attrs.frozen
class Output:
    """The server stops; ``value`` is its output (a function of its view)."""

    value: Any


Action: TypeAlias = "Ask | Draw | Output"


class Server(abc.ABC, Generic[T]):
    """The server logic of a local protocol: a deterministic state machine that sees only what
    the users (and the randomness source) answer, never their datasets
    (Henzinger–Safavi–Vadhan 2024, §8, Claims 8.4 and 8.6).

    ``start(first)`` receives the users' answers to their datasets (``ACK`` from an interactive
    user; a one-shot user's release) and ``step(state, answer)`` the answer to the last ``Ask``
    or ``Draw``; each returns the new state and the next action: ``Ask(q, i)``, ``Draw(m)`` or
    ``Output(value)``. States must be hashable values (the exact audit memoises on them), and
    both methods pure functions: the server's randomness comes from ``Draw`` (Remark 8.3).
    An ``InvalidArgument`` raised by either ends the run with an ``Invalid`` answer.
    """

    __slots__ = ()

    @abc.abstractmethod
    def start(self, first: tuple[Any, ...], /) -> tuple[T, Action]:
        """The state and the first action, from the users' answers to their datasets."""

    @abc.abstractmethod
    def step(self, state: T, answer: Any, /) -> tuple[T, Action]:
        """The state and the next action, after ``answer``."""


@final
@attrs.frozen
class ServerView:
    """The server's view (Henzinger–Safavi–Vadhan 2024, Def 8.1 and §8): the users' answers to
    their datasets (``first``), then every message after the dataset assignments as
    ``(index, query, answer)`` (``index`` n+1 is the randomness source), and the server's output.
    The creations and the datasets are not in it."""

    first: tuple[Any, ...] = attrs.field(validator=lambda _i, _a, v: _check_tuple("first", v))
    transcript: tuple[tuple[int, Any, Any], ...] = attrs.field(validator=lambda _i, _a, v: _check_transcript(v))
    output: Any


def _check_tuple(name: str, value: object) -> None:
    if type(value) is not tuple:
        msg = f"{name} must be a tuple, got a {type(value).__name__}"
        raise InvalidArgument(msg)


def _check_transcript(value: object) -> None:
    _check_tuple("transcript", value)
    for item in value:  # type: ignore[attr-defined]  # a tuple, checked above
        if type(item) is not tuple or len(item) != 3 or type(item[0]) is not int:
            msg = "transcript must be a tuple of (index, query, answer) triples, index an int"
            raise InvalidArgument(msg)


class _Phase(NamedConstant, bare=True):
    """States without data: the server IPM's before and after its run, AboveThreshold's before
    its data and after its ⊤."""

    READY = "READY"
    DONE = "DONE"
    AWAITING = "AWAITING"
    FIRED = "FIRED"


_READY: Final = _Phase.READY
_DONE: Final = _Phase.DONE
_AWAITING: Final = _Phase.AWAITING
_FIRED: Final = _Phase.FIRED


@final
@attrs.frozen
class _Setup:
    """Creating (``assigning`` False) or assigning datasets: the ``step``-th is sent; the data
    (a ``NIMState``, which never prints them) and the users' answers to their datasets so far."""

    assigning: bool
    step: int
    data: NIMState[Any]
    first: tuple[Any, ...]


@final
@attrs.frozen
class _Running:
    """After the dataset assignments: the server's state, the message sent, the view so far, and
    each user's verification-function state over the queries sent to it (``None``: unchecked)."""

    server: Any
    sent: tuple[int, Any]
    first: tuple[Any, ...]
    transcript: PVector[tuple[int, Any, Any]]
    checks: PVector[Any]


def _check_server(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_instance("server", value, Server, "a Server (the server logic: start(first) and step(state, answer))")


@final
@attrs.frozen
class LocalServer(InteractivePostprocessor[Any, tuple[Any, ...], "ServerView | Invalid", Any, Any]):
    """𝒮_P (Henzinger–Safavi–Vadhan 2024, §8): the server of a local protocol as an IPM over
    ``ext_concurrent()``. Its one left message is ``x = (x_1..x_n)``; it creates the users (then the
    randomness source), sends ``(x_i, i)`` to each, runs ``server`` and answers its
    ``ServerView``; any later left message answers ``HALT``. An ``x`` that is not a tuple of ``n``
    datasets answers ``Invalid`` and changes nothing.

    A query the user's verification function does not admit after its dataset (a query outside
    prop_i, on which its certificate says nothing) is never sent: the run ends with ``Invalid``.
    The check reads only the queries, which are the same on neighbouring data, so ending the run
    reveals nothing the view does not."""

    server: Server[Any] = attrs.field(validator=_check_server)
    users: tuple[Create, ...] = attrs.field(converter=_users_field)
    randomness: Create | None = attrs.field(default=None, validator=_check_randomness)

    @override
    def initial(self) -> Any:
        return _READY

    def _creations(self) -> tuple[Create, ...]:
        r = self.randomness
        return self.users if r is None else (*self.users, r)

    @override
    def step(self, state: Any, msg: Left[tuple[Any, ...]] | Right[Any], coins: Coins, /) -> tuple[Any, Left[Any] | Right[Any]]:
        n = len(self.users)
        if type(msg) is Left:
            if state is not _READY:
                return _DONE, Left(HALT)
            x: object = msg.msg
            if type(x) is not tuple or len(x) != n:
                return state, Left(Invalid(f"the protocol's one message is a tuple of the {n} users' datasets"))
            return _Setup(False, 1, NIMState(x), ()), Right(self.users[0])
        a = msg.msg
        if a is HALT:
            return _DONE, Left(HALT)
        if type(state) is _Setup:
            data: tuple[Any, ...] = state.data.data  # type: ignore[assignment]  # the x of the left message
            if not state.assigning:
                if state.step < len(self._creations()):
                    return attrs.evolve(state, step=state.step + 1), Right(self._creations()[state.step])
                return _Setup(True, 1, state.data, ()), Right((data[0], 1))
            first = (*state.first, a)
            if state.step < n:
                return _Setup(True, state.step + 1, state.data, first), Right((data[state.step], state.step + 1))
            checks = pvector([_after_data(c.f) for c in self.users])
            return self._act(lambda: self.server.start(first), first, pvector(), checks)
        if type(state) is _Running:
            index, query = state.sent
            transcript = state.transcript.append((index, query, a))
            return self._act(lambda: self.server.step(state.server, a), state.first, transcript, state.checks)
        return _DONE, Left(HALT)

    def _act(self, call: Callable[[], tuple[Any, Action]], first: tuple[Any, ...],
             transcript: PVector[tuple[int, Any, Any]], checks: PVector[Any]) -> tuple[Any, Left[Any] | Right[Any]]:
        try:
            got: object = call()
        except InvalidArgument:  # the server logic refused (its text may quote the answers): the run ends
            return _DONE, Left(Invalid("the server logic raised InvalidArgument; the run ended"))
        if type(got) is not tuple or len(got) != 2:
            return _DONE, Left(Invalid("the server logic must return (state, action)"))
        s, action = got
        n = len(self.users)
        if type(action) is Output:
            return _DONE, Left(ServerView(first, tuple(transcript), action.value))
        if type(action) is Ask and type(action.user) is int and 1 <= action.user <= n:
            sent = (action.user, action.query)
            i = action.user - 1
            f_state = checks[i]
            if f_state is not None:  # the query must keep the user's pairs valid (prop_i, Cor 8.8)
                f_state = self.users[i].f.step(f_state, (action.query, action.query))
                if f_state is INVALID:
                    return _DONE, Left(Invalid(f"the server's query to user {action.user} is not one its "
                                               "verification function admits (prop_i); the run ended"))
                checks = checks.set(i, f_state)
        elif type(action) is Draw and self.randomness is not None:
            sent = (n + 1, action.m)
        else:
            return _DONE, Left(Invalid(f"the server's action must be Ask(q, i) with i in 1..{n}, Output(value), or "
                                       "Draw(m) when the protocol has a randomness source"))
        return _Running(s, sent, first, transcript, checks), Right((sent[1], sent[0]))


_DATUM: Final = object()
"""A stand-in for a user's dataset: the state of its verification function after an identical
dataset pair does not depend on the dataset, and the server never holds one."""


def _after_data(f: Verification[Any, Any]) -> Any:
    """``f``'s state after an identical dataset pair, or ``None`` if ``f`` refuses the stand-in
    (then the server's queries to that user are not checked: only a protocol whose users are
    for ``ldp_user`` or ``im_style``, which accept it, is certified)."""
    state = f.step(f.start(), (_DATUM, _DATUM))
    return None if state is INVALID else state


def local_dp_level(k: int, user_level: Epsilon | EpsDelta, *, delta: float | Fraction | None = None
                   ) -> Epsilon | EpsDelta:
    """The LDP level of Cor 8.8 (Henzinger–Safavi–Vadhan 2024): users each (ε′,δ′)-DP w.r.t.
    f_{∼*,prop*}, relation ∼_{k,∼*}: the protocol is (ε,δ)-LDP where the composition of ``k``
    copies of RR_{ε′,δ′} is (ε,δ)-DP, however many users there are. The composition is the optimal
    one (Kairouz–Oh–Viswanath 2015, Thm 3.3; ``combinators.accounting.optimal_homogeneous``),
    rounded up.

    Args:
        k: how many users' datasets may differ.
        user_level: ``Epsilon(ε′)`` or ``EpsDelta(ε′, δ′)``, ε′ > 0 (Cor 8.8 needs it: state a
            (0, δ′) user at a positive ε′, which (0, δ′) implies).
        delta: the target δ for approximate users, at least ``1 − (1 − δ′)^k``; ``None`` for pure.

    Example:
        >>> local_dp_level(2, Epsilon(0.5))                           # §9: users at ε/2, k = 2
        Epsilon(1.0)
        >>> local_dp_level(2, EpsDelta(0.5, 0.0), delta=1e-6).epsilon < 1.0
        True
    """
    kk = check_positive_int("k", k)
    level: object = user_level  # callers without mypy may pass anything
    target: float | Fraction
    if type(level) is Epsilon:
        if delta is not None:
            msg = "delta is for approximate users (EpsDelta): a pure user's level composes to a pure level"
            raise InvalidArgument(msg)
        eps, d_user, target = level.epsilon, 0.0, 0.0
    elif type(level) is EpsDelta:
        if delta is None:
            msg = "pass delta=, the target δ of the protocol (at least 1 − (1 − δ′)^k) for approximate users"
            raise InvalidArgument(msg)
        eps, d_user = loss_float(level.epsilon), loss_float(level.delta)
        target = check_probability("delta", delta)
    else:
        msg = f"user_level={user_level!r} must be an Epsilon or an EpsDelta"
        raise InvalidArgument(msg)
    if not eps > 0:
        msg = ("Cor 8.8 needs each user at ε′ > 0: state a (0, δ′) user at a positive ε′, which (0, δ′) implies")
        raise InvalidArgument(msg)
    got = optimal_homogeneous(kk, eps, d_user, target)
    if got.epsilon == float("inf"):
        msg = f"delta={delta!r} is below 1 − (1 − δ′)^k: no ε reaches it; pass a larger delta"
        raise InvalidArgument(msg)
    return Epsilon(got.epsilon) if type(user_level) is Epsilon else got


_THEOREM: Final = ("a local protocol whose users are each (ε′,δ′)-DP w.r.t. f_{∼*,prop*} is LDP w.r.t. ∼_{k,∼*} "
                   "at the composition of k copies of RR_{ε′,δ′}: Henzinger–Safavi–Vadhan 2024, Cor 8.8 (with "
                   "Claim 8.2, Thm 8.7, Obs 8.9, Thm 5.14); composition by Kairouz–Oh–Viswanath 2015, Thm 3.3")


_THEOREM_WITHIN: Final = (
    "a local protocol whose users are each (ε′,δ′)-DP w.r.t. f_{∼*,prop*} is LDP w.r.t. a relation ∼ inside ∼_{k,∼*} "
    "at the composition of k copies of RR_{ε′,δ′}: Henzinger–Safavi–Vadhan 2024, Thm 8.7 (f_{P,∼} accepts fewer "
    "sequences than f_{P,∼_{k,∼*}}, which Cor 8.8 bounds; with Claim 8.2, Obs 8.9, Thm 5.14); composition by "
    "Kairouz–Oh–Viswanath 2015, Thm 3.3")


def local_protocol(server: Server[Any], users: Sequence[Create], relation: Relation, *, randomness: bool = False,
                   delta: float | Fraction | None = None, trust_asserted: bool = False,
                   within: Relation | None = None) -> Mechanism[None, Any, tuple[Any, ...], Any, Any]:
    """The local protocol ℳ_P = 𝒮_P ∘* ExtConComp (Henzinger–Safavi–Vadhan 2024, §8), certified by
    Cor 8.8.

    The continual mechanism ``LocalServer(server, users) @ ext_concurrent()`` takes
    ``x = (x_1..x_n)`` as its one message, creates the users (``Create`` messages; then the
    randomness source when ``randomness``), sends ``(x_i, i)`` to each, runs ``server`` and answers
    the ``ServerView``; then it halts.

    Args:
        server: the server logic (``Server``); it sees the users' answers only.
        users: one ``Create`` per user (user ``i`` is the ``i``-th; the same object may repeat),
            each for ``ldp_user(∼*, prop)`` or ``im_style(∼*)``, all under ``PureDP`` or all
            under ``ApproxDP``.
        relation: ``sparse_parallel_relation(k, ∼*)``, the protocol's neighbouring datasets.
        randomness: create ``randomness_source()`` for the server's ``Draw`` (Remark 8.3).
        delta: the target δ for approximate users (``local_dp_level``).
        trust_asserted: admit users whose certificates are the caller's word.
        within: a relation ∼ inside ``relation``, given on prefixes as ``local_verification``
            takes it (e.g. ``edge_neighbour_prefixes(n)``): the protocol is then certified for
            ∼ ∩ ∼_{k,∼*} (Thm 8.7), at the same level.

    Returns:
        A certified mechanism, ``local_dp_level(k, ·)``-DP w.r.t. ``im_style(relation)``
        (or its restriction by ``within``) with each user counted at the largest ε′ (and δ′)
        among the users. ``n`` does not enter, except that with fewer users than ``k`` only
        ``n`` can differ (``min(k, n)`` copies).

    Example (three one-shot randomized-response users; the server counts their 1s):
        >>> from combinators.continual import as_continual
        >>> from combinators.machines import BIT_FLIP
        >>> from combinators.primitives import randomized_response
        >>> from combinators.prob import sampled_coins
        >>> class Count(Server[None]):
        ...     def start(self, first): return None, Output(sum(first))
        ...     def step(self, state, answer): return None, Output(None)
        >>> user = Create(as_continual(randomized_response(e_eps=3)), im_style(BIT_FLIP))
        >>> p = local_protocol(Count(), [user] * 3, sparse_parallel_relation(1, BIT_FLIP))
        >>> p.level, p.certificate.relation.name
        (Epsilon(1.0986122886681102), 'im_style(sparse_parallel_relation(1, BIT_FLIP))')
        >>> view = p.machine.step(p.machine.init(None), (1, 0, 1), sampled_coins(0))[1]
        >>> view.transcript, view.output in range(4)
        ((), True)
    """
    creates = _check_creates("users", users)
    given: object = relation  # callers without mypy may pass anything
    if type(given) is not Relation or _sparse_parts(relation) is None:
        msg = (f"relation={relation!r} must be a sparse_parallel_relation(k, ∼*): Cor 8.8 certifies the protocol "
               "for the k-sparse parallel-composition relation")
        raise InvalidArgument(msg)
    parts = _sparse_parts(relation)
    assert parts is not None  # checked just above
    flag: object = randomness
    if type(flag) is not bool:
        msg = f"randomness={randomness!r} must be True or False"
        raise InvalidArgument(msg)
    source = Create(randomness_source(), _IDENTICAL) if flag else None
    rule = LocalRule(creates, relation, source, within=within)  # checks each user's f against ∼*, and within
    level = local_dp_level(min(parts.k, len(creates)), _user_level(creates), delta=delta)  # at most n differ
    machine = LocalServer(server, creates, source) @ ext_concurrent()
    measure: Any = PureDP() if type(level) is Epsilon else ApproxDP()
    stated = relation if within is None else _restricted(relation, within)
    cert = Certificate(measure, level, im_style(stated).as_relation())
    children = [c.mechanism for c in creates]
    labels = [f"user {i}" for i in range(1, len(creates) + 1)]
    tail = (", randomness=True" if flag else "") + ("" if within is None else f", within={rule.within!r}")
    origin = Shown(("local_protocol(", ", ", ", ", f"{tail})"), (server, creates, relation))
    theorem = _THEOREM if within is None else _THEOREM_WITHIN
    return issue_composed(machine, cert, theorem, children, labels, trust_asserted, origin=origin)


@final
@compared_by_value
@attrs.frozen
class _Both:
    """x ∼ x′ for two relations at once (their predicates, on whole tuples)."""

    first: Relation
    second: Relation

    def __call__(self, x: object, y: object) -> bool:
        return relates(self.first, x, y) and relates(self.second, x, y)


def _restricted(relation: Relation, within: Relation) -> Relation:
    return Relation(f"{within.name} within {relation.name}",
                    f"{within.meaning}; and {relation.meaning}", _Both(relation, within))


def _user_level(creates: tuple[Create, ...]) -> Epsilon | EpsDelta:
    """The level every user meets: the largest ε′ (and δ′); all users under one measure."""
    measures = {type(c.mechanism.measure) for c in creates}
    if measures == {PureDP}:
        return Epsilon(max(c.mechanism.level.epsilon for c in creates))
    if measures == {ApproxDP}:
        return EpsDelta(max(c.mechanism.level.epsilon for c in creates),
                        max(c.mechanism.level.delta for c in creates))
    msg = "the users must all be certified under PureDP or all under ApproxDP (Cor 8.8: (ε′,δ′)-DP users)"
    raise InvalidArgument(msg)


# ---------------------------------------------------------------------------------------------
# core decomposition (§9)
# ---------------------------------------------------------------------------------------------

@final
@attrs.frozen(repr=False)
class _Threshold:
    """AboveThreshold's state between its data and its ⊤: the data and the threshold noise."""

    data: frozenset[int]
    rho: int

    @override
    def __repr__(self) -> str:
        return "<AboveThreshold state holding the data>"


def _ratio(x: Fraction) -> Interval:
    e = exp_bounds(-x)
    return Interval(e.lo, min(e.hi, Fraction(1)))


def _epsilon(value: object) -> float | Fraction:
    return check_positive_real("epsilon", value, "ε = 0 would need infinite noise")


@final
@attrs.frozen
class AboveThreshold(ContinualMechanism[Any, Any, Any]):
    """A core-decomposition user (Henzinger–Safavi–Vadhan 2024, §9; Dhulipala et al. 2025): its
    first message is its adjacency set ``N`` (acknowledged with ``ACK``), each query ``(A, d)``
    asks whether ``|N ∩ A| < d``. AboveThreshold with discrete Laplace noise: a threshold noise
    ρ ~ DLap(2/ε) drawn with the data, a query noise ν ~ DLap(4/ε) per query; it answers ``True``
    (⊤) iff ``d − |N ∩ A| + ν ≥ 1 + ρ``, then halts, else ``False``. A malformed message answers
    ``Invalid`` and changes nothing.

    ε-DP w.r.t. ``ldp_user(ONE_VERTEX, core_queries())`` (not in Henzinger–Safavi–Vadhan 2024:
    Dwork–Roth 2014, Thm 3.23; Lyu–Su–Li 2017, Alg 1): the query ``d − |N ∩ A|`` is an integer,
    1-sensitive under ``ONE_VERTEX``, so the proof's shifts (ρ by 1, ν by 2) are integer shifts
    of discrete Laplace noise, each costing ε/2.
    """

    epsilon: float | Fraction = attrs.field(converter=_epsilon)  # checked before the noise ratios derive from it
    _r_threshold: Interval = attrs.field(init=False, repr=False, eq=False)
    _r_query: Interval = attrs.field(init=False, repr=False, eq=False)

    @_r_threshold.default
    def _threshold_ratio(self) -> Interval:
        return _ratio(Fraction(self.epsilon) / 2)

    @_r_query.default
    def _query_ratio(self) -> Interval:
        return _ratio(Fraction(self.epsilon) / 4)

    @override
    def initial(self) -> Any:
        return _AWAITING

    @override
    def step(self, state: Any, query: Any, coins: Coins, /) -> tuple[Any, Any]:
        if state is _FIRED:
            return state, HALT
        if state is _AWAITING:
            n: object = query
            if type(n) is not frozenset or not all(type(v) is int for v in n):
                return state, Invalid("the first message is the user's adjacency set, a frozenset of int vertices")
            return _Threshold(n, coins.discrete_laplace(self._r_threshold)), ACK
        q = _core_query(query)
        if q is None:
            return state, Invalid("a query is (A, d): A a frozenset of int vertices, d an int")
        a, d = q
        held: _Threshold = state
        nu = coins.discrete_laplace(self._r_query)
        if d - len(held.data & a) + nu >= 1 + held.rho:
            return _FIRED, True
        return state, False


_SVT_THEOREM: Final = ("AboveThreshold with threshold noise DLap(2/ε) and query noise DLap(4/ε) on 1-sensitive "
                       "integer queries is ε-DP against adaptive queries: Dwork–Roth 2014, Thm 3.23; "
                       "Lyu–Su–Li 2017 (not in Henzinger–Safavi–Vadhan 2024)")


def above_threshold_user(epsilon: float | Fraction) -> Mechanism[None, Any, Any, Any, Epsilon]:
    """A certified core-decomposition user (``AboveThreshold``): ``Epsilon(epsilon)``-DP w.r.t.
    ``ldp_user(ONE_VERTEX, core_queries())``.

    Example:
        >>> u = above_threshold_user(0.5)
        >>> u.level, u.certificate.relation.name
        (Epsilon(0.5), 'ldp_user(ONE_VERTEX, core_queries())')
    """
    eps = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
    f = ldp_user(ONE_VERTEX, core_queries())
    return issue(AboveThreshold(eps), PureDP(), Epsilon(eps), f.as_relation(), Proved(_SVT_THEOREM),
                 origin=call_text("above_threshold_user", eps))


def _check_next_d(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not callable(value):
        msg = f"next_d={value!r} must be a function next_d(round, d, peeled, active) -> int"
        raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False)
class CoreDecompositionServer(Server[tuple[Any, ...]]):
    """The core-decomposition server (Henzinger–Safavi–Vadhan 2024, §9; Dhulipala et al. 2025):
    ``d = 1``, the active set ``A`` = every vertex, the estimates ``k = 0^n``; for ``n`` rounds it
    asks every active vertex ``v`` (user ``v + 1``) ``(A, d)``, sets ``k_v = d`` for those answering
    ⊤, removes them from ``A``, and sets ``d = next_d(round, d, peeled, active)`` (from round 0).

    The paper does not say how ``d`` changes between rounds (it is in Dhulipala et al. 2025), so
    ``next_d`` is required; it sees only public values (the answers), so privacy does not depend
    on it. It must return an int. The output is the tuple ``k``; it stops early once ``A`` is
    empty. No accuracy claim is made here (Lemma 9.1's bound needs the paper's ``next_d``).
    """

    next_d: Callable[[int, int, frozenset[int], frozenset[int]], int] = attrs.field(validator=_check_next_d)

    @override
    def __repr__(self) -> str:
        name = getattr(self.next_d, "__qualname__", None)
        return f"CoreDecompositionServer({name if type(name) is str else repr(self.next_d)})"

    # state: (round, d, active, k, pending vertices this round, peeled this round)
    def _round(self, r: int, d: int, active: frozenset[int], k: tuple[int, ...]) -> tuple[tuple[Any, ...], Action]:
        if r >= len(k) or not active:
            return (r, d, active, k, (), frozenset()), Output(k)
        pending = tuple(sorted(active))
        return (r, d, active, k, pending, frozenset()), Ask((active, d), pending[0] + 1)

    @override
    def start(self, first: tuple[Any, ...], /) -> tuple[tuple[Any, ...], Action]:
        n = len(first)
        return self._round(0, 1, frozenset(range(n)), (0,) * n)

    @override
    def step(self, state: tuple[Any, ...], answer: Any, /) -> tuple[tuple[Any, ...], Action]:
        r, d, active, k, pending, peeled = state
        if answer is True:
            peeled = peeled | {pending[0]}
        pending = pending[1:]
        if pending:
            return (r, d, active, k, pending, peeled), Ask((active, d), pending[0] + 1)
        k = tuple(d if v in peeled else kv for v, kv in enumerate(k))
        active = active - peeled
        nd: object = self.next_d(r, d, peeled, active)
        if type(nd) is not int:
            msg = "next_d must return an int"
            raise InvalidArgument(msg)
        return self._round(r + 1, nd, active, k)


def core_decomposition(epsilon: float | Fraction, n: int,
                       next_d: Callable[[int, int, frozenset[int], frozenset[int]], int]
                       ) -> Mechanism[None, Any, tuple[Any, ...], Any, Any]:
    """The core-decomposition local protocol of Dhulipala et al. 2025 as analysed by
    Henzinger–Safavi–Vadhan 2024, §9: ``n`` users ``above_threshold_user(ε/2)``, the
    ``CoreDecompositionServer(next_d)``; ε-DP w.r.t. ``im_style(sparse_parallel_relation(2,
    ONE_VERTEX))`` by Cor 8.8 (two RR_{ε/2} compose to ε), hence ε-edge-LDP: edge neighbours
    (``EDGE_NEIGHBOURS``) are ∼_{2,ONE_VERTEX}-neighbours (Lemma 9.1, its privacy part).

    Its one message is ``adjacency(n, edges)``; its answer a ``ServerView`` whose ``output`` is the
    coreness estimates. Privacy only: no accuracy claim (``next_d`` is the caller's).

    Example:
        >>> from combinators.prob import sampled_coins
        >>> p = core_decomposition(1.0, 3, lambda r, d, peeled, active: d + 1)
        >>> p.level
        Epsilon(1.0)
        >>> view = p.machine.step(p.machine.init(None), adjacency(3, [(0, 1), (1, 2)]), sampled_coins(0))[1]
        >>> len(view.output), all(i in (1, 2, 3) for i, _, _ in view.transcript)
        (3, True)
    """
    eps = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
    size = _check_users("n", n)
    user = Create(above_threshold_user(Fraction(eps) / 2 if isinstance(eps, Fraction) else eps / 2),
                  ldp_user(ONE_VERTEX, core_queries()))
    p = local_protocol(CoreDecompositionServer(next_d), [user] * size, sparse_parallel_relation(2, ONE_VERTEX))
    name = getattr(next_d, "__qualname__", None)
    shown = name if type(name) is str else repr(next_d)
    return Mechanism(p.machine, p.certificate, origin=call_text("core_decomposition", eps, size)[:-1] + f", {shown})")
