"""The Laplace mechanism for a real-valued query (Dwork–McSherry–Nissim–Smith 2006).

``x ↦ x + Lap(scale)``: sample-only, since its draw is continuous (exact audits need a discrete
mechanism such as ``geometric``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, final

import attrs
from typing_extensions import override

from .._validation import check_positive_real, finite_positive_float
from ..errors import InvalidArgument
from ..machines import Mechanism, NIMState, Proved
from ..machines.certificate import issue
from ..machines.composite import call_text
from ..measures import Epsilon, PureDP
from ..prob import Coins
from ._additive import AdditiveNoise
from ._params import plain
from ._sensitivity import as_float, sensitivity_arg, float_at_least, float_up, sensitivity_relation

__all__ = ["Laplace", "laplace"]

_THEOREM: Final = "the Laplace mechanism is (Δ/scale)-DP: Dwork, McSherry, Nissim, Smith 2006, Prop 1; Dwork–Roth 2014, Thm 3.6"


@final
@attrs.frozen
class Laplace(AdditiveNoise):
    """The machine ``x ↦ x + Lap(scale)``; build it with ``laplace``."""

    scale: float = attrs.field(converter=as_float, validator=finite_positive_float("laplace"))
    """The scale b: the noise has density e^(−|z|/b)/(2b) and standard deviation b·√2, and
    the mechanism is (Δ/b)-DP for a query of sensitivity Δ."""

    @override
    def noise(self, coins: Coins, /) -> float:
        return coins.laplace(self.scale)


def laplace(
    scale: float | Fraction | None = None,
    *,
    sensitivity: float | Fraction = 1,
    epsilon: float | Fraction | None = None,
) -> Mechanism[float, NIMState[float], object, float, Epsilon]:
    """The Laplace mechanism ``f(x) + Lap(scale)`` for a real query of sensitivity Δ.

    Pass exactly one of ``scale`` (then ε = Δ/scale) or ``epsilon`` (then scale = Δ/ε).

    Other parameterisation: Rogers–Samorodnitsky–Wu–Ramdas 2023 (Def 2.2, Lemma 2.1) write the
    Laplace mechanism "with parameter ε" as ``f(x) + Lap(1/ε)``, whose scale does not divide by
    the sensitivity; it is Δ1·ε-DP, i.e. ``laplace(scale=1/ε, sensitivity=Δ1)`` here:

        >>> laplace(scale=1 / 0.5, sensitivity=2).level   # their ε = 0.5 at Δ1 = 2: Δ1·ε
        Epsilon(1.0)

    The machine stores the float scale it draws with, rounded *up* from the exact value (more
    noise is always safe), and the certificate is Δ/scale computed exactly from that float and
    rounded up; so a requested ε is certified as itself or one ulp below.

    Args:
        scale: the noise scale ``b > 0`` (density ``exp(−|z|/b)/2b``).
        sensitivity: Δ > 0, the query's L1 sensitivity; the relation is
            ``sensitivity_relation(Δ)``.
        epsilon: the target ε > 0, instead of ``scale``.

    Returns:
        A certified noninteractive mechanism on the query's value.

    Raises:
        InvalidArgument: not exactly one of ``scale``/``epsilon``; a value that is not a
            finite real ``> 0``, or a bool.
        InvalidData: at the release, when the data (the query's value) is not a finite real
            (a string, a bool, NaN, ±inf); the message names its type, never its value.

    Privacy: ε-DP (``PureDP``) with ε = Δ/scale under ``sensitivity_relation(Δ)``, tight.
        The caller must ensure the query has sensitivity Δ. The sampler adds float noise from
        numpy, so the guarantee is that of the ideal real-valued mechanism: floating-point
        outputs can leak more (Mironov 2012). Use ``geometric`` where that matters; it is also
        the one an exact audit can enumerate (this one raises ``NotEnumerable``).

    Example:
        >>> m = laplace(scale=2.0, sensitivity=1)
        >>> m.machine, m.level
        (Laplace(scale=2.0), Epsilon(0.5))
        >>> laplace(epsilon=0.5, sensitivity=2).machine
        Laplace(scale=4.0)
        >>> from combinators.prob import sampled_coins
        >>> x = m.machine.release(10.0, sampled_coins(0)); isinstance(x, float)
        True

    References: Dwork, McSherry, Nissim, Smith, "Calibrating noise to sensitivity in private
        data analysis", TCC 2006; Mironov, "On significance of the least significant bits for
        differential privacy", CCS 2012.
    """
    delta_in = check_positive_real("sensitivity", sensitivity, "a constant query needs no noise")
    if (scale is None) == (epsilon is None):
        msg = "pass exactly one of scale= (the noise scale) or epsilon= (the target ε; scale = Δ/ε)"
        raise InvalidArgument(msg)
    noise: dict[str, object]
    if scale is not None:
        s = check_positive_real("scale", scale, "the Laplace noise scale")
        scale_f = float_at_least(f"scale={scale!r}", s)
        noise = {"scale": plain(s)}
    else:
        eps = check_positive_real("epsilon", epsilon, "ε = 0 would need infinite noise")
        scale_f = float_at_least(f"epsilon={epsilon!r} (scale = sensitivity/epsilon)", Fraction(delta_in) / Fraction(eps))
        noise = {"epsilon": plain(eps)}
    level = Epsilon(float_up(Fraction(delta_in) / Fraction(scale_f)))
    origin = call_text("laplace", **noise, **sensitivity_arg(delta_in))
    return issue(Laplace(scale_f), PureDP(), level, sensitivity_relation(delta_in), Proved(_THEOREM), origin=origin)
