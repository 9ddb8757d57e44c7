"""Pipelines nested 10,000 deep: ``repr``, ``==``, ``hash``, ``pickle``, ``step``, sessions,
``certify`` and the exact audit work on them.

``@`` pipelines are held flat (``Post``: a tuple of post-processors over one mechanism;
``Chain``: a tuple of post-processors; ``MappedRelease``: a tuple of maps over one NIM), so no
operation recurses through the nesting (nested objects meet the recursion limit a few hundred
levels down). Wrappers of different kinds (``null_extension(abs @ …)``) and compositions of
compositions (``concurrent(concurrent(…))``) do not flatten: their ``repr``, ``==``, ``hash`` and
``pickle``, and their certificate trees (``==``, ``hash``, ``repr``, ``pickle``, dicts and JSON),
walk them on explicit stacks, and ``concurrent()`` labels a child without writing its full repr.
Their own ``init`` and ``step`` call
the inner machine's, so sessions over them run a few hundred deep and are refused clearly beyond.
The expected values come from randomized response alone: RR with e^ε = 3 keeps its bit with
probability 3/4 (Warner 1965; seed 004 §5), and ``abs`` and the always-true verifier change nothing.
"""

from __future__ import annotations

import json
import pickle
from fractions import Fraction as F
from typing import Any

import pytest

from combinators._json import loads as json_loads
from combinators.audit import audit
from combinators.certification import CertificateTree, certify
from combinators.composition import NullExtension, concurrent, null_extension
from combinators.errors import InvalidArgument, MachineHalted
from combinators.machines import Chain, Left, MappedRelease, Post, Right, Verifier, open_session
from combinators.measures import Verdict
from combinators.primitives import randomized_response
from combinators.prob import FiniteDist, enumerate_step, sampled_coins

N = 10_000
RR = randomized_response(e_eps=3)
CC = concurrent(RR, RR)
V: Any = Verifier(bool)  # every prefix is valid: it forwards each query and answers what comes back


def _maps_on_nim(n: int, innermost: Any = abs) -> Any:
    m: Any = innermost @ RR
    for _ in range(n - 1):
        m = abs @ m
    return m


def _maps_on_im(n: int) -> Any:
    m: Any = CC
    for _ in range(n):
        m = abs @ m
    return m


def _ipms_right(n: int) -> Any:  # V @ (V @ (… @ CC))
    m: Any = CC
    for _ in range(n):
        m = V @ m
    return m


def _ipm_chain(n: int) -> Any:  # V @ V @ … @ V, grouped to the left as Python reads it
    c: Any = V
    for _ in range(n - 1):
        c = c @ V
    return c


@pytest.fixture(scope="module")
def pipelines() -> dict[str, Any]:
    return {"maps on a NIM": _maps_on_nim(N), "maps on an IM": _maps_on_im(N), "IPMs": _ipms_right(N)}


@pytest.fixture(scope="module")
def vchain() -> Any:
    return _ipm_chain(N)


def test_deep_pipelines_are_flat_and_equal_however_grouped(pipelines: dict[str, Any], vchain: Any) -> None:
    nim, im, ipms = (pipelines[k].machine for k in ("maps on a NIM", "maps on an IM", "IPMs"))
    assert type(nim) is MappedRelease and nim.maps == (abs,) * N and nim.inner == RR.machine
    assert type(im) is Post and len(im.stages) == N and im.inner == CC.machine
    assert type(ipms) is Post and ipms.stages == (V,) * N
    left = vchain @ CC  # (V @ V @ … @ V) @ CC: the same pipeline
    assert left == pipelines["IPMs"] and hash(left) == hash(pipelines["IPMs"])
    assert type(vchain) is Chain and vchain.stages == (V,) * N


def test_repr_rebuilds_the_expression(pipelines: dict[str, Any], vchain: Any) -> None:
    rr, cc = repr(RR.machine), repr(CC.machine)
    assert repr(pipelines["maps on a NIM"].machine) == "abs @ (" * (N - 1) + f"abs @ {rr}" + ")" * (N - 1)
    assert repr(pipelines["maps on an IM"].machine) == "MapAnswers(abs) @ " * N + cc
    assert repr(pipelines["IPMs"].machine) == "verifier(bool) @ " * N + cc
    assert repr(vchain) == " @ ".join(["verifier(bool)"] * N)
    assert repr(_maps_on_nim(3)) == "abs @ (abs @ (abs @ randomized_response(e_eps=3)))"
    assert repr(pipelines["maps on a NIM"]) == "abs @ (" * (N - 1) + "abs @ randomized_response(e_eps=3)" + ")" * (N - 1)


