"""Ex-post code that must type-check: certificates, composition and the filters' rounds."""

from __future__ import annotations

from fractions import Fraction

from combinators.expost import ConstantExPost, ExPostMechanism, Round, compose_expost, expost_filter, issue_expost
from combinators.expost import mixed_filter
from combinators.machines import BIT_FLIP, open_session
from combinators.measures import EpsDelta
from combinators.primitives import RandomizedResponse, gaussian

ex: ExPostMechanism[object, int] = issue_expost(RandomizedResponse(keep=Fraction(3, 4)), ConstantExPost(1.1), 0,
                                                BIT_FLIP, "ln 3 < 1.1")
both: ExPostMechanism[object, tuple[object, ...]] = compose_expost(ex, ex)
charge: float = both.realised((0, 1))
level: EpsDelta = expost_filter(2.5, 0.0).level
s = open_session(mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(2.5, 0.0)), 1, seed=0)
answer: object = s.ask(Round(ex))
zcdp_round = Round(gaussian(rho=0.01))
