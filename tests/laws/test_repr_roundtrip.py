"""The printing law: ``eval(repr(x)) == x`` for every value a public factory builds.

The rule is stated in ``combinators.machines.composite``: a value prints as the expression that
rebuilds it, in a namespace of the packages' public names (``NS`` below: every ``__all__``, with
``Fraction`` and ``math``). Equality is the library's own, by exact type. A value that holds a
user's function or a random stream is listed in ``NOT_REBUILT`` with the reason, and
``test_every_factory_has_a_round_trip`` fails on a public factory that is in neither table.
"""

from __future__ import annotations

import enum
import importlib
import inspect
import math
import pickle
import pkgutil
import re
import sys
from collections.abc import Callable
from fractions import Fraction
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import combinators
from combinators import accounting, audit, certification, composition, machines, measures, primitives, prob
from combinators import continual, expost
from combinators._literal import NamedConstant
from combinators.continual import compositions, local, verification
from combinators.continual import counterexamples as CX
from combinators.continual import parallel as PAR
from combinators.continual import modular as continual_modular
from combinators.continual import taint as continual_taint
from combinators.continual import counters, hss, svt
from combinators.continual import theorems as continual_theorems
from combinators.expost import loss_bounds as expost_loss_bounds
from combinators.expost import noise_reduction as expost_noise_reduction
from combinators.measures import registry
from combinators.testing.strategies import (
    eps_deltas,
    epsilons,
    finite_pairs,
    renyi_eps,
    rho_deltas,
    rhos,
    tradeoffs,
)

PACKAGES: tuple[ModuleType, ...] = (combinators, measures, machines, primitives, composition, prob, audit, accounting,
                                    certification, continual, verification, compositions, local, PAR, CX,
                                    continual_modular, continual_taint, counters, svt, hss, continual_theorems, expost,
                                    expost_loss_bounds, expost_noise_reduction)

NS: dict[str, Any] = {"Fraction": Fraction, "math": math}
for _pkg in PACKAGES:
    for _name in _pkg.__all__:
        NS.setdefault(_name, getattr(_pkg, _name))

M = machines
P = primitives
ME = measures

# ---------------------------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------------------------

e_eps = st.one_of(st.integers(1, 20), st.fractions(min_value=1, max_value=20, max_denominator=64))
eps_floats = st.floats(0.0, 6.0, allow_nan=False)
pos_eps = st.one_of(st.floats(0.01, 6.0), st.fractions(min_value=Fraction(1, 64), max_value=6, max_denominator=64))
deltas = st.one_of(st.fractions(0, 1, max_denominator=128), st.floats(0.0, 1.0, allow_nan=False))
positive = st.one_of(st.integers(1, 8), st.floats(0.01, 50.0),
                     st.fractions(min_value=Fraction(1, 64), max_value=50, max_denominator=64))
orders = st.one_of(st.integers(2, 16), st.floats(1.01, 64.0))
texts = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=12)
relations = st.sampled_from([M.BIT_FLIP, M.ADD_REMOVE_ONE, M.SUBSTITUTE_ONE, M.ANY_TWO])


def _rr() -> st.SearchStrategy[Any]:
    return st.one_of(e_eps.map(lambda e: P.randomized_response(e_eps=e)),
                     eps_floats.map(P.randomized_response))


def _rr_delta() -> st.SearchStrategy[Any]:
    return st.one_of(st.builds(lambda e, d: P.randomized_response_delta(e_eps=e, delta=d), e_eps, deltas),
                     st.builds(P.randomized_response_delta, eps_floats, deltas))


def _irr() -> st.SearchStrategy[Any]:
    return st.one_of(st.builds(lambda e, d: P.interactive_randomized_response(e_eps=e, delta=d), e_eps, deltas),
                     st.builds(P.interactive_randomized_response, eps_floats, deltas))


def _laplace() -> st.SearchStrategy[Any]:
    return st.one_of(st.builds(lambda s, d: P.laplace(s, sensitivity=d), positive, positive),
                     st.builds(lambda e, d: P.laplace(epsilon=e, sensitivity=d), pos_eps, positive))


def _gaussian() -> st.SearchStrategy[Any]:
    return st.one_of(st.builds(lambda s, d: P.gaussian(s, sensitivity=d), positive, positive),
                     st.builds(lambda r, d: P.gaussian(rho=r, sensitivity=d), positive, positive))


def _gaussian_rdp() -> st.SearchStrategy[Any]:
    return st.one_of(st.builds(lambda s, a: P.gaussian_rdp(s, alpha=a), positive, orders),
                     st.builds(lambda r, a, d: P.gaussian_rdp(rho=r, alpha=a, sensitivity=d), positive, orders, positive))


def _geometric() -> st.SearchStrategy[Any]:
    window = st.tuples(st.integers(-4, 4), st.integers(0, 6)).map(lambda t: (t[0], t[0] + t[1]))
    ratio = st.fractions(min_value=Fraction(1, 64), max_value=Fraction(63, 64), max_denominator=64)
    return st.one_of(
        st.builds(lambda r, w, d: P.geometric(r=r, lo=w[0], hi=w[1], sensitivity=d), ratio, window, st.integers(1, 3)),
        st.builds(lambda e, w: P.geometric(e, lo=w[0], hi=w[1]), pos_eps, window))


def _pure() -> st.SearchStrategy[Any]:
    """Pure-DP mechanisms under one relation (so that they compose)."""
    return _rr()


def _compositions() -> st.SearchStrategy[Any]:
    kids = st.lists(_pure(), min_size=1, max_size=3)
    return st.one_of(kids.map(lambda ms: composition.concurrent(*ms)),
                     kids.map(lambda ms: composition.ordered_concurrent(*ms)),
                     _pure().map(composition.null_extension),
                     kids.map(lambda ms: composition.null_extension(composition.concurrent(*ms))))


def _levels() -> st.SearchStrategy[Any]:
    return st.one_of(epsilons(), eps_deltas(), rhos(), renyi_eps(), rho_deltas(), tradeoffs())


def _measures() -> st.SearchStrategy[Any]:
    return st.one_of(st.sampled_from([ME.PureDP(), ME.ApproxDP(), ME.ZCDP(), ME.ApproxZCDP(), ME.FDP()]),
                     orders.map(ME.RenyiDP))


def _certificates() -> st.SearchStrategy[Any]:
    return st.one_of(st.builds(M.Certificate, st.just(ME.PureDP()), epsilons(), relations),
                     st.builds(M.Certificate, st.just(ME.ZCDP()), rhos(), relations, texts.map(M.Asserted)),
                     _rr().map(lambda m: m.certificate), _laplace().map(lambda m: m.certificate))


def _provenances() -> st.SearchStrategy[Any]:
    proved = st.builds(M.Proved, texts, st.lists(texts, max_size=2).map(tuple))
    return st.one_of(proved, texts.map(M.Asserted),
                     st.builds(M.Converted, texts, texts, st.one_of(proved, texts.map(M.Asserted))))


