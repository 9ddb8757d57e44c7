"""Hypothesis profiles: ``dev`` (default, random) and ``ci`` (derandomized and bounded)."""

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
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

# tests/typing/ holds files for mypy only (fail_*.py misuses the API on purpose): never import them.
collect_ignore = ["typing"]
