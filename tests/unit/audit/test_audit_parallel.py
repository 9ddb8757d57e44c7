"""The sharded search: on processes (``concurrent.futures``) and on a local Ray, the worst cases, the
verdicts and the witnesses equal the serial ones, on random finite machines."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from fractions import Fraction as F

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from combinators.audit import HockeyStickTest, RayExecutor, RenyiTest, audit, worst_case
from combinators.errors import InvalidArgument, MissingDependency
from combinators.machines import HALT
from combinators.measures import ApproxDP, EpsDelta, PureDP, Epsilon, Verdict
from combinators.prob import Interval
from combinators.testing.strategies import RRBits, TableMachine, table_machines

PAIRS = st.sampled_from([(0, 1), (0, 2), (1, 2)])
CLAIMS = st.sampled_from([(PureDP(), Epsilon(F(1, 2))), (PureDP(), Epsilon(F(2))), (PureDP(), Epsilon(0.7)),
                          (ApproxDP(), EpsDelta(F(1), F(1, 10))), (ApproxDP(), EpsDelta(0.3, 0.2))])


@pytest.fixture(scope="module")
def processes() -> Iterator[Executor]:
    with ProcessPoolExecutor(2) as ex:
        yield ex


def _same_worst_cases(m: TableMachine, x: tuple[int, int], depth: int, executor: Executor) -> None:
    for test in (HockeyStickTest(F(3, 2), F(0)), HockeyStickTest(Interval(F(1), F(11, 10)), F(0)),
                 RenyiTest(2, Interval(F(1), F(1)))):
        for memo in (False, True):
            serial = worst_case(m, x[0], x[1], (0, 1), depth, test, memo=memo)
            sharded = worst_case(m, x[0], x[1], (0, 1), depth, test, memo=memo, executor=executor)
            assert (sharded.lower, sharded.upper) == (serial.lower, serial.upper)
            if not memo:  # every history visited once either way; with memo the workers' tables are apart
                assert sharded.histories_visited == serial.histories_visited


def _same_audits(m: TableMachine, x: tuple[int, int], depth: int, claim: tuple[object, object],
                 executor: Executor) -> None:
    measure, level = claim
    serial = audit(m, x[0], x[1], (0, 1), depth, measure, level)  # type: ignore[call-overload]
    sharded = audit(m, x[0], x[1], (0, 1), depth, measure, level, executor=executor)  # type: ignore[call-overload]
    assert sharded.verdict is serial.verdict and sharded.reason == serial.reason
    assert sharded.witness == serial.witness and sharded.checks == serial.checks


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(m=table_machines(n_states=3, n_queries=2, n_answers=2), x=PAIRS, depth=st.integers(3, 5), claim=CLAIMS)
def test_processes_give_the_serial_results(m: TableMachine, x: tuple[int, int], depth: int,
                                           claim: tuple[object, object], processes: Executor) -> None:
    _same_worst_cases(m, x, depth, processes)
    _same_audits(m, x, depth, claim, processes)


def test_threads_and_a_deep_search_give_the_serial_results() -> None:
    """Any Executor will do; at depth 7 the shards are 36 subtrees of the 6^6 below level 2."""
    test = HockeyStickTest(F(3), F(0))
    m = RRBits(F(3, 4))
    serial = worst_case(m, (0, 0, 0), (1, 0, 0), (0, 1, 2), 7, test, memo=False)
    seen: list[tuple[int, int]] = []
    with ThreadPoolExecutor(2) as ex:
        sharded = worst_case(m, (0, 0, 0), (1, 0, 0), (0, 1, 2), 7, test, memo=False, executor=ex,
                             progress=lambda n, total: seen.append((n, total)))
    assert sharded == serial
    # the progress of a sharded search: one report per finished chunk, then the exact total
    assert len(seen) > 2 and seen[-1] == (serial.histories_visited, serial.histories_visited)
    assert [n for n, _ in seen] == sorted(n for n, _ in seen)


def test_an_executor_is_checked() -> None:
    with pytest.raises(InvalidArgument, match="executor= must be a concurrent.futures.Executor"):
        audit(RRBits(F(3, 4)), (0, 0, 0), (1, 0, 0), (0, 1, 2), 3, executor=2)  # type: ignore[call-overload]


def test_the_budget_holds_across_shards(processes: Executor) -> None:
    """Each worker has the remaining budget, and their visits together must keep it too."""
    m = RRBits(F(3, 4))
    r = audit(m, (0, 0, 0), (1, 0, 0), (0, 1, 2), 6, ApproxDP(), EpsDelta(F(1), F(1, 10)), history_budget=100,
              executor=processes)
    assert r.verdict is Verdict.INCONCLUSIVE and "more than 100 histories" in r.reason


RAY = importlib.util.find_spec("ray") is not None


@pytest.mark.skipif(not RAY, reason="ray is not installed (the 'ray' extra); docs/design.md: this check is run "
                                    "locally, not in CI")
def test_a_local_ray_gives_the_serial_results() -> None:
    ex = RayExecutor(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        for seed, (x, claim) in enumerate([((0, 1), (PureDP(), Epsilon(F(1, 2)))), ((1, 2), (ApproxDP(),
                                                                                             EpsDelta(0.3, 0.2)))]):
            m = _OTHER if seed else _FIXED
            _same_worst_cases(m, x, 4, ex)
            _same_audits(m, x, 4, claim, ex)
    finally:
        ex.shutdown()


@pytest.mark.skipif(RAY, reason="ray is installed")
def test_without_ray_the_executor_names_the_extra() -> None:
    with pytest.raises(MissingDependency, match=r"pip install 'combinators\[ray\]'"):
        RayExecutor()


_FIXED = TableMachine((
    ((((0, 0), F(1, 2)), ((1, 1), F(1, 2))), (((0, 2), F(1, 3)), ((1, 0), F(2, 3)))),
    ((((1, 0), F(3, 4)), ((0, 2), F(1, 4))), (((0, 1), F(1, 1)),)),
    ((((0, 1), F(1, 5)), ((1, 2), F(4, 5))), (((1, 1), F(1, 2)), ((HALT, 0), F(1, 2)))),
))
_OTHER = TableMachine((
    ((((1, 1), F(2, 3)), ((0, 2), F(1, 3))), (((1, 1), F(1, 4)), ((0, 0), F(3, 4)))),
    ((((0, 0), F(1, 2)), ((HALT, 0), F(1, 2))), (((0, 2), F(2, 5)), ((1, 1), F(3, 5)))),
    ((((1, 2), F(1, 1)),), (((0, 0), F(1, 6)), ((1, 2), F(5, 6)))),
))