def _plds() -> st.SearchStrategy[Any]:
    pieces = _piecewise().map(accounting.pld_of_tradeoff)
    return st.one_of(pieces, finite_pairs(3).map(lambda pq: accounting.pld_of_pair(*pq)),
                     st.lists(pieces, min_size=1, max_size=2).map(accounting.compose_plds),
                     st.builds(lambda d, k: d.self_compose(k), pieces, st.integers(1, 3)))


def _fractions01() -> st.SearchStrategy[Fraction]:
    return st.fractions(0, 1, max_denominator=64)


def _members(e: Any) -> Callable[[], st.SearchStrategy[Any]]:
    return lambda: st.sampled_from(list(e.__members__.values()))


def _expost_rounds() -> st.SearchStrategy[Any]:
    """Ex-post mechanisms: pure ones as ex-post (issued), and certificates by hand (asserted)."""
    issued = _laplace().map(expost.expost_of_pure)
    by_hand = st.builds(lambda m, b, d, j: expost.expost_mechanism(m.machine, expost.ConstantExPost(b), d, M.BIT_FLIP,
                                                                    justification=j),
                        _rr(), st.floats(0.0, 4.0), deltas, texts)
    return st.one_of(issued, by_hand)


def _expost_filters() -> st.SearchStrategy[Any]:
    options = st.fixed_dictionaries({}, optional={"on_exhaust": st.sampled_from(["refuse", "halt"]),
                                                  "relation": relations, "trust_asserted": st.booleans()})
    return st.one_of(
        st.builds(lambda e, d, o: expost.expost_filter(e, d, **o), pos_eps, deltas, options),
        st.builds(lambda e, d, dpp, e2, d2, o: expost.mixed_filter(zcdp=(e, d, dpp), expost=(e2, d2), **o),
                  pos_eps, deltas, st.floats(1e-9, 0.5), pos_eps, deltas, options))


def _linear_boundaries() -> st.SearchStrategy[Any]:
    lb = expost_loss_bounds.brownian_linear_boundary
    delta = st.one_of(st.floats(1e-12, 0.5), st.fractions(Fraction(1, 10**6), Fraction(1, 2), max_denominator=10**6))
    t = st.floats(1e-3, 10.0)
    return st.one_of(st.builds(lambda d, t, s: lb(d, t, sensitivity=s), delta, t, positive),
                     st.builds(lambda d, t, a: lb(d, t, a=a), delta, t, st.floats(0.01, 50.0)),
                     st.builds(lambda d, t, ts: lb(d, t, target_time=ts), delta, t, st.floats(0.01, 100.0)))


def _relative_error_stops(noise: str) -> st.SearchStrategy[Any]:
    return st.builds(lambda target, z: expost_noise_reduction.relative_error_stop(target, noise, z=z),  # type: ignore[arg-type]
                     st.floats(0.01, 1.0), st.one_of(st.just(1.96), st.floats(0.5, 4.0)))


def _brownian_noise_reductions() -> st.SearchStrategy[Any]:
    grids = st.lists(st.floats(0.01, 100.0), min_size=1, max_size=5, unique=True).map(
        lambda ts: tuple(sorted(ts, reverse=True)))
    return st.builds(lambda ts, stop, s, sampler, d: expost_noise_reduction.brownian_noise_reduction(
        None, ts, stop, bound=expost_loss_bounds.brownian_linear_boundary(d, ts[-1], sensitivity=s), sensitivity=s, sampler=sampler),
        grids, _relative_error_stops("brownian"), positive, st.sampled_from(["bridge", "increments"]), st.floats(1e-9, 0.5))


def _laplace_noise_reductions() -> st.SearchStrategy[Any]:
    grids = st.lists(st.floats(0.01, 10.0), min_size=1, max_size=5, unique=True).map(lambda es: tuple(sorted(es)))
    return st.builds(lambda es, stop, s: expost_noise_reduction.laplace_noise_reduction(None, es, stop, sensitivity=s),
                     grids, _relative_error_stops("laplace"), positive)


