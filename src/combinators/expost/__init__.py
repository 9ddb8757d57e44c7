"""Ex-post privacy (Rogers–Samorodnitsky–Wu–Ramdas 2023): certificates, basic composition and filters.

Accuracy-first mechanisms release ever less noisy answers until a stopping rule on the released
values says "accurate enough", and pay only for the last. Their guarantee is *ex-post*: a bound
``E(y)`` on the privacy loss at the realised release ``y`` that fails with probability ``δ``
(Def 4.1). It is a certificate kind of its own (``ExPost``), not a measure, and the mechanisms
carrying it (``ExPostMechanism``) are refused by every compositor of the engine. What composes
them: ``compose_expost`` (Lemma 5.1), ``expost_filter`` (Lemma 5.2) and ``mixed_filter``
(Thm 3, with zCDP mechanisms). The noise-reduction mechanisms (Def 4.4; Laplace [derived]) and their
ex-post functions are in ``noise_reduction`` and ``loss_bounds``. Proofs: docs/reference/expost.md
and docs/reference/expost-proofs.md.
"""

from .capability_rows import EXPOST_CAPABILITIES as EXPOST_CAPABILITIES
from .capability_rows import EXPOST_KINDS as EXPOST_KINDS
from .capability_rows import expost_lookup as expost_lookup
from .capability_rows import render_expost_markdown as render_expost_markdown
from .certificates import ConstantExPost as ConstantExPost
from .certificates import ExPost as ExPost
from .certificates import ExPostComposition as ExPostComposition
from .certificates import ExPostFunction as ExPostFunction
from .certificates import ExPostMechanism as ExPostMechanism
from .certificates import SumOfExPost as SumOfExPost
from .certificates import compose_expost as compose_expost
from .certificates import expost_assumptions as expost_assumptions
from .certificates import expost_mechanism as expost_mechanism
from .certificates import expost_of_pure as expost_of_pure
from .certificates import issue_expost as issue_expost
from .expost_filters import EXPOST_FILTER_THEOREM as EXPOST_FILTER_THEOREM
from .expost_filters import MIXED_FILTER_THEOREM as MIXED_FILTER_THEOREM
from .expost_filters import ExPostFilter as ExPostFilter
from .expost_filters import ExPostFilterState as ExPostFilterState
from .expost_filters import MixedFilter as MixedFilter
from .expost_filters import MixedStatus as MixedStatus
from .expost_filters import Round as Round
from .expost_filters import expost_filter as expost_filter
from .expost_filters import filter_guarantee as filter_guarantee
from .expost_filters import mixed_filter as mixed_filter
from .loss_bounds import BrownianLinearBoundary as BrownianLinearBoundary
from .loss_bounds import LaplaceExPost as LaplaceExPost
from .loss_bounds import brownian_linear_boundary as brownian_linear_boundary
from .loss_bounds import brownian_loss as brownian_loss
from .loss_bounds import gaussian_loss as gaussian_loss
from .loss_bounds import laplace_expost as laplace_expost
from .loss_bounds import laplace_loss as laplace_loss
from .noise_reduction import BrownianNoiseReduction as BrownianNoiseReduction
from .noise_reduction import LaplaceNoiseReduction as LaplaceNoiseReduction
from .noise_reduction import RelativeErrorStop as RelativeErrorStop
from .noise_reduction import StatisticWithin as StatisticWithin
from .noise_reduction import StoppingFunction as StoppingFunction
from .noise_reduction import brownian_noise_reduction as brownian_noise_reduction
from .noise_reduction import laplace_noise_reduction as laplace_noise_reduction
from .noise_reduction import relative_error_stop as relative_error_stop

__all__ = [
    "EXPOST_CAPABILITIES",
    "EXPOST_FILTER_THEOREM",
    "EXPOST_KINDS",
    "MIXED_FILTER_THEOREM",
    "BrownianLinearBoundary",
    "BrownianNoiseReduction",
    "ConstantExPost",
    "ExPost",
    "ExPostComposition",
    "ExPostFilter",
    "ExPostFilterState",
    "ExPostFunction",
    "ExPostMechanism",
    "LaplaceExPost",
    "LaplaceNoiseReduction",
    "MixedFilter",
    "MixedStatus",
    "RelativeErrorStop",
    "Round",
    "StatisticWithin",
    "StoppingFunction",
    "SumOfExPost",
    "brownian_linear_boundary",
    "brownian_loss",
    "brownian_noise_reduction",
    "compose_expost",
    "expost_assumptions",
    "expost_filter",
    "expost_lookup",
    "expost_mechanism",
    "expost_of_pure",
    "filter_guarantee",
    "gaussian_loss",
    "issue_expost",
    "laplace_expost",
    "laplace_loss",
    "laplace_noise_reduction",
    "mixed_filter",
    "relative_error_stop",
    "render_expost_markdown",
]
