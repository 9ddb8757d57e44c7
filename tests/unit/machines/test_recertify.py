"""Conversions of certified mechanisms between measures (combinators.machines.recertify)."""

from __future__ import annotations

import pytest

from combinators.measures import PureDP
from combinators.primitives import randomized_response


def test_conversions_of_mechanisms_are_explicit_and_typed() -> None:
    from combinators.errors import IncompatibleMeasureError
    from combinators.machines import to_approx_dp, to_renyi, to_zcdp
    from combinators.measures import ZCDP, RenyiDP, RenyiEps, Rho
    from combinators.primitives import gaussian

    g = gaussian(1.0)                      # ρ = 1/2
    r3 = to_renyi(g, RenyiDP(3))           # counts ρα = 1.5 in an RDP_3 filter (issue 5 item 5)
    assert r3.level == RenyiEps(1.5) and r3.machine == g.machine
    assert to_zcdp(randomized_response(0.5)).level == Rho(0.125)
    assert g.measure == ZCDP()
    with pytest.raises(IncompatibleMeasureError, match="converts a ZCDP or PureDP mechanism"):
        to_renyi(to_approx_dp(g, 1e-6), RenyiDP(2))  # type: ignore[arg-type]