ROUND_TRIP: dict[str, Callable[[], st.SearchStrategy[Any]]] = {
    # ex-post privacy (combinators.expost)
    "ConstantExPost": lambda: st.floats(0.0, 10.0).map(expost.ConstantExPost),
    "ExPost": lambda: st.builds(lambda b, d, extra: expost.ExPost(expost.ConstantExPost(b), d, b + extra),
                                st.floats(0.0, 4.0), deltas, st.floats(0.0, 1.0)),
    "SumOfExPost": lambda: st.lists(st.floats(0.0, 4.0).map(expost.ConstantExPost), min_size=1, max_size=3).map(
        lambda fs: expost.SumOfExPost(tuple(fs))),
    "ExPostComposition": lambda: st.lists(_laplace().map(lambda m: m.machine), min_size=1, max_size=3).map(
        lambda ms: expost.ExPostComposition(tuple(ms))),
    "ExPostMechanism": _expost_rounds,
    "expost_mechanism": _expost_rounds,
    "expost_of_pure": lambda: _laplace().map(expost.expost_of_pure),
    "issue_expost": lambda: _laplace().map(lambda m: expost.issue_expost(
        m.machine, expost.ConstantExPost(1.0), 0.0, m.certificate.relation, "a theorem")),
    "compose_expost": lambda: st.lists(pos_eps.map(lambda e: expost.expost_of_pure(P.laplace(epsilon=e))),
                                       min_size=1, max_size=3).map(lambda ms: expost.compose_expost(*ms)),
    "Round": lambda: st.one_of(_expost_rounds(), _gaussian()).map(expost.Round),
    "expost_filter": _expost_filters,
    "mixed_filter": _expost_filters,
    "ExPostFilter": lambda: _expost_filters().filter(lambda f: type(f.machine) is expost.ExPostFilter).map(
        lambda f: f.machine),
    "MixedFilter": lambda: _expost_filters().filter(lambda f: type(f.machine) is expost.MixedFilter).map(
        lambda f: f.machine),
    "filter_guarantee": lambda: _expost_filters().map(lambda f: expost.filter_guarantee(f.machine)),
    "MixedStatus": lambda: _expost_filters().filter(lambda f: type(f.machine) is expost.MixedFilter).map(
        lambda f: f.machine.status(f.machine.init(0.0))),
    "expost_lookup": lambda: st.sampled_from(expost.EXPOST_CAPABILITIES).map(
        lambda c: expost.expost_lookup(c.measure, c.combinator, c.adaptivity, c.rule)),
    # primitives and their machines
    # ex-post functions and noise reduction
    "brownian_linear_boundary": _linear_boundaries,
    "BrownianLinearBoundary": _linear_boundaries,
    "laplace_expost": lambda: st.builds(lambda e, s: expost_loss_bounds.laplace_expost(e, sensitivity=s), pos_eps, positive),
    "LaplaceExPost": lambda: st.builds(expost_loss_bounds.laplace_expost, pos_eps),
    "relative_error_stop": lambda: st.one_of(_relative_error_stops("brownian"), _relative_error_stops("laplace")),
    "RelativeErrorStop": lambda: _relative_error_stops("laplace"),
    "brownian_noise_reduction": _brownian_noise_reductions,
    "BrownianNoiseReduction": lambda: _brownian_noise_reductions().map(lambda m: m.machine),
    "laplace_noise_reduction": _laplace_noise_reductions,
    "LaplaceNoiseReduction": lambda: _laplace_noise_reductions().map(lambda m: m.machine),
    "randomized_response": _rr,
    "randomized_response_delta": _rr_delta,
    "interactive_randomized_response": _irr,
    "laplace": _laplace,
    "gaussian": _gaussian,
    "gaussian_rdp": _gaussian_rdp,
    "geometric": _geometric,
    "sensitivity_relation": lambda: positive.map(P.sensitivity_relation),
    "RandomizedResponse": lambda: _rr().map(lambda m: m.machine),
    "RandomizedResponseDelta": lambda: _rr_delta().map(lambda m: m.machine),
    "InteractiveRandomizedResponse": lambda: _irr().map(lambda m: m.machine),
    "Laplace": lambda: _laplace().map(lambda m: m.machine),
    "Gaussian": lambda: _gaussian().map(lambda m: m.machine),
    "ClampedGeometric": lambda: _geometric().map(lambda m: m.machine),
    # compositors, conversions, certificates
    "concurrent": _compositions,
    "ordered_concurrent": _compositions,
    "null_extension": _compositions,
    "ConComp": lambda: _compositions().map(lambda m: m.machine),
    "OrderedConComp": lambda: st.lists(_pure(), min_size=1, max_size=3).map(
        lambda ms: composition.ordered_concurrent(*ms).machine),
    "NullExtension": lambda: _pure().map(lambda m: composition.null_extension(m).machine),
    "Mechanism": lambda: st.one_of(_rr(), _compositions(), _laplace().map(lambda m: M.Mechanism(m.machine, m.certificate))),
    "certify_machine": lambda: st.builds(lambda m, e, j: M.certify_machine(m.machine, ME.PureDP(), e, M.BIT_FLIP,
                                                                           justification=j), _rr(), epsilons(), texts),
    "to_zcdp": lambda: st.one_of(_rr(), _laplace()).map(M.to_zcdp),
    "to_renyi": lambda: st.builds(M.to_renyi, st.one_of(_rr(), _gaussian()), orders.map(ME.RenyiDP)),
    "to_approx_dp": lambda: st.one_of(_rr().map(M.to_approx_dp),
                                      st.builds(M.to_approx_dp, _gaussian(), st.floats(1e-9, 0.5))),
    "to_tradeoff": lambda: _rr_delta().map(M.to_tradeoff),
    "Certificate": _certificates,
    "Relation": lambda: st.one_of(relations, st.builds(M.Relation, texts, texts), positive.map(P.sensitivity_relation)),
    "WithinDistance": lambda: positive.map(M.WithinDistance),
    "Proved": _provenances,
    "Asserted": _provenances,
    "Converted": _provenances,
    "identifier": lambda: st.integers(0, 1).map(M.identifier),
    "Identifier": lambda: st.integers(0, 1).map(M.Identifier),
    # post-processing by a function or an IPM: it rebuilds where the function's name is bound (builtins here)
    "MappedRelease": lambda: st.builds(lambda g, m: g @ m.machine, _builtin_maps, _rr()),
    "MapAnswers": lambda: _builtin_maps.map(M.MapAnswers),
    "map_answers": lambda: st.builds(lambda g, m: M.map_answers(g, m.machine), _builtin_maps, _irr()),
    "Post": lambda: st.builds(lambda p, m: p @ m.machine, _ipms(), _irr()),
    "postprocess": lambda: st.builds(lambda p, m: M.postprocess(p, m.machine), _ipms(), _irr()),
    "Chain": lambda: st.builds(M.chain, _ipms(), _ipms()),
    "chain": lambda: st.builds(M.chain, _ipms(), _ipms()),
    "verifier": lambda: _builtin_maps.map(M.verifier),
    "Verifier": lambda: _builtin_maps.map(M.Verifier),
    # continual mechanisms
    "round_to": lambda: st.fractions(Fraction(1, 1000), Fraction(10)).map(P.round_to),
    "RoundTo": lambda: st.fractions(Fraction(1, 1000), Fraction(10)).map(P.RoundTo),
    "ext_concurrent": lambda: st.just(composition.ext_concurrent()),
    "ExtConComp": lambda: st.just(composition.ExtConComp()),
    "as_continual": lambda: st.one_of(_rr(), _irr()).map(continual.as_continual),
    "Continual": lambda: _rr().map(lambda m: continual.Continual(m.machine)),
    "im_style": lambda: st.sampled_from([M.BIT_FLIP, M.ANY_TWO, M.ADD_REMOVE_ONE]).map(verification.im_style),
    "IMStyle": lambda: st.sampled_from([M.BIT_FLIP, M.ANY_TWO]).map(verification.IMStyle),
    "suitable": lambda: st.just(verification.suitable()),
    "Handle": lambda: st.integers(1, 10**6).map(continual_modular.Handle),
    "Suitable": lambda: st.sampled_from([verification.suitable(), verification.suitable().trusting_asserted()]),
    "SuitableState": lambda: st.just(verification.suitable().start()),
    "event_level": lambda: relations.map(verification.event_level),
    "EventLevel": lambda: relations.map(verification.EventLevel),
    "user_level": lambda: st.builds(verification.user_level, _builtin_maps, relation=relations),
    "UserLevel": lambda: st.builds(verification.UserLevel, _builtin_maps, relation=relations),
    "interleaved": lambda: st.builds(verification.interleaved, relations.map(verification.event_level), _builtin_maps),
    "Interleaved": lambda: st.builds(verification.Interleaved, relations.map(verification.im_style), _builtin_maps),
    "sequence_relation": lambda: st.builds(verification.sequence_relation, relations, fpc=st.booleans()),
    "SequenceRelation": lambda: st.builds(verification.SequenceRelation, relations, fpc=st.booleans()),
    "fixed_levels": lambda: st.one_of(
        st.lists(epsilons(allow_infinity=False), max_size=3).map(lambda ls: compositions.fixed_levels(ME.PureDP(), ls)),
        st.lists(renyi_eps(allow_infinity=False), max_size=3).map(
            lambda ls: compositions.fixed_levels(ME.RenyiDP(2), ls))),
    "filter_composition": lambda: st.one_of(
        epsilons(allow_infinity=False).map(lambda b: compositions.filter_composition(ME.PureDP(), "additive", b)),
        renyi_eps(allow_infinity=False).map(lambda b: compositions.filter_composition(ME.RenyiDP(3), "additive", b))),
    # local DP (continual.local)
    "sparse_parallel_relation": lambda: st.builds(local.sparse_parallel_relation, st.integers(1, 4),
                                                  st.sampled_from([local.ONE_VERTEX, M.BIT_FLIP])),
    "edge_neighbour_prefixes": lambda: st.builds(local.edge_neighbour_prefixes, st.integers(1, 6)),
    "ldp_user": lambda: st.builds(local.ldp_user, st.sampled_from([local.ONE_VERTEX, M.BIT_FLIP]),
                                  st.sampled_from([None, local.core_queries()])),
    "LDPUser": lambda: st.builds(local.LDPUser, st.sampled_from([local.ONE_VERTEX, M.BIT_FLIP])),
    "identical_pairs": lambda: st.just(local.identical_pairs()),
    "IdenticalPairs": lambda: st.just(local.IdenticalPairs()),
    "core_queries": lambda: st.just(local.core_queries()),
    "CoreQueries": lambda: st.just(local.CoreQueries()),
    "randomness_source": lambda: st.just(local.randomness_source()),
    "RandomSource": lambda: st.just(local.RandomSource()),
    "above_threshold_user": lambda: st.sampled_from([0.5, 1.0]).map(local.above_threshold_user),
    "AboveThreshold": lambda: st.sampled_from([0.5, 1.0]).map(local.AboveThreshold),
    "local_dp_level": lambda: st.builds(local.local_dp_level, st.integers(1, 5), st.sampled_from([0.5, 1.0]).map(ME.Epsilon)),
    "Ask": lambda: st.builds(local.Ask, st.one_of(st.integers(), texts), st.integers(1, 9)),
    "Draw": lambda: st.integers(1, 9).map(local.Draw),
    "Output": lambda: st.one_of(st.integers(), texts).map(local.Output),
    "ServerView": lambda: st.builds(local.ServerView, st.tuples(st.booleans()),
                                    st.tuples(st.tuples(st.integers(1, 3), texts, st.booleans())), st.integers()),
    "gaussian_tree_counter": lambda: st.builds(lambda e, t, d: counters.gaussian_tree_counter(e, t, delta=d), pos_eps,
                                               st.integers(1, 2**20), st.floats(1e-12, 0.5)),
    "GaussianTreeCounter": lambda: st.builds(lambda e, t: counters.gaussian_tree_counter(e, t, delta=1e-6).machine,
                                             pos_eps, st.integers(1, 2**20)),
    "tree_counter": lambda: st.one_of(
        st.builds(lambda e, t: counters.tree_counter(e, horizon=t), pos_eps, st.integers(1, 2**20)),
        st.builds(lambda r, t: counters.tree_counter(r=r, horizon=t, window=(-2, 5)), _fractions01().filter(
            lambda r: 0 < r < 1), st.integers(1, 64))),
    "TreeCounter": lambda: st.builds(lambda e, t: counters.tree_counter(e, horizon=t).machine, pos_eps,
                                     st.integers(1, 64)),
    "d_counter": lambda: st.builds(lambda e, d: counters.d_counter(e, d, 8), pos_eps, st.integers(1, 4)),
    "DCounter": lambda: st.builds(lambda e, d: counters.d_counter(e, d, 8).machine, pos_eps, st.integers(1, 4)),
    "one_step_neighbours": lambda: st.one_of(st.none(), st.integers(1, 5)).map(counters.one_step_neighbours),
    "counter_updates": lambda: st.one_of(st.none(), st.integers(1, 5)).map(counters.counter_updates),
    "WithinOne": lambda: st.one_of(st.none(), st.integers(1, 5)).map(counters.WithinOne),
    "DiscreteLaplaceNoise": lambda: _fractions01().filter(lambda r: 0 < r < 1).map(counters.DiscreteLaplaceNoise),
    "noise_node": lambda: st.builds(lambda r, w: counters.noise_node(r, w), _fractions01().filter(lambda r: 0 < r < 1),
                                    st.sampled_from([None, (-2, 5)])),
    "modular_tree_counter": lambda: st.builds(lambda e, t: counters.modular_tree_counter(e, horizon=t), pos_eps,
                                              st.integers(1, 64)),
    "TreeController": lambda: st.builds(lambda r, t: counters.TreeController(counters.TreeCounter(t, r)),
                                        _fractions01().filter(lambda r: 0 < r < 1), st.integers(1, 64)),
    "binary_updates": lambda: st.integers(1, 5).map(hss.binary_updates),
    "BinaryUpdates": lambda: st.integers(1, 5).map(hss.BinaryUpdates),
    "hss_neighbours": lambda: st.integers(1, 5).map(hss.hss_neighbours),
    "sparse_vector": lambda: st.builds(lambda e, q, d: svt.sparse_vector(e, q, d), pos_eps,
                                       st.sampled_from([sum, max, min]), st.integers(1, 4)),
    "svt_neighbours": lambda: st.integers(1, 5).map(svt.svt_neighbours),
    "svt_updates": lambda: st.integers(1, 5).map(svt.svt_updates),
    "SVTUpdates": lambda: st.integers(1, 5).map(svt.SVTUpdates),
    "prefix_predicate": lambda: st.builds(M.prefix_predicate, _builtin_maps, fpc=st.booleans()),
    "PrefixPredicate": lambda: st.builds(M.PrefixPredicate, _builtin_maps, fpc=st.booleans()),
    "game": lambda: st.builds(lambda m, b: M.game(m.machine, bool, b), _irr(), st.integers(0, 1)),
    "sparse_parallel": lambda: st.lists(st.one_of(epsilons(allow_infinity=False), eps_deltas(allow_infinity=False)),
                                        max_size=3).map(PAR.sparse_parallel),
    "sparse_parallel_fpc": lambda: st.one_of(
        st.lists(eps_deltas(allow_infinity=False), max_size=2).map(PAR.sparse_parallel_fpc),
        st.lists(renyi_eps(allow_infinity=False), max_size=2).map(
            lambda ls: PAR.sparse_parallel_fpc(ls, measure=ME.RenyiDP(3))),
        st.lists(st.floats(0, 4).map(ME.gaussian_tradeoff), max_size=2).map(
            lambda ls: PAR.sparse_parallel_fpc(ls, measure=ME.FDP()))),
    "product_budget_parallel": lambda: st.builds(PAR.product_budget_parallel, st.lists(pos_eps, max_size=3), deltas),
    "rr_parallel": lambda: st.builds(PAR.rr_parallel, st.lists(pos_eps, max_size=3), deltas),
    "rr_budget": lambda: deltas.map(PAR.rr_budget),
    "two_bits": lambda: st.just(CX.two_bits()),
    "TwoBits": lambda: st.just(CX.TwoBits()),
    "m_delta": lambda: _fractions01().filter(bool).map(CX.m_delta),
    "m_renyi": lambda: st.builds(CX.m_renyi, orders, pos_eps, st.integers(0, 20)),
    "Exposure": lambda: st.builds(CX.Exposure, _fractions01(), _fractions01()),
    "Signal": _members(CX.Signal),
    "odometer": lambda: _odometers(),
    "OdomCon": lambda: _odometers(),
    "filtered": lambda: _filters(),
    "filter_from_odometer": lambda: _filters_from_odometers(),
    "FiltCon": lambda: st.one_of(_filters(), _filters_from_odometers()).map(lambda m: m.machine),
    "odometer_from_filter": lambda: st.one_of(
        epsilons(allow_infinity=False).map(lambda b: composition.filtered(ME.PureDP(), "additive", b)),
        rhos(allow_infinity=False).map(lambda b: composition.filtered(ME.ZCDP(), "additive", b))).map(
        composition.odometer_from_filter),
    # measures, levels, curves
    "PureDP": _measures, "ApproxDP": _measures, "ZCDP": _measures, "RenyiDP": _measures,
    "ApproxZCDP": _measures, "FDP": _measures,
    "Epsilon": _levels, "EpsDelta": _levels, "Rho": _levels, "RhoDelta": _levels, "RenyiEps": _levels,
    "f_eps_delta": lambda: st.one_of(st.builds(lambda e, d: ME.f_eps_delta(e_eps=e, delta=d), e_eps, deltas),
                                     st.builds(ME.f_eps_delta, st.one_of(eps_floats, st.just(math.inf)), deltas)),
    "gaussian_tradeoff": lambda: st.floats(0, 20).map(ME.gaussian_tradeoff),
    "GaussianTradeOff": lambda: st.floats(0, 20).map(ME.GaussianTradeOff),
    "tradeoff_of_pair": lambda: finite_pairs(4).map(lambda pq: ME.tradeoff_of_pair(*pq)),
    "PiecewiseTradeOff": lambda: st.one_of(tradeoffs("piecewise"),
                                           _piecewise().map(lambda t: ME.PiecewiseTradeOff(t.points))),
    "gaussian_to_piecewise": lambda: st.builds(lambda mu, n: ME.gaussian_to_piecewise(ME.gaussian_tradeoff(mu), slopes=n),
                                               st.floats(0, 4), st.integers(1, 8)),
    "tradeoff_to_profile": lambda: tradeoffs().map(ME.tradeoff_to_profile),
    "PrivacyProfile": lambda: tradeoffs().map(ME.PrivacyProfile),
    "HockeyStickTest": lambda: st.builds(ME.HockeyStickTest, e_eps, _fractions01()),
    "RenyiTest": lambda: st.one_of(
        st.builds(ME.RenyiTest, orders, st.tuples(_fractions01(), _fractions01()).map(
            lambda t: prob.Interval(min(t), max(t)))),
        st.builds(lambda a, e: ME.RenyiDP(a).audit_plan(e).certify[0], orders, renyi_eps(allow_infinity=False))),
    # the capability table's rows, and the concurrent level computed from them
    "Capability": lambda: st.sampled_from(list(composition.CAPABILITIES)),
    "lookup": lambda: st.sampled_from(list(composition.CAPABILITIES)).map(
        lambda c: composition.lookup(c.measure, c.combinator, c.adaptivity, c.rule)),
    "require": lambda: st.sampled_from([c for c in composition.CAPABILITIES if c.status is composition.Status.THEOREM]).map(
        lambda c: composition.require(c.measure, c.combinator, c.adaptivity, c.rule, conditions=c.requires)),
    "concurrent_level": lambda: _concurrent_levels(),
    "ConcurrentLevel": lambda: _concurrent_levels(),
    "certify_by_audit": lambda: _audited(),
    "DomainGuard": lambda: _audited().map(lambda m: m.machine),
    "QueryGuard": lambda: st.builds(audit.QueryGuard, _irr().map(lambda m: m.machine), st.just((None,)),
                                    st.sampled_from([None, (0, 1)])),
    "Audited": lambda: _audited().map(lambda m: m.certificate.provenance),
    "AuditScope": lambda: _audited().map(lambda m: m.certificate.provenance.scope),
    "AuditPlan": lambda: st.one_of(epsilons().map(ME.PureDP().audit_plan), eps_deltas().map(ME.ApproxDP().audit_plan),
                                   renyi_eps().map(ME.RenyiDP(3).audit_plan)),
    "certify": lambda: st.one_of(_rr(), _compositions(), _audited()).map(certification.certify),
    # the simulator of Vadhan–Wang 2021, Thm 5.2 (printed as its factory call, or as its table) and the §6 experiment
    "rr_simulator": lambda: _simulators(),
    "RRSimulator": lambda: _simulators().map(lambda t: audit.RRSimulator(t.queries, t.answers, t.depth, t.e_eps, t.nodes)),
    "TwoRoundBits": lambda: st.lists(_fractions01(), min_size=10, max_size=10).map(
        lambda p: audit.TwoRoundBits((p[0], p[1]), (((p[2], p[3]), (p[4], p[5])), ((p[6], p[7]), (p[8], p[9]))))),
    "lp_experiment": lambda: st.builds(lambda n, e, s: audit.lp_experiment(n, e, seed=s), st.integers(1, 3),
                                       st.sampled_from([2, Fraction(3, 2)]), st.integers(0, 9)),
    "LPExperiment": lambda: st.builds(audit.LPExperiment, e_eps, st.integers(0, 9), _fractions01().filter(lambda k: k < 1),
                                      st.lists(_fractions01(), max_size=3).map(tuple),
                                      st.lists(st.integers(0, 3), max_size=2).map(tuple),
                                      st.lists(st.integers(0, 3), max_size=2).map(tuple)),
    "CertificateTree": lambda: st.one_of(_rr(), _compositions()).map(certification.certify),
    "pvector": lambda: st.lists(epsilons(), max_size=3).map(composition.pvector),
    "PVector": lambda: st.lists(rhos(), max_size=3).map(composition.pvector),
    # enumerations: members print as the public names they are bound to
    **{name: _members(e) for name, e in (
        ("Halt", M.Halt), ("Ack", M.Ack), ("Rejected", M.Rejected), ("Flag", P.Flag), ("IRRFlag", P.IRRFlag), ("Null", composition.Null),
        ("PrivacyLoss", composition.PrivacyLoss), ("StatusQuery", composition.StatusQuery), ("Verdict", ME.Verdict),
        ("Adaptivity", composition.Adaptivity), ("Combinator", composition.Combinator),
        ("Condition", composition.Condition), ("Rule", composition.Rule), ("Status", composition.Status))},
    "SampledVerdict": _members(audit.SampledVerdict),
    # distributions
    "FiniteDist": lambda: finite_pairs(4).map(lambda pq: pq[0]),
    "Interval": lambda: st.tuples(_fractions01(), _fractions01()).map(lambda t: prob.Interval(min(t), max(t))),
    "exp_bounds": lambda: st.floats(-30, 30).map(prob.exp_bounds),
    "as_interval": lambda: _fractions01().map(prob.as_interval),
    # accounting values
    "PrivacyLossDistribution": _plds,
    "pld_of_pair": _plds, "pld_of_tradeoff": _plds, "compose_plds": _plds,
    "compose_gdp": lambda: st.lists(st.floats(0, 4).map(ME.gaussian_tradeoff), min_size=1, max_size=3).map(
        accounting.compose_gdp),
    "tradeoff_product": lambda: st.lists(_piecewise(), min_size=1, max_size=2).map(accounting.tradeoff_product),
    "basic": lambda: _eps_delta_lists().map(accounting.basic),
    "advanced": lambda: st.builds(accounting.advanced, _eps_delta_lists(), st.floats(1e-9, 0.5)),
    "compose_eps_delta": lambda: st.builds(accounting.compose_eps_delta, _eps_delta_lists(), st.floats(1e-9, 0.5)),
    "concurrent_pure": lambda: st.lists(st.floats(0, 2), min_size=1, max_size=3).map(accounting.concurrent_pure),
    "concurrent_approx": lambda: st.lists(st.tuples(st.floats(0, 2), st.floats(0, 0.1)), min_size=1, max_size=3).map(
        lambda ps: accounting.concurrent_approx([e for e, _ in ps], [d for _, d in ps])),
    "concurrent_approx_homogeneous": lambda: st.builds(accounting.concurrent_approx_homogeneous, st.integers(1, 4),
                                                       st.floats(0, 2), st.floats(0, 0.1)),
    "optimal": lambda: st.builds(lambda es, dg: accounting.optimal(es, None, dg),
                                 st.lists(st.sampled_from([0.5, 1.0]), min_size=1, max_size=3), st.floats(1e-6, 0.5)),
    "optimal_homogeneous": lambda: st.builds(accounting.optimal_homogeneous, st.integers(1, 4), st.sampled_from([0.5, 1.0]),
                                             st.just(0.0), st.floats(1e-6, 0.5)),
    "product_budget_bound": lambda: st.builds(accounting.product_budget_bound, eps_deltas(allow_infinity=False),
                                              st.floats(1e-9, 0.5)),
    # accumulators and filters of accounting
    "additive_accumulator": lambda: _accumulators([ME.PureDP(), ME.ZCDP(), ME.ApproxDP()]),
    "AdditiveAccumulator": lambda: _accumulators([ME.ApproxZCDP(), ME.ApproxDP()]),
    "ScalarAccumulator": lambda: _accumulators([ME.PureDP(), ME.ZCDP()]),
    "gaussian_accumulator": lambda: st.just(accounting.gaussian_accumulator()),
    "GaussianAccumulator": lambda: st.just(accounting.gaussian_accumulator()),
    "whitehouse_accumulator": lambda: _whitehouse(),
    "WhitehouseAccumulator": lambda: _whitehouse(),
    "privacy_filter": lambda: epsilons(allow_infinity=False).map(
        lambda b: accounting.privacy_filter(accounting.additive_accumulator(ME.PureDP()), b)),
    "Filter": lambda: epsilons(allow_infinity=False).map(
        lambda b: accounting.privacy_filter(accounting.additive_accumulator(ME.PureDP()), b)),
    # messages
    "ChildHalted": lambda: st.integers(0, 9).map(M.ChildHalted),
    "Invalid": lambda: texts.map(M.Invalid),
    "Left": lambda: st.one_of(st.integers(), texts, _fractions01()).map(M.Left),
    "Right": lambda: st.one_of(st.integers(), texts, _fractions01()).map(M.Right),
    "Refusal": lambda: st.builds(M.Refusal, epsilons(), epsilons(), epsilons(), texts),
    "AuditBudgets": lambda: st.fixed_dictionaries({}, optional={n: st.integers(1, 10**7) for n in
                                                                 ("branch_budget", "history_budget", "replay_budget")}),
    "Scope": lambda: st.builds(audit.Scope, texts, texts, st.lists(st.integers(0, 1), max_size=3).map(tuple),
                               st.integers(1, 4), st.just(ME.PureDP()), epsilons()),
    "Query": lambda: st.builds(composition.Query, st.integers(0, 9), st.one_of(st.none(), st.integers())),
    "Spawned": lambda: st.integers(0, 9).map(composition.Spawned),
    "Spawn": lambda: st.builds(composition.Spawn, _rr(), epsilons()),
    "Exhausted": lambda: st.builds(composition.Exhausted, texts, epsilons(), st.integers(0, 9)),
    "FilterStatus": lambda: st.builds(composition.FilterStatus, epsilons(), epsilons(), epsilons(), st.integers(0, 9)),
}


