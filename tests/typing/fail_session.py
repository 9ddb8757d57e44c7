"""Session misuses mypy must reject (checked with warn_unused_ignores): a query of another type,
an answer used as another type, data of another type, and what is not a machine."""

from __future__ import annotations

from combinators.composition import Query, Spawn, concurrent, filtered
from combinators.machines import open_session
from combinators.measures import Epsilon, PureDP
from combinators.primitives import Flag, gaussian, randomized_response, randomized_response_delta
from tests.typing.pass_operators import ECHO, Parse

rr = randomized_response(e_eps=3)

# The answer is the machine's answer type, not anything.
text: str = open_session(rr, 1).ask(None)  # type: ignore[assignment]
plain: int = open_session(randomized_response_delta(1.0, 0.01), 0).ask(None)  # type: ignore[assignment]
flag: Flag = open_session(concurrent(rr, rr), 1).ask((0, None))  # type: ignore[assignment]
number: int = open_session(filtered(PureDP(), "additive", Epsilon(1.0)), 1).ask(Query(0, None))  # type: ignore[assignment]

# The query is the machine's query type.
open_session(ECHO, (0, 1)).ask("0")  # type: ignore[arg-type]
open_session(Parse() @ ECHO, (0, 1)).ask(0)  # type: ignore[arg-type]
open_session(concurrent(rr, rr), 1).ask(None)  # type: ignore[arg-type]
open_session(filtered(PureDP(), "additive", Epsilon(1.0)), 1).ask(None)  # type: ignore[arg-type]
open_session(filtered(PureDP(), "additive", Epsilon(1.0)), 1).ask(0)  # type: ignore[arg-type]

# The data is the machine's data type.
open_session(ECHO, 3)  # type: ignore[misc]
open_session(gaussian(sigma=2.0), "x")  # type: ignore[misc]

# Only a machine opens a session, with coins or an int seed.
open_session(lambda x: x, 1)  # type: ignore[arg-type]
open_session(rr, 1, seed="3")  # type: ignore[arg-type]
open_session(rr, 1, coins=3)  # type: ignore[arg-type]
open_session(Spawn(rr, Epsilon(1.0)), 1)  # type: ignore[arg-type]
