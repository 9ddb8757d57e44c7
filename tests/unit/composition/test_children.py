"""The persistent vector's public entry points refuse bad arguments with a library error; its
structure is exercised by the filters' tests (test_filters_stateful.py)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from combinators.composition._children import IndexOutOfRange, pvector
from combinators.errors import InvalidArgument


@pytest.mark.parametrize("bad", [5.0, None, True, "ab", {1: 2}, object()], ids=repr)
def test_pvector_takes_an_iterable_but_no_string(bad: object) -> None:
    """A number is refused by name; a string is refused rather than iterated as its characters."""
    with pytest.raises(InvalidArgument, match="items=.* must be an iterable"):
        pvector(bad)  # type: ignore[arg-type]  # misuse on purpose


def test_pvector_takes_any_iterable() -> None:
    assert list(pvector(x for x in range(40))) == list(range(40)) == list(pvector(range(40)))


@pytest.mark.parametrize("bad", [True, 0.0, 5e-324, math.nan, math.inf, np.float64(1.0), "0", None, ()], ids=repr)
def test_set_takes_an_int_index(bad: object) -> None:
    """A float or a bool index is refused by name (True is not taken as 1)."""
    with pytest.raises(InvalidArgument, match="index=.* must be an int"):
        pvector([1, 2]).set(bad, 5)  # type: ignore[arg-type]  # misuse on purpose


@pytest.mark.parametrize("index", [2, -3, 10**400, -(10**5000)], ids=["2", "-3", "10**400", "-10**5000"])
def test_set_out_of_range_is_a_library_error_and_an_index_error(index: int) -> None:
    with pytest.raises(IndexOutOfRange, match="out of range for a vector of length 2") as caught:
        pvector([1, 2]).set(index, 5)
    assert isinstance(caught.value, InvalidArgument)
    assert isinstance(caught.value, IndexError)


def test_set_takes_a_numpy_integer_and_counts_negative_indices_from_the_end() -> None:
    v = pvector([1, 2])
    assert v.set(np.int64(1), 5) == pvector([1, 5]) == v.set(-1, 5)  # type: ignore[arg-type]  # numpy's int