def _piecewise() -> st.SearchStrategy[ME.PiecewiseTradeOff]:
    return tradeoffs("piecewise").map(lambda t: t if isinstance(t, ME.PiecewiseTradeOff) else ME.FDP().zero())


def _accumulators(choices: list[Any]) -> st.SearchStrategy[Any]:
    return st.sampled_from(choices).map(lambda m: accounting.additive_accumulator(m))


_builtin_maps: st.SearchStrategy[Callable[[Any], Any]] = st.sampled_from([abs, bool, int, str])


def _ipms() -> st.SearchStrategy[Any]:
    return st.one_of(_builtin_maps.map(M.MapAnswers), _builtin_maps.map(M.verifier), st.integers(0, 1).map(M.identifier))


def _odometers() -> st.SearchStrategy[Any]:
    return st.builds(lambda m, f, s: composition.odometer(m, "additive", finite_communication=f, sequential=s),
                     st.sampled_from([ME.PureDP(), ME.ZCDP(), ME.ApproxDP()]), st.booleans(), st.booleans())


_FILTER_OPTIONS = st.fixed_dictionaries({}, optional={
    "cap": st.integers(1, 5), "on_exhaust": st.sampled_from(["refuse", "halt"]), "relation": relations,
    "finite_communication": st.booleans(), "trust_asserted": st.booleans()})


