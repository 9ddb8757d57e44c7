"""Reference machines that the proofs use and the tests compare against.

``iecc(b)`` is IECC(b) from the proof of Henzinger–Safavi–Vadhan 2024, Thm 4.10: instead of
forwarding the b-th query of each pair to a shared ExtConComp, it keeps one game
``verifier(f_i) @ identifier(b) @ M_i`` per created mechanism and forwards the whole pair to it.
The proof's first step is that

    verifier(f) @ identifier(b) @ ext_concurrent()  ≡  verifier(f) @ iecc(b)

for a suitable ``f`` (Def 4.5): every adversary sees the same view distribution. The tests
check that exactly, adversary by adversary, on small instances.
"""

from __future__ import annotations

from typing import Any, Final, final

import attrs
from typing_extensions import override

from ..composition import Create, PVector, ext_concurrent
from ..errors import InvalidArgument
from ..machines import ACK, Ack, ContinualMechanism, Halt, Invalid, game
from ..prob import Coins

__all__ = ["IECC", "iecc"]


@final
@attrs.frozen
class IECC(ContinualMechanism["PVector[Any]", Any, Any]):
    """IECC(b) (Henzinger–Safavi–Vadhan 2024, proof of Thm 4.10); build it with ``iecc(b)``.

    Messages are the game's pairs: ``(c, c)`` for a ``Create`` c starts the sub-game
    ``verifier(c.f) @ identifier(b) @ c.mechanism`` and answers ``ACK``; ``((q0, i), (q1, i))``
    sends the pair ``(q0, q1)`` to the i-th sub-game (from 1). It keeps the sub-games the way
    ``ext_concurrent()`` keeps its mechanisms (``ExtConComp.start`` and ``route``), so a message to
    a missing or halted one answers the same ``Invalid`` and a sub-game's ``HALT`` becomes
    ``ChildHalted(i)``.
    """

    b: int = attrs.field()

    @b.validator
    def _check_b(self, attribute: attrs.Attribute[int], value: object) -> None:
        if type(value) is not int or value not in (0, 1):
            msg = f"b={value!r} must be the int 0 or 1 (which message of each pair the sub-games forward)"
            raise InvalidArgument(msg)

    @override
    def initial(self) -> PVector[Any]:
        return _EXT.initial()

    @override
    def step(self, state: PVector[Any], query: Any, coins: Coins, /) -> tuple[PVector[Any], Ack | Invalid | Any | Halt]:
        msg: object = query
        if not (type(msg) is tuple and len(msg) == 2):
            return state, Invalid("a message is a pair")
        m0, m1 = msg
        if type(m0) is Create:
            if m1 is not m0:
                return state, Invalid("a creation pair is one Create twice")
            return _EXT.start(state, game(m0.mechanism.machine, m0.f, self.b)), ACK
        if not (type(m0) is tuple and len(m0) == 2 and type(m1) is tuple and len(m1) == 2
                and type(m0[1]) is int and type(m1[1]) is int and m0[1] == m1[1]):
            return state, Invalid("a query pair is ((q0, i), (q1, i)) with one int index i")
        return _EXT.route(state, (m0[0], m1[0]), m0[1], coins)


_EXT: Final = ext_concurrent()


def iecc(b: int) -> IECC:
    """IECC(b), the reference for ``identifier(b) @ ext_concurrent()`` under a suitable
    verification function (Henzinger–Safavi–Vadhan 2024, proof of Thm 4.10)."""
    return IECC(b)
