"""Exact audits of finite mechanisms: every deterministic adversary, exact views, three-valued verdicts.

``audit`` decides a claim (measure, level) on two inputs up to a depth (refusing two inputs the
certificate's relation does not relate); ``audit_domain`` decides it on every neighbouring pair
of a finite domain, and ``certify_by_audit`` issues an ``Audited`` certificate when all are
certified; ``audit_game`` does the
same for the privacy game of seed 002; ``worst_case`` is the raw maximum of one test's
functional; ``view_distribution`` is the exact view distribution of one adversary; and
``pdp_delta`` measures probabilistic DP on a finite pair (DESIGN.md §4); ``audit``, ``audit_game``
and ``worst_case`` take ``executor=`` (a ``concurrent.futures`` executor, or ``RayExecutor`` for a
Ray cluster) to search in parallel, and ``progress=`` to report how far they are;
``rr_simulator`` builds the simulator of Vadhan–Wang 2021, Thm 5.2 (a pure ε-DP mechanism as a
post-processing of randomized response) and ``view_distance`` checks it exactly;
``lp_experiment`` re-runs the experiment of Vadhan–Wang 2021, §6 (``TwoRoundBits``,
``two_round_delta``, and the feasibility LP ``rr_postprocessing``, with scipy: the ``lp`` extra). The test types a
worst case is taken of (``HockeyStickTest``, ``RenyiTest``) are the measures' audit-plan
tests, re-exported here. ``sampled_audit`` tries to refute a claim from samples for a machine
that cannot be enumerated (Laplace, Gaussian): ``VIOLATED`` at a stated confidence or
``NOT_REFUTED``, never a certificate.
"""

import sys
import types
import warnings
from typing import TYPE_CHECKING

from .._deprecation import renamed_names
from ._exact import DEFAULT_HISTORY_BUDGET as DEFAULT_HISTORY_BUDGET
from ._exact import AuditBudgets as AuditBudgets
from ._exact import AuditResult as AuditResult
from ._exact import PlanTestResult as PlanTestResult
from ._exact import Scope as Scope
from ._exact import Witness as Witness
from ._exact import WorstCase as WorstCase
from ._exact import audit as audit
from ._exact import audit_game as audit_game
from ._exact import describe_test as describe_test
from ._exact import worst_case as worst_case
from ._exact import HockeyStickTest as HockeyStickTest
from ._exact import RenyiTest as RenyiTest
from ._exact import PlanTest as PlanTest
from ._domain import DomainAudit as DomainAudit
from ._domain import DomainGuard as DomainGuard
from ._domain import PairAudit as PairAudit
from ._domain import QueryGuard as QueryGuard
from ._domain import audit_domain as audit_domain
from ._domain import certify_by_audit as certify_by_audit
from ._pdp import pdp_delta as pdp_delta
from ._ray import RayExecutor as RayExecutor
from ._views import MAX_AUDIT_DEPTH as MAX_AUDIT_DEPTH
from ._views import History as History
from ._views import Adversary as Adversary
from ._views import AdversaryLike as AdversaryLike
from ._views import view_distribution as view_distribution
from .simulator import RRSimulator as RRSimulator
from .simulator import SimulatorState as SimulatorState
from .simulator import rr_simulator as rr_simulator
from .simulator import view_distance as view_distance
from .postprocessing_lp import LPExperiment as LPExperiment
from .postprocessing_lp import TwoRoundBits as TwoRoundBits
from .postprocessing_lp import experiment_table as experiment_table
from .postprocessing_lp import lp_experiment as lp_experiment
from .postprocessing_lp import rr_postprocessing as rr_postprocessing
from .postprocessing_lp import two_round_delta as two_round_delta
from .sampled import SampledAuditResult as SampledAuditResult
from .sampled import SampledEvent as SampledEvent
from .sampled import SampledVerdict as SampledVerdict
from .sampled import sampled_audit as sampled_audit

if not TYPE_CHECKING:  # the 0.1 names, for one release (docs/changes.md); invisible to type checkers
    __getattr__ = renamed_names("combinators.audit", {
        "Strategy": ("Adversary", lambda: Adversary),
        "StrategyLike": ("AdversaryLike", lambda: AdversaryLike),
        "Test": ("PlanTest", lambda: PlanTest),
        "Check": ("PlanTestResult", lambda: PlanTestResult),
    })

    class _CallableAudit(types.ModuleType):
        """In 0.1 ``combinators.audit`` was the function; calling the subpackage still runs it."""

        def __call__(self, *args: object, **kwargs: object) -> object:
            warnings.warn("calling combinators.audit(...) is deprecated since 0.2: combinators.audit is the "
                          "subpackage; call combinators.audit.audit(...)", DeprecationWarning, stacklevel=2)
            return audit(*args, **kwargs)

    sys.modules[__name__].__class__ = _CallableAudit

__all__ = [
    "DEFAULT_HISTORY_BUDGET",
    "MAX_AUDIT_DEPTH",
    "AuditBudgets",
    "AuditResult",
    "DomainAudit",
    "DomainGuard",
    "PairAudit",
    "QueryGuard",
    "RayExecutor",
    "audit_domain",
    "certify_by_audit",
    "PlanTestResult",
    "History",
    "HockeyStickTest",
    "RenyiTest",
    "Scope",
    "Adversary",
    "AdversaryLike",
    "PlanTest",
    "Witness",
    "WorstCase",
    "audit",
    "audit_game",
    "describe_test",
    "pdp_delta",
    "SampledAuditResult",
    "SampledEvent",
    "SampledVerdict",
    "sampled_audit",
    "view_distribution",
    "worst_case",
    "RRSimulator",
    "SimulatorState",
    "rr_simulator",
    "view_distance",
    "LPExperiment",
    "TwoRoundBits",
    "experiment_table",
    "lp_experiment",
    "rr_postprocessing",
    "two_round_delta",
]
