"""Composition misuses mypy must reject (checked with warn_unused_ignores): mixing measures in
``concurrent``, a filter or an odometer, a ``Spawn`` of another level type, a conversion of a
measure it does not take."""

from __future__ import annotations

from combinators.accounting import additive_accumulator
from combinators.composition import FilterStatus, Spawn, concurrent, concurrent_level, filtered, odometer, ordered_concurrent
from combinators.machines import open_session, to_approx_dp, to_renyi, to_zcdp
from combinators.measures import ZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Rho
from combinators.primitives import gaussian, randomized_response

rr = randomized_response(e_eps=3)
g = gaussian(sigma=2.0)

# Concurrent composition is under one measure.
concurrent(rr, g)  # type: ignore[misc]
ordered_concurrent(rr, g)  # type: ignore[misc]
concurrent_level(rr.certificate, g.certificate)  # type: ignore[misc]
mixed: Rho = concurrent(rr, rr).level  # type: ignore[assignment]

# A Spawn's level is of its child's level type.
Spawn(rr, Rho(0.5))  # type: ignore[misc]
spawn_rho: Spawn[Rho] = Spawn(rr, Epsilon(1.0))  # type: ignore[arg-type]

# A filter's budget and rule are of its measure's level type.
filtered(PureDP(), "additive", Rho(1.0))  # type: ignore[misc]
filtered(ZCDP(), additive_accumulator(PureDP()), Rho(1.0))  # type: ignore[misc]
odometer(PureDP(), additive_accumulator(ZCDP()))  # type: ignore[misc]
level: Epsilon = filtered(ZCDP(), "additive", Rho(1.0)).level  # type: ignore[assignment]

# A Spawn[Epsilon] to a zCDP odometer, a Spawn[Rho] to a pure-DP filter.
open_session(odometer(ZCDP(), "additive"), None).ask(Spawn(rr, Epsilon(1.0)))  # type: ignore[arg-type]
open_session(filtered(PureDP(), "additive", Epsilon(1.0)), None).ask(Spawn(g, Rho(0.125)))  # type: ignore[arg-type]

# A Spawn[Rho] to a Rényi filter or odometer (the filter's docstring promises it): built apart, or
# inline where the session's expected type would infer Spawn[RenyiEps] and refuse both arguments.
renyi_filter = filtered(RenyiDP(3), "additive", RenyiEps(1.0))
spawn_g: Spawn[Rho] = Spawn(g, Rho(0.125))
open_session(renyi_filter, None).ask(spawn_g)  # type: ignore[arg-type]
open_session(odometer(RenyiDP(3), "additive"), None).ask(spawn_g)  # type: ignore[arg-type]
open_session(renyi_filter, None).ask(Spawn(g, Rho(0.125)))  # type: ignore[arg-type]

# Conversions take only the measures they are proved for, and say what they give.
to_zcdp(g)  # type: ignore[arg-type]
to_zcdp(to_approx_dp(rr))  # type: ignore[arg-type]
to_renyi(to_approx_dp(rr), RenyiDP(2))  # type: ignore[arg-type]
to_renyi(rr, 2)  # type: ignore[call-overload]
to_approx_dp(g)  # type: ignore[arg-type]
to_approx_dp(to_renyi(g, RenyiDP(2)))  # type: ignore[arg-type]
still_pure: Epsilon = to_approx_dp(rr).level  # type: ignore[assignment]
as_rho: Rho = to_renyi(g, RenyiDP(2)).level  # type: ignore[assignment]
pair: EpsDelta = to_zcdp(rr).level  # type: ignore[assignment]

# A FilterStatus field is of its level type.
spent: Rho = FilterStatus(Epsilon(0.25), Epsilon(0.75), Epsilon(1.0), 1).spent  # type: ignore[assignment]
renyi_left: RenyiEps = FilterStatus(Rho(0.25), None, None, 1).remaining  # type: ignore[assignment]
