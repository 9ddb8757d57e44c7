"""What composition returns, pinned with ``assert_type`` (checked by tests/test_typing.py): the level
type of ``concurrent``, ``filtered`` and ``odometer`` is the measure's, and a conversion says which."""

from __future__ import annotations

from typing import Any

from typing_extensions import assert_type

from combinators.composition import ChildHalted, Exhausted, FilterState, FilterStatus, Null, OdomCon
from combinators.composition import PrivacyLoss, Query, Spawn, StatusQuery, concurrent, filter_from_odometer
from combinators.composition import filtered, null_extension, odometer, odometer_from_filter
from combinators.composition import ordered_concurrent
from combinators.machines import Halt, Invalid, Mechanism, NIMState, open_session, to_approx_dp, to_renyi, to_zcdp
from combinators.measures import ZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Rho
from combinators.primitives import gaussian, randomized_response, sensitivity_relation

rr = randomized_response(e_eps=3)
g = gaussian(sigma=2.0)

# Concurrent composition keeps the children's level type; a message is (index, query).
assert_type(concurrent(rr, rr), Mechanism[int, tuple[object, ...], tuple[int, object], int | ChildHalted | Invalid, Epsilon])
assert_type(concurrent(g, g).level, Rho)
assert_type(ordered_concurrent(rr, rr), Mechanism[int, tuple[int, tuple[object, ...]], object, int | ChildHalted, Epsilon])
assert_type(null_extension(rr).level, Epsilon)
assert_type(null_extension(rr), Mechanism[int, tuple[NIMState[int], int | Null | Halt], object, int | Null, Epsilon])

# A filter takes Spawn at its own level type, and is certified at it; an odometer likewise.
assert_type(filtered(PureDP(), "additive", Epsilon(1.0)),
            Mechanism[Any, FilterState[Epsilon] | Exhausted, Spawn[Epsilon] | Query, object, Epsilon])
assert_type(filtered(RenyiDP(2), "additive", RenyiEps(1.0)).level, RenyiEps)
assert_type(odometer(ZCDP(), "additive"), OdomCon[Rho])
assert_type(odometer_from_filter(filtered(PureDP(), "additive", Epsilon(1.0))), OdomCon[Epsilon])
assert_type(filter_from_odometer(odometer(ZCDP(), "additive"), Rho(1.0)).level, Rho)
# every message an odometer takes
ask_odometer: Spawn[Rho] | Query | PrivacyLoss | StatusQuery = Spawn(g, Rho(0.125))
del ask_odometer

# A filter of filters: the inner filter is a child at the outer's level type.
inner = filtered(ZCDP(), "additive", Rho(0.5))
assert_type(Spawn(inner, Rho(0.5)), Spawn[Rho])
outer = filtered(ZCDP(), "additive", Rho(1.0))
assert_type(outer.level, Rho)

# A conversion says its result's measure; the rest of the type is kept.
assert_type(to_zcdp(rr), Mechanism[int, NIMState[int], object, int, Rho])
assert_type(to_renyi(rr, RenyiDP(2)).level, RenyiEps)
assert_type(to_renyi(g, RenyiDP(3)), Mechanism[float, NIMState[float], object, float, RenyiEps])
assert_type(to_approx_dp(rr).level, EpsDelta)
assert_type(to_approx_dp(g, 1e-6), Mechanism[float, NIMState[float], object, float, EpsDelta])
assert_type(to_approx_dp(to_renyi(g, RenyiDP(3)), 1e-6).level, EpsDelta)
# a converted child goes into a filter of its new measure
assert_type(Spawn(to_renyi(g, RenyiDP(2)), RenyiEps(0.25)), Spawn[RenyiEps])
assert_type(Spawn(to_zcdp(rr), Rho(0.5)), Spawn[Rho])

# FilterStatus is generic in the level type.
status = FilterStatus(Rho(0.25), Rho(0.75), Rho(1.0), 1)
assert_type(status, FilterStatus[Rho])
assert_type(status.spent, Rho)
assert_type(status.remaining, Rho | None)
assert_type(status.budget, Rho | None)
# a Rényi filter's session takes a Spawn at its order's level (a Spawn[Rho] does not: fail_composition.py)
renyi_session = open_session(filtered(RenyiDP(3), "additive", RenyiEps(1.0), relation=sensitivity_relation(1)), 1.0)
assert_type(renyi_session.ask(Spawn(to_renyi(g, RenyiDP(3)), RenyiEps(0.375))), object)