def _filters() -> st.SearchStrategy[Any]:
    """Filters of every rule kind the library proves: additive (scalar and pair levels, empty or
    holding levels already spent) and Whitehouse."""
    additive = st.one_of(
        st.builds(lambda b, o: composition.filtered(ME.PureDP(), "additive", b, **o), epsilons(allow_infinity=False),
                  _FILTER_OPTIONS),
        st.builds(lambda b, o: composition.filtered(ME.ZCDP(), accounting.additive_accumulator(ME.ZCDP()), b, **o),
                  rhos(allow_infinity=False), _FILTER_OPTIONS),
        st.builds(lambda a, b, o: composition.filtered(ME.RenyiDP(a), "additive", b, **o), orders, renyi_eps(allow_infinity=False),
                  _FILTER_OPTIONS),
        st.builds(lambda b, o: composition.filtered(ME.ApproxDP(), "additive", b, **o), eps_deltas(allow_infinity=False),
                  _FILTER_OPTIONS),
        st.builds(lambda s, b: composition.filtered(ME.PureDP(), accounting.additive_accumulator(ME.PureDP()).add(s), b),
                  epsilons(allow_infinity=False), epsilons(allow_infinity=False)))  # levels already spent
    whitehouse = st.builds(
        lambda e, dp, o: composition.filtered(ME.ApproxDP(), accounting.whitehouse_accumulator(dp, 1e-5),
                                              ME.EpsDelta(e, 1e-5), **o),
        st.floats(0.0, 4.0), st.floats(1e-9, 1e-6), _FILTER_OPTIONS)
    return st.one_of(additive, whitehouse)


