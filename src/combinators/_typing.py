"""Shared type variables, named by role and marked with their variance (style rule 10)."""

from __future__ import annotations

from typing import TypeVar

__all__ = ["A", "A_co", "B", "D", "MA", "MQ", "Q", "Q_contra", "RA", "RA_contra", "RQ", "RQ_co",
           "S", "S1", "S2", "T_co", "X", "X_contra", "Y", "Z"]

X = TypeVar("X")                      # data
X_contra = TypeVar("X_contra", contravariant=True)
S = TypeVar("S")                      # machine state
S1 = TypeVar("S1")
S2 = TypeVar("S2")
Q = TypeVar("Q")                      # query (left message)
Q_contra = TypeVar("Q_contra", contravariant=True)
A = TypeVar("A")                      # answer
A_co = TypeVar("A_co", covariant=True)
B = TypeVar("B")
MQ = TypeVar("MQ")                    # what a post-processor sends to the wrapped mechanism
MA = TypeVar("MA")                    # what comes back from it
RQ = TypeVar("RQ")
RQ_co = TypeVar("RQ_co", covariant=True)
RA = TypeVar("RA")
RA_contra = TypeVar("RA_contra", contravariant=True)
T_co = TypeVar("T_co", covariant=True)
D = TypeVar("D")                      # privacy level (distance), invariant
Y = TypeVar("Y")                      # a noninteractive release
Z = TypeVar("Z")