def test_equality_and_hash_are_structural(pipelines: dict[str, Any]) -> None:
    again = {"maps on a NIM": _maps_on_nim(N), "maps on an IM": _maps_on_im(N), "IPMs": _ipms_right(N)}
    for name, p in pipelines.items():
        assert p == again[name] and p.machine == again[name].machine
        assert hash(p.machine) == hash(again[name].machine)
    other = _maps_on_nim(N, innermost=int)  # differs at the bottom only
    assert other.machine != pipelines["maps on a NIM"].machine


def test_pickle_round_trips(pipelines: dict[str, Any], vchain: Any) -> None:
    for p in pipelines.values():
        assert pickle.loads(pickle.dumps(p.machine)) == p.machine
    copy = pickle.loads(pickle.dumps(vchain))
    assert copy == vchain and hash(copy) == hash(vchain)
    state = pipelines["IPMs"].machine.init(1)
    assert pickle.loads(pickle.dumps(state)) == state and len(state) == N + 1


def test_step_releases_rr_exactly(pipelines: dict[str, Any], vchain: Any) -> None:
    nim = pipelines["maps on a NIM"].machine
    d = FiniteDist.from_branches(enumerate_step(lambda c: nim.step(nim.init(1), None, c)[1]))
    assert d[1] == F(3, 4) and d[0] == F(1, 4)
    for name in ("maps on an IM", "IPMs"):
        m = pipelines[name].machine
        start = m.init(1)

        def first(c: Any, m: Any = m, start: Any = start) -> object:
            return m.step(start, (0, None), c)[1]

        d = FiniteDist.from_branches(enumerate_step(first))
        assert d[1] == F(3, 4) and d[0] == F(1, 4)
    c = vchain  # a chain alone: a left message leaves on the right, a right one on the left
    s, out = c.step(c.initial(), Left("q"), sampled_coins(0))
    assert out == Right("q") and s == (("q",),) * N
    assert c.step(s, Right(7), sampled_coins(0)) == (s, Left(7))


def test_sessions_run(pipelines: dict[str, Any]) -> None:
    s: Any = open_session(pipelines["maps on a NIM"], 1, seed=0)
    assert s.ask(None) in (0, 1)
    with pytest.raises(MachineHalted):
        s.ask(None)
    for name in ("maps on an IM", "IPMs"):
        s = open_session(pipelines[name], 1, seed=0)
        assert s.ask((0, None)) in (0, 1) and s.ask((1, None)) in (0, 1)


def test_certify_keeps_the_inner_certificate(pipelines: dict[str, Any]) -> None:
    for name, p in pipelines.items():
        base = RR if name == "maps on a NIM" else CC
        tree = certify(p)
        assert tree.kind == "post-processing" and tree.level == certify(base).level
        assert tree.children[0] == certify(base)
        assert CertificateTree.from_json(tree.to_json()) == tree


def test_the_audit_certifies_them(pipelines: dict[str, Any]) -> None:
    assert audit(pipelines["maps on a NIM"], 0, 1, [None], 1).verdict is Verdict.CERTIFIED
    for name in ("maps on an IM", "IPMs"):
        assert audit(pipelines[name], 0, 1, [(0, None)], 1).verdict is Verdict.CERTIFIED


def test_certify_walks_alternating_wrappers_without_recursion() -> None:
    """Wrappers of different kinds do not flatten into one another (a null extension over a map
    over a null extension …); ``certify`` walks them on an explicit stack."""
    m: Any = RR
    for _ in range(N):
        m = null_extension(abs @ m)
    tree = certify(m)
    kinds = []
    while tree.children:
        assert tree.level == certify(RR).level
        kinds.append(tree.kind)
        (tree,) = tree.children
    assert kinds == ["post-processing"] * (2 * N) and tree.kind == "primitive"


# ---------------------------------------------------------------------------------------------
# Wrappers of different kinds, compositions of compositions, and their certificate trees
# ---------------------------------------------------------------------------------------------


def _alternating(n: int, innermost: Any = abs) -> Any:  # null_extension(abs @ null_extension(abs @ … RR))
    m: Any = null_extension(innermost @ RR)
    for _ in range(n - 1):
        m = null_extension(abs @ m)
    return m


def _nested_concurrent(n: int, leaf: Any = RR) -> Any:  # concurrent(concurrent(… concurrent(RR)))
    m: Any = leaf
    for _ in range(n):
        m = concurrent(m)
    return m


@pytest.fixture(scope="module")
def alternating() -> Any:
    return _alternating(N)


@pytest.fixture(scope="module")
def nested_concurrent() -> Any:
    return _nested_concurrent(N)


