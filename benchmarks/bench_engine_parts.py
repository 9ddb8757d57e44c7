"""Where a filter's spawn + answer spends its time: the parts, timed one by one.

Companion to ``bench_engine.py`` (which compares whole runs with OpenDP): this one splits our own
cost, for docs/reference/engine.md. Each row is the best of 7 ``timeit`` repeats, in µs per call,
on a filter state that already holds ``N`` children (the parts must not grow with ``N``).

Run: ``python benchmarks/bench_engine_parts.py``.
"""

from __future__ import annotations

import platform
import sys
import timeit

from combinators.accounting import additive_accumulator, whitehouse_accumulator
from combinators.composition.filters import FilterState, Query, Spawn, filtered
from combinators.machines import to_approx_dp
from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP
from combinators.primitives import laplace, sensitivity_relation
from combinators.prob import sampled_coins

NS = (1_000, 10_000, 100_000)


def _best(fn: object, number: int = 20_000) -> float:
    return min(timeit.repeat(fn, number=number, repeat=7)) / number * 1e6  # type: ignore[arg-type]


def _row(name: str, build: object) -> None:
    cells = []
    for n in NS:
        m, s, spawn = build(n)  # type: ignore[operator]
        coins = sampled_coins(1)
        step = m.step

        def pair(s: FilterState[object] = s) -> None:
            s2, a = step(s, spawn(), coins)
            step(s2, Query(a.index, None), coins)

        cells.append(_best(pair))
    print(f"| {name} | " + " | ".join(f"{c:.1f}" for c in cells) + " |")


def _filled(m: object, data: object, spawn: object, n: int) -> object:
    s = m.init(data)  # type: ignore[attr-defined]
    coins = sampled_coins(0)
    for _ in range(n):
        s, _a = m.step(s, spawn(), coins)  # type: ignore[attr-defined, operator]
    return s


def _pure(n: int) -> tuple[object, object, object]:
    rel = sensitivity_relation(1)
    m = filtered(PureDP(), additive_accumulator(PureDP()), Epsilon(1e12), relation=rel).machine
    child, level = laplace(1.0), Epsilon(1.0)

    def spawn() -> Spawn[Epsilon]:
        return Spawn(child, level)

    return m, _filled(m, 1.0, spawn, n), spawn


def _whitehouse(n: int) -> tuple[object, object, object]:
    rel = sensitivity_relation(1)
    m = filtered(ApproxDP(), whitehouse_accumulator(1e-9, 1e-6), EpsDelta(1e6, 1e-6), relation=rel).machine
    child = to_approx_dp(laplace(100.0))  # pure ⇒ (ε, 0), a proved conversion
    level = child.level

    def spawn() -> Spawn[EpsDelta]:
        return Spawn(child, level)

    return m, _filled(m, 1.0, spawn, n), spawn


def main() -> None:
    print(f"Python {platform.python_version()} on {platform.machine()} ({sys.platform})")
    print("| µs per spawn + answer (messages built in the loop) | " + " | ".join(f"N = {n:,}" for n in NS) + " |")
    print("|---|" + "---|" * len(NS))
    _row("pure DP, additive rule, Laplace child", _pure)
    _row("(ε, δ), Whitehouse rule, Laplace child", _whitehouse)
    print()
    rel = sensitivity_relation(1)
    child, level = laplace(1.0), Epsilon(1.0)
    acc = additive_accumulator(PureDP()).add(level)
    wacc = whitehouse_accumulator(1e-9, 1e-6).add(EpsDelta(0.01, 0.0))
    coins = sampled_coins(2)
    m = filtered(PureDP(), "additive", Epsilon(1e12), relation=rel).machine
    parts = [
        ("Spawn(child, level) + Query(j, None) (the analyst's messages)", lambda: (Spawn(child, level), Query(0, None))),
        ("additive accumulator add (float running sum)", lambda: acc.add(level)),
        ("Whitehouse accumulator add + within", lambda: wacc.add(EpsDelta(0.01, 0.0)).within(EpsDelta(1e6, 1e-6))),
        ("Laplace noise draw (buffered)", lambda: coins.laplace(1.0)),
        ("filter init (empty state)", lambda: m.init(1.0)),
    ]
    print("| part | µs |")
    print("|---|---|")
    for name, fn in parts:
        print(f"| {name} | {_best(fn, 100_000):.2f} |")


if __name__ == "__main__":
    main()
