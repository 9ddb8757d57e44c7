"""Misuses of the typed filter session mypy must reject (checked with warn_unused_ignores)."""

from __future__ import annotations

from combinators.composition import Spawn, filtered, open_filter_session
from combinators.machines import open_session
from combinators.measures import Epsilon, PureDP, RenyiDP, RenyiEps, Rho
from combinators.primitives import gaussian, gaussian_rdp, randomized_response

renyi = filtered(RenyiDP(2), "additive", RenyiEps(1.0))
r = open_filter_session(renyi, 0.5)

# A zCDP (Rho) child, or a Rho level, into a Rényi filter: by the typed helper and by hand.
r.spawn(gaussian(sigma=2.0), Rho(0.125))  # type: ignore[arg-type]
r.spawn(gaussian_rdp(sigma=2.0, alpha=2), Rho(0.125))  # type: ignore[arg-type]
r.ask(Spawn(gaussian(sigma=2.0), Rho(0.125)))  # type: ignore[arg-type]
open_session(renyi, 0.5).ask(Spawn(gaussian(sigma=2.0), Rho(0.125)))  # type: ignore[arg-type]

# A child's answer is its own type, not anything.
text: str = open_filter_session(filtered(PureDP(), "additive", Epsilon(1.0)), 1).spawn(
    randomized_response(e_eps=2), Epsilon(1.0)).ask(None)  # type: ignore[assignment]

# Only a filter opens a filter session.
open_filter_session(randomized_response(e_eps=2), 1)  # type: ignore[arg-type]