def test_alternating_wrappers_have_repr_eq_hash_and_pickle(alternating: Any) -> None:
    rr = repr(RR.machine)
    m = alternating.machine
    assert repr(m) == "NullExtension(MapAnswers(abs) @ " * (N - 1) + f"NullExtension(abs @ {rr}" + ")" * N
    again, other = _alternating(N).machine, _alternating(N, innermost=int).machine  # other: differs at the bottom
    assert m == again and not (m != again) and hash(m) == hash(again)
    assert m != other and not (m == other)
    copy = pickle.loads(pickle.dumps(m))
    assert type(copy) is NullExtension and copy == m and hash(copy) == hash(m)


def test_compositions_of_compositions_build_and_have_repr_eq_hash_and_pickle(nested_concurrent: Any) -> None:
    """``concurrent`` names each child in its error messages by a repr cut short, so building is
    linear (it took the full repr of each child, and recursion stopped it near 300 levels)."""
    m = nested_concurrent.machine
    assert repr(m) == "ConComp((" * N + repr(RR.machine) + ",))" * N
    assert repr(nested_concurrent) == "concurrent(" * N + "randomized_response(e_eps=3)" + ")" * N
    assert repr(pickle.loads(pickle.dumps(nested_concurrent))) == repr(nested_concurrent)
    assert nested_concurrent.level == RR.level  # one child at each level: Σε_i = ε (Vadhan–Wang 2021, Thm 3.1)
    again = _nested_concurrent(N).machine
    assert m == again and hash(m) == hash(again) and m != _nested_concurrent(N, randomized_response(e_eps=2)).machine
    copy = pickle.loads(pickle.dumps(m))
    assert copy == m and copy.certificates == m.certificates and copy.settings == m.settings
    deep: Any = m
    for _ in range(N):
        (deep,) = deep.children
    assert deep == RR.machine


def test_deep_certificate_trees_round_trip_through_json(alternating: Any) -> None:
    tree = certify(alternating)
    text = tree.to_json()
    assert len(text) < 4_000 * 2 * N  # indentation stops deepening: the text grows linearly
    back = CertificateTree.from_json(text)
    assert back == tree and hash(back) == hash(tree)
    depth = 0
    while back.children:
        (back,) = back.children
        depth += 1
    assert depth == 2 * N and back.kind == "primitive" and back.level == certify(RR).level


def test_deep_certificate_trees_compare_hash_repr_and_pickle(nested_concurrent: Any) -> None:
    tree = certify(nested_concurrent)
    copy = pickle.loads(pickle.dumps(tree))
    assert copy == tree and hash(copy) == hash(tree) and copy != certify(_nested_concurrent(2))
    assert repr(copy) == repr(tree) and repr(tree).startswith("CertificateTree(node='ConComp', kind='concurrent'")
    assert CertificateTree.from_dict(tree.to_dict()) == tree


def test_shallow_certificate_json_is_what_json_dumps_writes() -> None:
    """The stack encoder writes ``json.dumps(..., sort_keys=True, indent=2, ensure_ascii=False)``
    character for character up to 64 levels (the golden files pin the format)."""
    tree = certify(null_extension(abs @ _nested_concurrent(3)))
    assert tree.to_json() == json.dumps(tree.to_dict(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"
    assert json_loads(tree.to_json()) == json.loads(tree.to_json())
    for bad in ("", "{", "[1,]", '{"a" 1}', "[1 2]", "{}x", '{"a":}', "[", '{"a":1,}'):
        with pytest.raises(json.JSONDecodeError):
            json_loads(bad)
    with pytest.raises(InvalidArgument):
        CertificateTree.from_json('{"node": "x"}')


def test_a_pickled_composition_keeps_its_certificates_sealed_to_its_children() -> None:
    """Pickled as flat nodes, a composition's certificates still name its own children (by
    identity), so the copy is certified as the original is, with no caller's word in it."""
    inner: Any = concurrent(RR, RR)
    m: Any = concurrent(null_extension(abs @ inner), RR)
    copy: Any = pickle.loads(pickle.dumps(m))
    assert copy == m and certify(copy) == certify(m)
    assert copy.machine.certificates[0]._issued_for is copy.machine.children[0]


def test_wrappers_that_step_their_inner_machine_run_a_few_hundred_deep_and_refuse_clearly_beyond() -> None:
    """Wrappers of different kinds (and compositions of compositions) start and step each part by
    calling the next: they run 400 deep; 10,000 deep, ``open_session`` refuses the mechanism with
    ``InvalidArgument`` (no raw ``RecursionError``, and nothing chained that could hold the data)."""
    s: Any = open_session(_alternating(400), 1, seed=0)
    assert s.ask(None) in (0, 1)
    with pytest.raises(InvalidArgument, match="nested too deep to start") as caught:
        open_session(_alternating(N), 1, seed=0)
    assert caught.value.__cause__ is None and caught.value.__context__ is None
