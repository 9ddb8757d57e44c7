"""Calibration of the sampled audit: power on under-noised mechanisms, false alarms on correct ones.

Four cases on the neighbouring pair (0, 1) of a sensitivity-1 query, each run on seeds 0…S−1 at
confidence 0.99 (α = 0.01):

- Laplace, scale 0.8 (so (1/0.8 = 1.25)-DP), claimed ε = 1: must be refuted on every seed;
- Laplace, scale 1, claimed ε = 1 (its own certificate, tight): must never be refuted;
- Gaussian, σ = 1, claimed (1, δ(1)) with δ(ε) its exact profile (Balle, Wang 2018, Thm 8),
  tight: must never be refuted;
- Gaussian, σ = 0.8, claimed the (1, δ(1)) of σ = 1: should be refuted;
- Gaussian, σ = 1, under its own certificate ρ = 1/2 (zCDP, tight; Rényi tests on the two-point
  law of the event): must never be refuted;
- Gaussian, σ = 0.5 (ρ = 2), claimed ρ = 1/2: should be refuted.

The false-alarm rate of a correct claim is at most α by construction (the event is chosen on one
half of the draws and tested on the other with Clopper–Pearson bounds at α/2 each); these claims
sit exactly on the boundary, where a test with bounds too tight would show it.

Run: ``python benchmarks/bench_sampled_audit.py [samples] [seeds] [claim]`` (defaults 10^6 and 100;
about 1–2 s per run of 10^6 draws on each input; ``claim``, e.g. ``ρ``, keeps the rows whose claim
contains it).
"""

from __future__ import annotations

import math
import platform
import sys
import time

from _versions import installed

from combinators.audit import SampledVerdict, sampled_audit
from combinators.measures import ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, Rho
from combinators.primitives import gaussian, laplace

CONFIDENCE = 0.99


def gaussian_delta(eps: float, mu: float) -> float:
    """δ(ε) of two Gaussians μ standard deviations apart (Balle, Wang 2018, Thm 8)."""
    def phi(x: float) -> float:
        return 0.5 * math.erfc(-x / math.sqrt(2))

    return phi(mu / 2 - eps / mu) - math.exp(eps) * phi(-mu / 2 - eps / mu)


def main(samples: int, seeds: int, only: str | None = None) -> None:
    claim_g = EpsDelta(1.0, gaussian_delta(1.0, 1.0) * (1 + 1e-9))
    cases = [
        ("Laplace b=0.8 (ε=1.25)", laplace(scale=0.8), (PureDP(), Epsilon(1.0)), "ε=1", True),
        ("Laplace b=1   (ε=1)", laplace(scale=1.0), (PureDP(), Epsilon(1.0)), "ε=1", False),
        ("Gaussian σ=1", gaussian(sigma=1.0), (ApproxDP(), claim_g), f"(1, {claim_g.delta:.4f})", False),
        ("Gaussian σ=0.8", gaussian(sigma=0.8), (ApproxDP(), claim_g), f"(1, {claim_g.delta:.4f})", True),
        ("Gaussian σ=1", gaussian(sigma=1.0), (ZCDP(), Rho(0.5)), "ρ=0.5", False),
        ("Gaussian σ=0.5 (ρ=2)", gaussian(sigma=0.5), (ZCDP(), Rho(0.5)), "ρ=0.5", True),
    ]
    print(f"# sampled audit calibration: {samples:,} draws per input, seeds 0..{seeds - 1}, confidence {CONFIDENCE}")
    print(f"# python {platform.python_version()}, numpy {installed('numpy')}, combinators {installed('combinators')}")
    print(f"{'mechanism':<24} {'claim':<12} {'truth':<10} {'refuted':>9} {'median ε_lo':>12} {'median δ_lo':>12} "
          f"{'s/run':>7}")
    for name, m, (measure, level), claim, broken in cases:
        if only is not None and only not in claim:
            continue
        t = time.perf_counter()
        results = [sampled_audit(m, 0.0, 1.0, measure, level, seed=s, samples=samples, confidence=CONFIDENCE)
                   for s in range(seeds)]
        per_run = (time.perf_counter() - t) / seeds
        refuted = sum(r.verdict is SampledVerdict.VIOLATED for r in results)
        eps = sorted(r.epsilon_lower for r in results)[seeds // 2]
        dl = sorted(r.delta_lower for r in results)[seeds // 2]
        truth = "broken" if broken else "correct"
        print(f"{name:<24} {claim:<12} {truth:<10} {refuted:>4}/{seeds:<4} {eps:>12.4f} {dl:>12.5f} {per_run:>7.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10**6, int(sys.argv[2]) if len(sys.argv) > 2 else 100,
         sys.argv[3] if len(sys.argv) > 3 else None)
