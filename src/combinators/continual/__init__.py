"""Continual mechanisms (Henzinger–Safavi–Vadhan 2024): mechanisms whose data arrive as messages,
interleaved with queries, both chosen adaptively.

- ``as_continual`` (``lift``): a mechanism that takes data, as a continual mechanism (Def 3.1).
- ``verification``: verification functions, the neighbouring notions of the privacy game
  ``verifier(f) @ identifier(b) @ M`` (Defs 3.3–3.7): ``im_style``, ``event_level``,
  ``user_level``, ``interleaved``, ``sequence_relation``, and ``suitable`` (Def 4.5), the base of
  every composition of ``combinators.composition.ext_concurrent()``.
- ``compositions``: concurrent composition of continual mechanisms: fixed mechanisms (Def 4.9),
  fixed levels (Def 4.11), filters (Def 12.2).
- ``parallel``: k-sparse parallel composition (Defs 5.1, 5.3, 5.8, 5.10, 5.13);
  ``counterexamples``: where unbounded parallel composition of approximate-DP or Rényi-DP
  mechanisms fails (Thms 5.2, 1.4, 13.5).
- ``counters``, ``svt``, ``hss``: the binary-tree counter, the d-counter, sparse vector with updates
  and the continual monotone histogram (§7).
- ``modular`` and ``taint``: the modular design theorem (Thm 6.1, Cor 6.6): controllers over
  sub-mechanisms, tainted inputs, and the paired run that checks the f → f′ property.
- ``local``: local differential privacy (§8–9): local protocols, the ∼_{k,∼*} relation, the
  Cor 8.8 accountant and core decomposition.

The headline names are re-exported here; the rest live in their modules.
"""

from .compositions import filter_composition as filter_composition
from .compositions import fixed_levels as fixed_levels
from .compositions import fixed_mechanisms as fixed_mechanisms
from .counters import d_counter as d_counter
from .counters import gaussian_tree_counter as gaussian_tree_counter
from .counters import tree_counter as tree_counter
from .hss import hss_histogram as hss_histogram
from .lift import Continual as Continual
from .lift import as_continual as as_continual
from .local import core_decomposition as core_decomposition
from .local import local_dp_level as local_dp_level
from .local import local_protocol as local_protocol
from .local import sparse_parallel_relation as sparse_parallel_relation
from .modular import Controller as Controller
from .modular import paired_run as paired_run
from .parallel import product_budget_parallel as product_budget_parallel
from .parallel import rr_budget as rr_budget
from .parallel import rr_parallel as rr_parallel
from .parallel import sparse_parallel as sparse_parallel
from .parallel import sparse_parallel_fpc as sparse_parallel_fpc
from .svt import sparse_vector as sparse_vector
from .taint import Tainted as Tainted
from .verification import event_level as event_level
from .verification import im_style as im_style
from .verification import interleaved as interleaved
from .verification import sequence_relation as sequence_relation
from .verification import suitable as suitable
from .verification import user_level as user_level

__all__ = [
    "Continual",
    "Controller",
    "Tainted",
    "as_continual",
    "core_decomposition",
    "d_counter",
    "event_level",
    "filter_composition",
    "fixed_levels",
    "fixed_mechanisms",
    "gaussian_tree_counter",
    "hss_histogram",
    "im_style",
    "interleaved",
    "local_dp_level",
    "local_protocol",
    "paired_run",
    "product_budget_parallel",
    "rr_budget",
    "rr_parallel",
    "sequence_relation",
    "sparse_parallel",
    "sparse_parallel_fpc",
    "sparse_parallel_relation",
    "sparse_vector",
    "suitable",
    "tree_counter",
    "user_level",
]
