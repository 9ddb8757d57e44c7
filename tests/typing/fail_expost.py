"""Ex-post misuses mypy must reject (checked with warn_unused_ignores): an ``ExPostMechanism`` is
not a ``Mechanism``, so no compositor of the engine takes it (Rogers–Samorodnitsky–Wu–Ramdas 2023,
the text after Lemma 5.1: basic composition is tight for ex-post mechanisms)."""

from __future__ import annotations

from fractions import Fraction

from combinators.certification import certify
from combinators.composition import Spawn, concurrent, filtered, null_extension, open_filter_session
from combinators.expost import ConstantExPost, ExPostMechanism, Round, issue_expost
from combinators.machines import BIT_FLIP, Mechanism
from combinators.measures import Epsilon, PureDP
from combinators.primitives import RandomizedResponse, randomized_response

rr = randomized_response(e_eps=3)
ex: ExPostMechanism[object, int] = issue_expost(RandomizedResponse(keep=Fraction(3, 4)), ConstantExPost(1.1), 0,
                                                BIT_FLIP, "ln 3 < 1.1")

# An ExPostMechanism in filtered(PureDP, …): as a spawn, to a filter session, to concurrent.
Spawn(ex, Epsilon(1.1))  # type: ignore[arg-type]
open_filter_session(filtered(PureDP(), "additive", Epsilon(2.0)), 0).spawn(ex, Epsilon(1.1))  # type: ignore[arg-type]
concurrent(rr, ex)  # type: ignore[arg-type]
null_extension(ex)  # type: ignore[arg-type]
certify(ex)  # type: ignore[arg-type]
as_mechanism: Mechanism[object, object, object, int, Epsilon] = ex  # type: ignore[assignment]

# A round is an ExPostMechanism or a certified Mechanism, not a raw machine.
Round(RandomizedResponse(keep=Fraction(3, 4)))  # type: ignore[arg-type]