def _filters_from_odometers() -> st.SearchStrategy[Any]:
    pure = st.builds(lambda f, s: composition.odometer(ME.PureDP(), "additive", finite_communication=f, sequential=s),
                     st.booleans(), st.booleans())
    return st.builds(lambda g, b, cap, halt: composition.filter_from_odometer(g, b, cap=cap, on_exhaust=halt),
                     pure, epsilons(allow_infinity=False), st.one_of(st.none(), st.integers(1, 5)),
                     st.sampled_from(["refuse", "halt"]))


def _concurrent_levels() -> st.SearchStrategy[Any]:
    """Concurrent levels of pure, zCDP and (ε, δ) children (with and without finite communication
    and a target δ for the optimal bound)."""
    def certs(kids: st.SearchStrategy[Any]) -> st.SearchStrategy[list[Any]]:
        return st.lists(kids.map(lambda m: m.certificate), min_size=1, max_size=3)
    approx = st.builds(lambda cs, f, dg: composition.concurrent_level(*cs, finite_communication=f,
                                                                       delta_g=dg if f else None),
                       certs(_rr_delta()), st.booleans(), st.one_of(st.none(), st.floats(1e-9, 0.5)))
    return st.one_of(certs(_pure()).map(lambda cs: composition.concurrent_level(*cs)),
                     certs(positive.map(P.gaussian)).map(lambda cs: composition.concurrent_level(*cs)),
                     approx)


