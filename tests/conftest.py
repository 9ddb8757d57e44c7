"""Hypothesis profiles: ``dev`` (default, random), ``ci`` (derandomized and bounded) and ``nightly``
(long random runs: ``HYPOTHESIS_PROFILE=nightly``)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("dev", max_examples=100, deadline=None)
settings.register_profile(
    "ci",
    max_examples=60,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
# Nightly: long random runs (not derandomized), at least 10^4 steps per stateful machine
# (tests/unit/composition/test_filters_stateful.py); select it with HYPOTHESIS_PROFILE=nightly.
settings.register_profile(
    "nightly",
    max_examples=1000,
    stateful_step_count=100,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

# tests/typing/ holds files for mypy only (fail_*.py misuses the API on purpose): never import them.
collect_ignore = ["typing"]