def _audited() -> st.SearchStrategy[Any]:
    """Randomized response with e^ε = 3 (ln 3 < 1.0987), certified by the exact audit."""
    return st.floats(1.1, 4.0).map(lambda e: audit.certify_by_audit(
        P.RandomizedResponse(Fraction(3, 4)), ME.PureDP(), ME.Epsilon(e), M.BIT_FLIP, [0, 1], [None], 1))


def _simulators() -> st.SearchStrategy[Any]:
    """The simulator of randomized response at e^ε by itself, built at any e' ≥ e^ε."""
    return st.builds(lambda e, extra: audit.rr_simulator(P.randomized_response(e_eps=e), 0, 1, [None], 1,
                                                         e_eps=e + extra),
                     st.integers(1, 5), st.sampled_from([0, 1, Fraction(1, 2)]))


def _whitehouse() -> st.SearchStrategy[Any]:
    return st.builds(lambda dp, extra: accounting.whitehouse_accumulator(dp, dp + extra),
                     st.floats(1e-9, 0.1), st.floats(1e-9, 0.1))


def _eps_delta_lists() -> st.SearchStrategy[list[Any]]:
    return st.lists(eps_deltas(allow_infinity=False, max_value=2.0), min_size=1, max_size=3)

# Factories whose values print by the rule's exceptions, or are not values at all.
NOT_REBUILT: dict[str, str] = {
    "RayExecutor": "a connection to a running Ray, not a value (building one starts or joins a cluster)",
    "ExPostFilterState": "a filter's state holds the curator's data",
    "StatisticWithin": "holds the caller's statistic, compared by identity (a relation's predicate)",
    "ContinualGuarantee": "a theorem's result (continual_guarantee): holds the capability-table entry it rests on",
    "continual_guarantee": "a theorem's result: holds the capability-table entry it rests on",
    "parallel_guarantee": "a theorem's result: holds the capability-table entry it rests on",
    "SparseVector": "holds the caller's q: printed by its name in sparse_vector(...)",
    "HSSHistogram": "holds the caller's q, γ and ξ: <HSSHistogram d=..., horizon=...>",
    "hss_histogram": "holds the caller's q, γ and ξ, printed by their names in hss_histogram(...)",
    "HSSState": "a machine state holding the curator's data",
    "HSSController": "holds the caller's q, γ and ξ (through its HSSHistogram)",
    "Create": "a creation message is equal only to itself, so that a look-alike is another message in the game",
    "fixed_mechanisms": "holds Create messages, each equal only to itself (so a rebuilt one is another composition)",
    "FixedMechanisms": "a composition rule prints as the verification function it makes (Suitable(rule))",
    "FixedLevels": "a composition rule prints as the verification function it makes (Suitable(rule))",
    "FilterRule": "a composition rule prints as the verification function it makes (Suitable(rule))",
    "LocalRule": "holds the users' Create messages, each equal only to itself",
    "local_verification": "holds the users' Create messages, each equal only to itself",
    "LocalServer": "holds the caller's server logic and the users' Create messages",
    "local_protocol": "holds the caller's server logic and the users' Create messages",
    "CoreDecompositionServer": "holds the caller's next_d: printed by its name (composite module docs)",
    "core_decomposition": "holds the caller's next_d: printed by its name (composite module docs)",
    "SparseParallel": "a rule prints as the verification function its factory makes, Suitable(rule)",
    "ProductBudgetParallel": "a rule prints as the verification function its factory makes, Suitable(rule)",
    "CopiesAdversary": "holds a creation message, which is equal only to itself",
    "copies_adversary": "holds a creation message, which is equal only to itself",
    "unbounded_adversary": "holds a creation message, which is equal only to itself",
    "convert": "holds the caller's conversion function: printed by its name (composite module docs)",
    "SampledCoins": "a random stream: <SampledCoins>",
    "sampled_coins": "a random stream: <SampledCoins>",
    "open_session": "a live session over the curator's data: <Session over ...>",
    "Session": "a live session over the curator's data: <Session over ...>",
    "interact": "a transcript of a run (View), drawn from coins",
    "View": "a transcript of a run, drawn from coins",
    "NIMState": "a machine state holding the curator's data",
    "audit": "the audit runs the machine: its results are records of that run",
    "audit_game": "the audit runs the machine: its results are records of that run",
    "audit_domain": "the audit runs the machine: its results are records of that run",
    "AuditResult": "a record of an audit run",
    "DomainAudit": "a record of an audit run",
    "PairAudit": "a record of an audit run",
    "PlanTestResult": "a record of an audit run",
    "Witness": "a record of an audit run",
    "WorstCase": "a record of an audit run",
    "worst_case": "a record of an audit run",
    "view_distance": "a record of an audit run (a WorstCase)",
    "sampled_audit": "the sampled audit runs the machine: its results are records of that run",
    "SampledAuditResult": "a record of a sampled audit run",
    "SampledEvent": "a record of a sampled audit run",
    "view_distribution": "the distribution of a machine's transcripts: histories of the caller's queries",
    "Adversary": "the caller's adversary (a tree of queries and functions)",
    "PlanTest": "a protocol of audit plan tests",
    "open_filter_session": "a live session over the curator's data",
    "FilterSession": "a live session over the curator's data",
    "FilterState": "a filter's state holds its children's states, which hold the curator's data",
    "FilterChild": "a filter's state holds its children's states, which hold the curator's data",
    "Tainted": "a value computed from the data prints as <tainted>, so that it never reaches a log",
    "taint": "a value computed from the data prints as <tainted>, so that it never reaches a log",
    "apply": "a value computed from the data prints as <tainted>, so that it never reaches a log",
    "where": "a value computed from the data prints as <tainted>, so that it never reaches a log",
    "Modular": "holds the caller's controller",
    "ModularState": "a machine state holding values computed from the data",
    "PairedRun": "a record of a paired run, holding both input streams' messages",
    "paired_run": "a record of a paired run, holding both input streams' messages",
}


def _is_value_class(obj: object) -> bool:
    """A concrete public class whose instances are values (not an error, an abstract base or a
    protocol); an enum's values are its members."""
    return (inspect.isclass(obj) and not issubclass(obj, BaseException)
            and not inspect.isabstract(obj) and not getattr(obj, "_is_protocol", False)
            and obj.__module__.startswith("combinators"))


_LIBRARY_CLASSES = {n for n, o in NS.items() if inspect.isclass(o)}


def _builds_a_value(obj: object) -> bool:
    """A public function whose result is an instance of a public class (by its annotation)."""
    if not inspect.isfunction(obj):
        return False
    ann = inspect.signature(obj).return_annotation
    head = re.match(r"\s*([A-Za-z_][A-Za-z_0-9]*)", ann if isinstance(ann, str) else getattr(ann, "__name__", ""))
    return head is not None and head.group(1) in _LIBRARY_CLASSES and _is_value_class(NS[head.group(1)])


def _factories() -> set[str]:
    out = set()
    for name, obj in NS.items():
        if _is_value_class(obj) or _builds_a_value(obj):
            out.add(name)
    return out


def test_every_factory_has_a_round_trip() -> None:
    """A new public factory (a value class, or a function building one) needs a row in
    ``ROUND_TRIP``, or in ``NOT_REBUILT`` with the reason its values do not print as an expression."""
    factories = _factories()
    missing = sorted(factories - ROUND_TRIP.keys() - NOT_REBUILT.keys())
    assert not missing, f"factories without a repr round trip: {missing}"
    assert not ROUND_TRIP.keys() & NOT_REBUILT.keys()


def _same(x: object, y: object) -> bool:
    return type(x) is type(y) and x == y


@pytest.mark.parametrize("name", sorted(ROUND_TRIP))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_repr_rebuilds_the_value(name: str, data: st.DataObject) -> None:
    x = data.draw(ROUND_TRIP[name](), label=name)
    text = repr(x)
    assert "\n" not in text
    back = eval(text, dict(NS))  # noqa: S307 - the repr is the API under test
    assert _same(back, x), f"{text} rebuilds {back!r}"


@given(_rr(), st.sampled_from([abs, int, bool]))
@settings(max_examples=25, deadline=None)
def test_postprocessing_prints_as_the_at_expression(m: Any, g: Callable[[Any], Any]) -> None:
    once, twice = g @ m, abs @ (g @ m)
    assert repr(once) == f"{g.__name__} @ {m!r}"
    assert repr(twice) == f"abs @ ({g.__name__} @ {m!r})"
    for x in (once, twice):
        assert _same(eval(repr(x), dict(NS)), x)  # noqa: S307 - the repr is the API under test


def _within_one(x: object, y: object) -> bool:
    return x == y or x == 1 - y  # type: ignore[operator]  # bits, in this test


def test_a_callers_function_prints_by_its_name_and_rebuilds_where_the_name_is_bound() -> None:
    r = M.Relation("bits", "any two bits", _within_one)
    assert repr(r) == "Relation(name='bits', meaning='any two bits', related=_within_one)"
    assert _same(eval(repr(r), {**NS, "_within_one": _within_one}), r)  # noqa: S307 - the repr is the API under test
    assert repr(M.Relation("x", "y", lambda a, b: True)).endswith("<lambda>)")  # its qualified name


def test_a_state_holding_the_curators_data_does_not_print_it() -> None:
    secret = "patient 17: HIV+"
    state = P.randomized_response(e_eps=3).machine.init(secret)  # type: ignore[arg-type]  # any data, as a curator might pass
    assert secret not in repr(state) and secret not in repr((state, 1))
    assert repr(machines.RELEASED) == "RELEASED"


def test_an_unpickled_at_expression_keeps_its_parentheses_under_another_at() -> None:
    m = pickle.loads(pickle.dumps(abs @ P.randomized_response(e_eps=3)))
    assert repr(int @ m) == "int @ (abs @ randomized_response(e_eps=3))"
    assert _same(eval(repr(int @ m), dict(NS)), int @ m)  # noqa: S307 - the repr is the API under test


def _package_enums() -> list[type[enum.Enum]]:
    """Every enum class defined in the package (its modules imported, private ones included)."""
    for info in pkgutil.walk_packages(combinators.__path__, "combinators."):
        if info.name != "combinators.__main__":
            importlib.import_module(info.name)
    out, todo = [], [enum.Enum]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("combinators.") and len(sub.__members__):
                out.append(sub)
    return out


def test_every_enum_of_the_package_prints_as_the_expression_that_gives_it_back() -> None:
    """An enum member prints as ``Class.NAME``, or as ``NAME`` for a ``bare`` class whose members
    are bound under their names where it is defined: never in Python's ``<Class.NAME: value>``
    form. Private classes too (their members show in the reprs of states), which print the name
    only; a public one rebuilds where it is defined."""
    enums = _package_enums()
    assert {ME.Verdict, composition.Status, registry.AdditiveRule, M.Halt, P.IRRFlag} <= set(enums)
    for e in enums:
        assert issubclass(e, NamedConstant), f"{e.__module__}.{e.__qualname__} prints in Python's enum form"
        for member in e:
            text = repr(member)
            assert text in (member.name, f"{e.__name__}.{member.name}")
            if not e.__name__.startswith("_"):
                where = {e.__name__: e} if "." in text else vars(sys.modules[e.__module__])
                assert eval(text, dict(where)) is member  # noqa: S307 - the repr is the API under test


def test_a_mechanism_prints_as_its_factory_call() -> None:
    rr = P.randomized_response(e_eps=3)
    assert repr(rr) == "randomized_response(e_eps=3)"
    assert repr(composition.concurrent(rr, rr)) == "concurrent(randomized_response(e_eps=3), randomized_response(e_eps=3))"
    assert repr(abs @ P.laplace(scale=2.0)) == "abs @ laplace(scale=2.0)"
    assert repr(M.to_zcdp(P.laplace(epsilon=0.5, sensitivity=2))) == "to_zcdp(laplace(epsilon=0.5, sensitivity=2))"
