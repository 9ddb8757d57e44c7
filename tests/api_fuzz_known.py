"""The public-API fuzz test's allowlist: failures in files other areas of issue 10 own.

One entry per (callable, parameter, bad-value kind), under a comment naming the area of issue 10
that owns the fix; the value is (owner, outcome: raw, silent, hang or refused-number), the comment
says how it fails today. Entries whose failure is fixed make
``tests/test_public_api_fuzz.py`` fail until they are deleted, so the list only shrinks: the goal is
an empty dict. Regenerate the lines with ``PYTHONPATH=src python tests/api_fuzz.py``.
"""

from __future__ import annotations

KNOWN_FAILURES: dict[tuple[str, str, str], tuple[str, str]] = {
    # ---- audit -------------------------------------------------------------------------------------
    ('combinators.audit', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.audit.QueryGuard', 'queries', 'empty'): ('audit', 'silent'),  # () accepted
    ('combinators.audit.Strategy', 'moves', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'empty'): ('audit', 'silent'),  # () accepted
    ('combinators.audit.Strategy', 'moves', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'str'): ('audit', 'raw'),  # ValueError: not enough values to unpack (expected 2, got 1)
    ('combinators.audit.Strategy', 'moves', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.Strategy', 'moves', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.Strategy.from_mapping', 'moves', '-inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'bool'): ('audit', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'empty'): ('audit', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'huge'): ('audit', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'nan'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'neg'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'none'): ('audit', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'opaque'): ('audit', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'str'): ('audit', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'subnormal'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.Strategy.from_mapping', 'moves', 'zero'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.audit_domain', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.audit.describe_test', 'test', '-inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'bool'): ('audit', 'raw'),  # AttributeError: 'bool' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'empty'): ('audit', 'raw'),  # AttributeError: 'tuple' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'huge'): ('audit', 'raw'),  # AttributeError: 'int' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'nan'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'neg'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'none'): ('audit', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'opaque'): ('audit', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'str'): ('audit', 'raw'),  # AttributeError: 'str' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'subnormal'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'bound'
    ('combinators.audit.describe_test', 'test', 'zero'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'bound'
    ('combinators.audit.pdp_delta', 'p', '-inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'bool'): ('audit', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'empty'): ('audit', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'huge'): ('audit', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'nan'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'neg'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'none'): ('audit', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'opaque'): ('audit', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'str'): ('audit', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'subnormal'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'p', 'zero'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.audit.pdp_delta', 'q', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'empty'): ('audit', 'raw'),  # IndexError: tuple index out of range
    ('combinators.audit.pdp_delta', 'q', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.view_distribution', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.audit.view_distribution', 'mechanism', '-inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'bool'): ('audit', 'raw'),  # AttributeError: 'bool' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'empty'): ('audit', 'raw'),  # AttributeError: 'tuple' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'huge'): ('audit', 'raw'),  # AttributeError: 'int' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'nan'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'neg'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'none'): ('audit', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'opaque'): ('audit', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'str'): ('audit', 'raw'),  # AttributeError: 'str' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'subnormal'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'mechanism', 'zero'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.audit.view_distribution', 'strategy', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'empty'): ('audit', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'str'): ('audit', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.audit.view_distribution', 'strategy', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.audit.worst_case', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.audit.worst_case', 'test', '-inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'bool'): ('audit', 'raw'),  # AttributeError: 'bool' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'empty'): ('audit', 'raw'),  # AttributeError: 'tuple' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'huge'): ('audit', 'raw'),  # AttributeError: 'int' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'inf'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'nan'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'neg'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'none'): ('audit', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'opaque'): ('audit', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'str'): ('audit', 'raw'),  # AttributeError: 'str' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'subnormal'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'alpha'
    ('combinators.audit.worst_case', 'test', 'zero'): ('audit', 'raw'),  # AttributeError: 'float' object has no attribute 'alpha'
    ('combinators.audit_game', 'data', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'data', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.audit_game', 'data', 'empty'): ('audit', 'raw'),  # IndexError: tuple index out of range
    ('combinators.audit_game', 'data', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.audit_game', 'data', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'data', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'data', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'data', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.audit_game', 'data', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.audit_game', 'data', 'str'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for -: 'int' and 'str'
    ('combinators.audit_game', 'data', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'data', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.certify_by_audit', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.prob.enumerate_step', 'args', '-inf'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'bool'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'huge'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'inf'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'nan'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'neg'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'none'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'opaque'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'str'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'subnormal'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'args', 'zero'): ('audit', 'raw'),  # TypeError: _overrides.<locals>.<lambda>() takes 1 positional argument 
    ('combinators.prob.enumerate_step', 'step', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'empty'): ('audit', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'str'): ('audit', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.prob.enumerate_step', 'step', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not callable
    # ---- bounded -----------------------------------------------------------------------------------
    ('combinators.accounting.AdditiveAccumulator', 'count', 'np.int64'): ('bounded', 'refused-number'),  # np.int64(0) refused
    ('combinators.accounting.Filter', 'accumulator', '-inf'): ('bounded', 'silent'),  # -inf accepted
    ('combinators.accounting.Filter', 'accumulator', 'bool'): ('bounded', 'silent'),  # True accepted
    ('combinators.accounting.Filter', 'accumulator', 'empty'): ('bounded', 'silent'),  # () accepted
    ('combinators.accounting.Filter', 'accumulator', 'huge'): ('bounded', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.accounting.Filter', 'accumulator', 'inf'): ('bounded', 'silent'),  # inf accepted
    ('combinators.accounting.Filter', 'accumulator', 'nan'): ('bounded', 'silent'),  # nan accepted
    ('combinators.accounting.Filter', 'accumulator', 'neg'): ('bounded', 'silent'),  # -1.0 accepted
    ('combinators.accounting.Filter', 'accumulator', 'none'): ('bounded', 'silent'),  # None accepted
    ('combinators.accounting.Filter', 'accumulator', 'opaque'): ('bounded', 'silent'),  # <opaque> accepted
    ('combinators.accounting.Filter', 'accumulator', 'str'): ('bounded', 'silent'),  # '1' accepted
    ('combinators.accounting.Filter', 'accumulator', 'subnormal'): ('bounded', 'silent'),  # 5e-324 accepted
    ('combinators.accounting.Filter', 'accumulator', 'zero'): ('bounded', 'silent'),  # 0.0 accepted
    ('combinators.accounting.Filter', 'budget', '-inf'): ('bounded', 'silent'),  # -inf accepted
    ('combinators.accounting.Filter', 'budget', 'bool'): ('bounded', 'silent'),  # True accepted
    ('combinators.accounting.Filter', 'budget', 'empty'): ('bounded', 'silent'),  # () accepted
    ('combinators.accounting.Filter', 'budget', 'huge'): ('bounded', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.accounting.Filter', 'budget', 'inf'): ('bounded', 'silent'),  # inf accepted
    ('combinators.accounting.Filter', 'budget', 'nan'): ('bounded', 'silent'),  # nan accepted
    ('combinators.accounting.Filter', 'budget', 'neg'): ('bounded', 'silent'),  # -1.0 accepted
    ('combinators.accounting.Filter', 'budget', 'none'): ('bounded', 'silent'),  # None accepted
    ('combinators.accounting.Filter', 'budget', 'opaque'): ('bounded', 'silent'),  # <opaque> accepted
    ('combinators.accounting.Filter', 'budget', 'str'): ('bounded', 'silent'),  # '1' accepted
    ('combinators.accounting.Filter', 'budget', 'subnormal'): ('bounded', 'silent'),  # 5e-324 accepted
    ('combinators.accounting.Filter', 'budget', 'wrong-level'): ('bounded', 'silent'),  # Rho(0.5) accepted
    ('combinators.accounting.Filter', 'budget', 'zero'): ('bounded', 'silent'),  # 0.0 accepted
    ('combinators.accounting.GaussianAccumulator', 'count', 'np.int64'): ('bounded', 'refused-number'),  # np.int64(0) refused
    ('combinators.accounting.ScalarAccumulator', 'count', 'np.int64'): ('bounded', 'refused-number'),  # np.int64(0) refused
    ('combinators.accounting.ScalarAccumulator', 'measure', '-inf'): ('bounded', 'silent'),  # -inf accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'bool'): ('bounded', 'silent'),  # True accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'empty'): ('bounded', 'silent'),  # () accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'huge'): ('bounded', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.accounting.ScalarAccumulator', 'measure', 'inf'): ('bounded', 'silent'),  # inf accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'nan'): ('bounded', 'silent'),  # nan accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'neg'): ('bounded', 'silent'),  # -1.0 accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'none'): ('bounded', 'silent'),  # None accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'opaque'): ('bounded', 'silent'),  # <opaque> accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'str'): ('bounded', 'silent'),  # '1' accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'subnormal'): ('bounded', 'silent'),  # 5e-324 accepted
    ('combinators.accounting.ScalarAccumulator', 'measure', 'zero'): ('bounded', 'silent'),  # 0.0 accepted
    ('combinators.accounting.ScalarAccumulator', 'total', 'np.float32'): ('bounded', 'refused-number'),  # np.float32(0.0) refused
    ('combinators.accounting.ScalarAccumulator', 'total', 'np.float64'): ('bounded', 'refused-number'),  # np.float64(0.0) refused
    ('combinators.accounting.WhitehouseAccumulator', 'count', 'np.int64'): ('bounded', 'refused-number'),  # np.int64(0) refused
    ('combinators.accounting.admitted_prefix', 'accumulator', '-inf'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'bool'): ('bounded', 'raw'),  # AttributeError: 'bool' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'empty'): ('bounded', 'raw'),  # AttributeError: 'tuple' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'huge'): ('bounded', 'raw'),  # AttributeError: 'int' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'inf'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'nan'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'neg'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'none'): ('bounded', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'opaque'): ('bounded', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'str'): ('bounded', 'raw'),  # AttributeError: 'str' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'subnormal'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'accumulator', 'zero'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'admits'
    ('combinators.accounting.admitted_prefix', 'levels', '-inf'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'bool'): ('bounded', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'huge'): ('bounded', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'inf'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'nan'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'neg'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'none'): ('bounded', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'opaque'): ('bounded', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'subnormal'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.admitted_prefix', 'levels', 'zero'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.continues', 'accumulator', '-inf'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'bool'): ('bounded', 'raw'),  # AttributeError: 'bool' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'empty'): ('bounded', 'raw'),  # AttributeError: 'tuple' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'huge'): ('bounded', 'raw'),  # AttributeError: 'int' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'inf'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'nan'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'neg'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'none'): ('bounded', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'opaque'): ('bounded', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'str'): ('bounded', 'raw'),  # AttributeError: 'str' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'subnormal'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'add'
    ('combinators.accounting.continues', 'accumulator', 'zero'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'add'
    ('combinators.accounting.continues', 'levels', '-inf'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.continues', 'levels', 'bool'): ('bounded', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.accounting.continues', 'levels', 'huge'): ('bounded', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.accounting.continues', 'levels', 'inf'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.continues', 'levels', 'nan'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.continues', 'levels', 'neg'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.continues', 'levels', 'none'): ('bounded', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.accounting.continues', 'levels', 'opaque'): ('bounded', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.accounting.continues', 'levels', 'subnormal'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.continues', 'levels', 'zero'): ('bounded', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.accounting.optimal', 'grid', 'huge'): ('bounded', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.accounting.optimal', 'grid', 'subnormal'): ('bounded', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.accounting.privacy_filter', 'accumulator', '-inf'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'bool'): ('bounded', 'raw'),  # AttributeError: 'bool' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'empty'): ('bounded', 'raw'),  # AttributeError: 'tuple' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'huge'): ('bounded', 'raw'),  # AttributeError: 'int' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'inf'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'nan'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'neg'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'none'): ('bounded', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'opaque'): ('bounded', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'str'): ('bounded', 'raw'),  # AttributeError: 'str' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'subnormal'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'within'
    ('combinators.accounting.privacy_filter', 'accumulator', 'zero'): ('bounded', 'raw'),  # AttributeError: 'float' object has no attribute 'within'
    # ---- conversions -------------------------------------------------------------------------------
    ('FDP().compose', 'levels', '-inf'): ('conversions', 'raw'),  # TypeError: 'float' object is not iterable
    ('FDP().compose', 'levels', 'bool'): ('conversions', 'raw'),  # TypeError: 'bool' object is not iterable
    ('FDP().compose', 'levels', 'huge'): ('conversions', 'raw'),  # TypeError: 'int' object is not iterable
    ('FDP().compose', 'levels', 'inf'): ('conversions', 'raw'),  # TypeError: 'float' object is not iterable
    ('FDP().compose', 'levels', 'nan'): ('conversions', 'raw'),  # TypeError: 'float' object is not iterable
    ('FDP().compose', 'levels', 'neg'): ('conversions', 'raw'),  # TypeError: 'float' object is not iterable
    ('FDP().compose', 'levels', 'none'): ('conversions', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('FDP().compose', 'levels', 'opaque'): ('conversions', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('FDP().compose', 'levels', 'subnormal'): ('conversions', 'raw'),  # TypeError: 'float' object is not iterable
    ('FDP().compose', 'levels', 'zero'): ('conversions', 'raw'),  # TypeError: 'float' object is not iterable
    ('FDP().divergence', 'p', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'p', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('FDP().divergence', 'p', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('FDP().divergence', 'p', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('FDP().divergence', 'p', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'p', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'p', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'p', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('FDP().divergence', 'p', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('FDP().divergence', 'p', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('FDP().divergence', 'p', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'p', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'q', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'q', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('FDP().divergence', 'q', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('FDP().divergence', 'q', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('FDP().divergence', 'q', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'q', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'q', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'q', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('FDP().divergence', 'q', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('FDP().divergence', 'q', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('FDP().divergence', 'q', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FDP().divergence', 'q', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.gdp_delta', 'mu', 'huge'): ('conversions', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.accounting.gdp_epsilon', 'mu', 'huge'): ('conversions', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.accounting.pld_of_pair', 'p', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'p', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.pld_of_pair', 'q', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.accounting.profile_delta', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.accounting.zcdp_delta', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.accounting.zcdp_rho_budget', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.measures.PrivacyProfile', 'tradeoff', '-inf'): ('conversions', 'silent'),  # -inf accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'bool'): ('conversions', 'silent'),  # True accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'empty'): ('conversions', 'silent'),  # () accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'huge'): ('conversions', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'inf'): ('conversions', 'silent'),  # inf accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'nan'): ('conversions', 'silent'),  # nan accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'neg'): ('conversions', 'silent'),  # -1.0 accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'none'): ('conversions', 'silent'),  # None accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'opaque'): ('conversions', 'silent'),  # <opaque> accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'str'): ('conversions', 'silent'),  # '1' accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'subnormal'): ('conversions', 'silent'),  # 5e-324 accepted
    ('combinators.measures.PrivacyProfile', 'tradeoff', 'zero'): ('conversions', 'silent'),  # 0.0 accepted
    ('combinators.measures.conversions.gdp_to_approx_dp', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.measures.conversions.tradeoff_to_approx_dp', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.measures.f_eps_delta', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.measures.gaussian_to_piecewise', 'slopes', 'huge'): ('conversions', 'raw'),  # OverflowError: int too large to convert to float
    ('combinators.measures.tradeoff_of_pair', 'p', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'p', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.tradeoff_of_pair', 'q', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('pld_of_pair(p, q).delta', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('pld_of_pair(p, q).self_compose', 'k', 'huge'): ('conversions', 'raw'),  # OverflowError: cannot fit 'int' into an index-sized integer
    ('tradeoff_to_profile(gaussian).delta', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    # ---- depth -------------------------------------------------------------------------------------
    ('combinators.machines.NIMState', 'released', '-inf'): ('depth', 'silent'),  # -inf accepted
    ('combinators.machines.NIMState', 'released', 'empty'): ('depth', 'silent'),  # () accepted
    ('combinators.machines.NIMState', 'released', 'huge'): ('depth', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.NIMState', 'released', 'inf'): ('depth', 'silent'),  # inf accepted
    ('combinators.machines.NIMState', 'released', 'nan'): ('depth', 'silent'),  # nan accepted
    ('combinators.machines.NIMState', 'released', 'neg'): ('depth', 'silent'),  # -1.0 accepted
    ('combinators.machines.NIMState', 'released', 'none'): ('depth', 'silent'),  # None accepted
    ('combinators.machines.NIMState', 'released', 'opaque'): ('depth', 'silent'),  # <opaque> accepted
    ('combinators.machines.NIMState', 'released', 'str'): ('depth', 'silent'),  # '1' accepted
    ('combinators.machines.NIMState', 'released', 'subnormal'): ('depth', 'silent'),  # 5e-324 accepted
    ('combinators.machines.NIMState', 'released', 'zero'): ('depth', 'silent'),  # 0.0 accepted
    # ---- levels ------------------------------------------------------------------------------------
    ('ApproxDP().compose', 'levels', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxDP().compose', 'levels', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not iterable
    ('ApproxDP().compose', 'levels', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not iterable
    ('ApproxDP().compose', 'levels', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxDP().compose', 'levels', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxDP().compose', 'levels', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxDP().compose', 'levels', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('ApproxDP().compose', 'levels', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('ApproxDP().compose', 'levels', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxDP().compose', 'levels', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxDP().leq', 'a', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'a', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('ApproxDP().leq', 'b', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().compose', 'levels', '-inf'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('PureDP().compose', 'levels', 'bool'): ('levels', 'raw'),  # TypeError: object of type 'bool' has no len()
    ('PureDP().compose', 'levels', 'huge'): ('levels', 'raw'),  # TypeError: object of type 'int' has no len()
    ('PureDP().compose', 'levels', 'inf'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('PureDP().compose', 'levels', 'nan'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('PureDP().compose', 'levels', 'neg'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('PureDP().compose', 'levels', 'none'): ('levels', 'raw'),  # TypeError: object of type 'NoneType' has no len()
    ('PureDP().compose', 'levels', 'opaque'): ('levels', 'raw'),  # TypeError: object of type '_Opaque' has no len()
    ('PureDP().compose', 'levels', 'subnormal'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('PureDP().compose', 'levels', 'zero'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('PureDP().divergence', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().divergence', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().divergence', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().divergence', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('PureDP().divergence', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('PureDP().divergence', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('PureDP().divergence', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().divergence', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().divergence', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().divergence', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('PureDP().divergence', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('PureDP().divergence', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().divergence', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().leq', 'a', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('PureDP().leq', 'a', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('PureDP().leq', 'b', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).compose', 'levels', '-inf'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'bool'): ('levels', 'raw'),  # TypeError: object of type 'bool' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'huge'): ('levels', 'raw'),  # TypeError: object of type 'int' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'inf'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'nan'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'neg'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'none'): ('levels', 'raw'),  # TypeError: object of type 'NoneType' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'opaque'): ('levels', 'raw'),  # TypeError: object of type '_Opaque' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'subnormal'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('RenyiDP(2.0).compose', 'levels', 'zero'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('RenyiDP(2.0).leq', 'a', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'a', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('RenyiDP(2.0).leq', 'b', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('ZCDP().bounds', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().bounds', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().bounds', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().bounds', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('ZCDP().bounds', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('ZCDP().bounds', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('ZCDP().bounds', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().bounds', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().bounds', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().bounds', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('ZCDP().bounds', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('ZCDP().bounds', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().bounds', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().compose', 'levels', '-inf'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('ZCDP().compose', 'levels', 'bool'): ('levels', 'raw'),  # TypeError: object of type 'bool' has no len()
    ('ZCDP().compose', 'levels', 'huge'): ('levels', 'raw'),  # TypeError: object of type 'int' has no len()
    ('ZCDP().compose', 'levels', 'inf'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('ZCDP().compose', 'levels', 'nan'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('ZCDP().compose', 'levels', 'neg'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('ZCDP().compose', 'levels', 'none'): ('levels', 'raw'),  # TypeError: object of type 'NoneType' has no len()
    ('ZCDP().compose', 'levels', 'opaque'): ('levels', 'raw'),  # TypeError: object of type '_Opaque' has no len()
    ('ZCDP().compose', 'levels', 'subnormal'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('ZCDP().compose', 'levels', 'zero'): ('levels', 'raw'),  # TypeError: object of type 'float' has no len()
    ('ZCDP().divergence', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().divergence', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().divergence', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().divergence', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('ZCDP().divergence', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('ZCDP().divergence', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('ZCDP().divergence', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().divergence', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().divergence', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().divergence', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('ZCDP().divergence', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('ZCDP().divergence', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().divergence', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().leq', 'a', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Epsilon' object has no attribute 'rho'
    ('ZCDP().leq', 'a', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'b', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'wrong-level'): ('levels', 'raw'),  # AttributeError: 'Epsilon' object has no attribute 'rho'
    ('ZCDP().leq', 'b', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.composition.ConComp', 'certificates', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.ConComp', 'certificates', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.ConComp', 'certificates', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.ConComp', 'certificates', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.ConComp', 'certificates', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.ConComp', 'certificates', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.ConComp', 'certificates', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.ConComp', 'certificates', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.ConComp', 'certificates', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.ConComp', 'certificates', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.ConComp', 'certificates', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.ConComp', 'children', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.ConComp', 'children', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.composition.ConComp', 'children', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.composition.ConComp', 'children', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.ConComp', 'children', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.ConComp', 'children', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.ConComp', 'children', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.composition.ConComp', 'children', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.composition.ConComp', 'children', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.ConComp', 'children', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.ConComp', 'theorem', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.ConComp', 'theorem', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.ConComp', 'theorem', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.ConComp', 'theorem', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.ConComp', 'theorem', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.ConComp', 'theorem', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.ConComp', 'theorem', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.ConComp', 'theorem', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.ConComp', 'theorem', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.ConComp', 'theorem', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.ConComp', 'theorem', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.Exhausted', 'children', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.Exhausted', 'children', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.Exhausted', 'children', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.Exhausted', 'children', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.Exhausted', 'children', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.Exhausted', 'children', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.Exhausted', 'children', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.Exhausted', 'children', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.Exhausted', 'children', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.Exhausted', 'reason', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.Exhausted', 'reason', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.Exhausted', 'reason', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.Exhausted', 'reason', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.Exhausted', 'reason', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.Exhausted', 'reason', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.Exhausted', 'reason', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.Exhausted', 'reason', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.Exhausted', 'reason', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.Exhausted', 'reason', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.Exhausted', 'reason', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.FiltCon', 'theorem', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.FiltCon', 'theorem', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.FiltCon', 'theorem', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.FiltCon', 'theorem', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.FiltCon', 'theorem', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.FiltCon', 'theorem', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.FiltCon', 'theorem', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.FiltCon', 'theorem', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.FiltCon', 'theorem', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.FiltCon', 'theorem', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.FiltCon', 'theorem', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.FilterState', 'accumulator', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.FilterState', 'accumulator', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.FilterState', 'accumulator', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.FilterState', 'accumulator', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.FilterState', 'accumulator', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.FilterState', 'accumulator', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.FilterState', 'accumulator', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.FilterState', 'accumulator', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.FilterState', 'accumulator', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.FilterState', 'accumulator', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.FilterState', 'accumulator', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.FilterState', 'accumulator', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.FilterStatus', 'spent', 'wrong-level'): ('levels', 'silent'),  # Rho(0.5) accepted
    ('combinators.composition.NullExtension', 'inner', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.NullExtension', 'inner', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.NullExtension', 'inner', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.NullExtension', 'inner', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.NullExtension', 'inner', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.NullExtension', 'inner', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.NullExtension', 'inner', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.NullExtension', 'inner', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.NullExtension', 'inner', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.NullExtension', 'inner', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.NullExtension', 'inner', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.NullExtension', 'inner', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.OdomCon', 'theorem', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.OdomCon', 'theorem', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.OdomCon', 'theorem', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.OdomCon', 'theorem', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.OdomCon', 'theorem', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.OdomCon', 'theorem', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.OdomCon', 'theorem', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.OdomCon', 'theorem', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.OdomCon', 'theorem', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.OdomCon', 'theorem', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.OdomCon', 'theorem', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.OrderedConComp', 'certificates', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.OrderedConComp', 'certificates', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.OrderedConComp', 'certificates', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.OrderedConComp', 'children', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.OrderedConComp', 'children', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.OrderedConComp', 'theorem', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.OrderedConComp', 'theorem', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.OrderedConComp', 'theorem', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.Query', 'index', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.Query', 'index', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.Query', 'index', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.Query', 'index', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.Query', 'index', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.Query', 'index', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.Query', 'index', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.Query', 'index', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.Query', 'index', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.Spawn', 'level', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.Spawn', 'level', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.Spawn', 'level', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.Spawn', 'level', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.Spawn', 'level', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.Spawn', 'level', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.Spawn', 'level', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.Spawn', 'level', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.Spawn', 'level', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.Spawn', 'level', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.Spawn', 'level', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.Spawn', 'level', 'wrong-level'): ('levels', 'silent'),  # Rho(0.5) accepted
    ('combinators.composition.Spawn', 'level', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.Spawn', 'mechanism', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.Spawn', 'mechanism', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.Spawn', 'mechanism', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.Spawn', 'mechanism', 'huge'): ('levels', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.composition.Spawn', 'mechanism', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.Spawn', 'mechanism', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.Spawn', 'mechanism', 'neg'): ('levels', 'silent'),  # -1.0 accepted
    ('combinators.composition.Spawn', 'mechanism', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.Spawn', 'mechanism', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.Spawn', 'mechanism', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.Spawn', 'mechanism', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.Spawn', 'mechanism', 'zero'): ('levels', 'silent'),  # 0.0 accepted
    ('combinators.composition.Spawned', 'index', '-inf'): ('levels', 'silent'),  # -inf accepted
    ('combinators.composition.Spawned', 'index', 'bool'): ('levels', 'silent'),  # True accepted
    ('combinators.composition.Spawned', 'index', 'empty'): ('levels', 'silent'),  # () accepted
    ('combinators.composition.Spawned', 'index', 'inf'): ('levels', 'silent'),  # inf accepted
    ('combinators.composition.Spawned', 'index', 'nan'): ('levels', 'silent'),  # nan accepted
    ('combinators.composition.Spawned', 'index', 'none'): ('levels', 'silent'),  # None accepted
    ('combinators.composition.Spawned', 'index', 'opaque'): ('levels', 'silent'),  # <opaque> accepted
    ('combinators.composition.Spawned', 'index', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.Spawned', 'index', 'subnormal'): ('levels', 'silent'),  # 5e-324 accepted
    ('combinators.composition.concurrent_level', 'certificates', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.composition.concurrent_level', 'certificates', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.composition.pvector', 'items', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.pvector', 'items', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.composition.pvector', 'items', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.composition.pvector', 'items', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.pvector', 'items', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.pvector', 'items', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.pvector', 'items', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.composition.pvector', 'items', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.composition.pvector', 'items', 'str'): ('levels', 'silent'),  # '1' accepted
    ('combinators.composition.pvector', 'items', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.pvector', 'items', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not iterable
    ('pvector([1, 2]).set', 'index', '-inf'): ('levels', 'raw'),  # IndexError: index -inf is out of range for a vector of length 2
    ('pvector([1, 2]).set', 'index', 'bool'): ('levels', 'silent'),  # True accepted
    ('pvector([1, 2]).set', 'index', 'empty'): ('levels', 'raw'),  # TypeError: '<' not supported between instances of 'tuple' and 'int'
    ('pvector([1, 2]).set', 'index', 'huge'): ('levels', 'raw'),  # IndexError: index 1000000000000000000000000000000000000000000000000000
    ('pvector([1, 2]).set', 'index', 'inf'): ('levels', 'raw'),  # IndexError: index inf is out of range for a vector of length 2
    ('pvector([1, 2]).set', 'index', 'nan'): ('levels', 'raw'),  # IndexError: index nan is out of range for a vector of length 2
    ('pvector([1, 2]).set', 'index', 'none'): ('levels', 'raw'),  # TypeError: '<' not supported between instances of 'NoneType' and 'int'
    ('pvector([1, 2]).set', 'index', 'np.float32'): ('levels', 'raw'),  # TypeError: list indices must be integers or slices, not numpy.float32
    ('pvector([1, 2]).set', 'index', 'np.float64'): ('levels', 'raw'),  # TypeError: list indices must be integers or slices, not numpy.float64
    ('pvector([1, 2]).set', 'index', 'opaque'): ('levels', 'raw'),  # TypeError: '<' not supported between instances of '_Opaque' and 'int'
    ('pvector([1, 2]).set', 'index', 'str'): ('levels', 'raw'),  # TypeError: '<' not supported between instances of 'str' and 'int'
    ('pvector([1, 2]).set', 'index', 'subnormal'): ('levels', 'raw'),  # TypeError: list indices must be integers or slices, not float
    # ---- provenance --------------------------------------------------------------------------------
    ('combinators.certify.CertificateTree.from_json', 'text', '-inf'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not float
    ('combinators.certify.CertificateTree.from_json', 'text', 'bool'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not bool
    ('combinators.certify.CertificateTree.from_json', 'text', 'empty'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not tuple
    ('combinators.certify.CertificateTree.from_json', 'text', 'huge'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not int
    ('combinators.certify.CertificateTree.from_json', 'text', 'inf'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not float
    ('combinators.certify.CertificateTree.from_json', 'text', 'nan'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not float
    ('combinators.certify.CertificateTree.from_json', 'text', 'neg'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not float
    ('combinators.certify.CertificateTree.from_json', 'text', 'none'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not NoneTy
    ('combinators.certify.CertificateTree.from_json', 'text', 'opaque'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not _Opaqu
    ('combinators.certify.CertificateTree.from_json', 'text', 'subnormal'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not float
    ('combinators.certify.CertificateTree.from_json', 'text', 'zero'): ('provenance', 'raw'),  # TypeError: the JSON object must be str, bytes or bytearray, not float
    ('combinators.certify.certify', 'delta_g', '-inf'): ('provenance', 'silent'),  # -inf accepted
    ('combinators.certify.certify', 'delta_g', 'bool'): ('provenance', 'silent'),  # True accepted
    ('combinators.certify.certify', 'delta_g', 'empty'): ('provenance', 'silent'),  # () accepted
    ('combinators.certify.certify', 'delta_g', 'huge'): ('provenance', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.certify.certify', 'delta_g', 'inf'): ('provenance', 'silent'),  # inf accepted
    ('combinators.certify.certify', 'delta_g', 'nan'): ('provenance', 'silent'),  # nan accepted
    ('combinators.certify.certify', 'delta_g', 'neg'): ('provenance', 'silent'),  # -1.0 accepted
    ('combinators.certify.certify', 'delta_g', 'opaque'): ('provenance', 'silent'),  # <opaque> accepted
    ('combinators.certify.certify', 'delta_g', 'str'): ('provenance', 'silent'),  # '1' accepted
    ('combinators.certify.certify', 'known', '-inf'): ('provenance', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.certify.certify', 'known', 'bool'): ('provenance', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.certify.certify', 'known', 'huge'): ('provenance', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.certify.certify', 'known', 'inf'): ('provenance', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.certify.certify', 'known', 'nan'): ('provenance', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.certify.certify', 'known', 'neg'): ('provenance', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.certify.certify', 'known', 'none'): ('provenance', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.certify.certify', 'known', 'opaque'): ('provenance', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.certify.certify', 'known', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'machine'
    ('combinators.certify.certify', 'known', 'subnormal'): ('provenance', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.certify.certify', 'known', 'zero'): ('provenance', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.machines.caller_assumptions_of', 'mechanism', '-inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'bool'): ('provenance', 'raw'),  # AttributeError: 'bool' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'empty'): ('provenance', 'raw'),  # AttributeError: 'tuple' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'huge'): ('provenance', 'raw'),  # AttributeError: 'int' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'nan'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'neg'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'none'): ('provenance', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'opaque'): ('provenance', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'subnormal'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.caller_assumptions_of', 'mechanism', 'zero'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.convert', 'f', '-inf'): ('provenance', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.machines.convert', 'f', 'bool'): ('provenance', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.machines.convert', 'f', 'empty'): ('provenance', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.machines.convert', 'f', 'huge'): ('provenance', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.machines.convert', 'f', 'inf'): ('provenance', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.machines.convert', 'f', 'nan'): ('provenance', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.machines.convert', 'f', 'neg'): ('provenance', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.machines.convert', 'f', 'none'): ('provenance', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.machines.convert', 'f', 'opaque'): ('provenance', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.machines.convert', 'f', 'str'): ('provenance', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.machines.convert', 'f', 'subnormal'): ('provenance', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.machines.convert', 'f', 'zero'): ('provenance', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.machines.convert', 'justification', '-inf'): ('provenance', 'silent'),  # -inf accepted
    ('combinators.machines.convert', 'justification', 'bool'): ('provenance', 'silent'),  # True accepted
    ('combinators.machines.convert', 'justification', 'empty'): ('provenance', 'silent'),  # () accepted
    ('combinators.machines.convert', 'justification', 'huge'): ('provenance', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.convert', 'justification', 'inf'): ('provenance', 'silent'),  # inf accepted
    ('combinators.machines.convert', 'justification', 'nan'): ('provenance', 'silent'),  # nan accepted
    ('combinators.machines.convert', 'justification', 'neg'): ('provenance', 'silent'),  # -1.0 accepted
    ('combinators.machines.convert', 'justification', 'none'): ('provenance', 'silent'),  # None accepted
    ('combinators.machines.convert', 'justification', 'opaque'): ('provenance', 'silent'),  # <opaque> accepted
    ('combinators.machines.convert', 'justification', 'subnormal'): ('provenance', 'silent'),  # 5e-324 accepted
    ('combinators.machines.convert', 'justification', 'zero'): ('provenance', 'silent'),  # 0.0 accepted
    ('combinators.machines.convert', 'm', '-inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'bool'): ('provenance', 'raw'),  # AttributeError: 'bool' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'empty'): ('provenance', 'raw'),  # AttributeError: 'tuple' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'huge'): ('provenance', 'raw'),  # AttributeError: 'int' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'nan'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'neg'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'none'): ('provenance', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'opaque'): ('provenance', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'subnormal'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.convert', 'm', 'zero'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'machine'
    ('combinators.machines.to_approx_dp', 'm', '-inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'bool'): ('provenance', 'raw'),  # AttributeError: 'bool' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'empty'): ('provenance', 'raw'),  # AttributeError: 'tuple' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'huge'): ('provenance', 'raw'),  # AttributeError: 'int' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'nan'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'neg'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'none'): ('provenance', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'opaque'): ('provenance', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'subnormal'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_approx_dp', 'm', 'zero'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', '-inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'bool'): ('provenance', 'raw'),  # AttributeError: 'bool' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'empty'): ('provenance', 'raw'),  # AttributeError: 'tuple' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'huge'): ('provenance', 'raw'),  # AttributeError: 'int' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'nan'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'neg'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'none'): ('provenance', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'opaque'): ('provenance', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'subnormal'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_renyi', 'm', 'zero'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', '-inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'bool'): ('provenance', 'raw'),  # AttributeError: 'bool' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'empty'): ('provenance', 'raw'),  # AttributeError: 'tuple' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'huge'): ('provenance', 'raw'),  # AttributeError: 'int' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'nan'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'neg'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'none'): ('provenance', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'opaque'): ('provenance', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'subnormal'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_tradeoff', 'm', 'zero'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', '-inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'bool'): ('provenance', 'raw'),  # AttributeError: 'bool' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'empty'): ('provenance', 'raw'),  # AttributeError: 'tuple' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'huge'): ('provenance', 'raw'),  # AttributeError: 'int' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'nan'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'neg'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'none'): ('provenance', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'opaque'): ('provenance', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'subnormal'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('combinators.machines.to_zcdp', 'm', 'zero'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'measure'
    ('laplace(1.0).check', 'level', '-inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'bool'): ('provenance', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'empty'): ('provenance', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'huge'): ('provenance', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'inf'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'nan'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'neg'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'none'): ('provenance', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'opaque'): ('provenance', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'str'): ('provenance', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'subnormal'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'wrong-level'): ('provenance', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('laplace(1.0).check', 'level', 'zero'): ('provenance', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    # ---- session -----------------------------------------------------------------------------------
    ('combinators.machines.Session', 'ask', '-inf'): ('session', 'silent'),  # -inf accepted
    ('combinators.machines.Session', 'ask', 'bool'): ('session', 'silent'),  # True accepted
    ('combinators.machines.Session', 'ask', 'empty'): ('session', 'silent'),  # () accepted
    ('combinators.machines.Session', 'ask', 'huge'): ('session', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.Session', 'ask', 'inf'): ('session', 'silent'),  # inf accepted
    ('combinators.machines.Session', 'ask', 'nan'): ('session', 'silent'),  # nan accepted
    ('combinators.machines.Session', 'ask', 'neg'): ('session', 'silent'),  # -1.0 accepted
    ('combinators.machines.Session', 'ask', 'none'): ('session', 'silent'),  # None accepted
    ('combinators.machines.Session', 'ask', 'opaque'): ('session', 'silent'),  # <opaque> accepted
    ('combinators.machines.Session', 'ask', 'str'): ('session', 'silent'),  # '1' accepted
    ('combinators.machines.Session', 'ask', 'subnormal'): ('session', 'silent'),  # 5e-324 accepted
    ('combinators.machines.Session', 'ask', 'zero'): ('session', 'silent'),  # 0.0 accepted
    ('combinators.machines.Session', 'label', '-inf'): ('session', 'silent'),  # -inf accepted
    ('combinators.machines.Session', 'label', 'bool'): ('session', 'silent'),  # True accepted
    ('combinators.machines.Session', 'label', 'empty'): ('session', 'silent'),  # () accepted
    ('combinators.machines.Session', 'label', 'huge'): ('session', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.Session', 'label', 'inf'): ('session', 'silent'),  # inf accepted
    ('combinators.machines.Session', 'label', 'nan'): ('session', 'silent'),  # nan accepted
    ('combinators.machines.Session', 'label', 'neg'): ('session', 'silent'),  # -1.0 accepted
    ('combinators.machines.Session', 'label', 'none'): ('session', 'silent'),  # None accepted
    ('combinators.machines.Session', 'label', 'opaque'): ('session', 'silent'),  # <opaque> accepted
    ('combinators.machines.Session', 'label', 'subnormal'): ('session', 'silent'),  # 5e-324 accepted
    ('combinators.machines.Session', 'label', 'zero'): ('session', 'silent'),  # 0.0 accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'zero'): ('session', 'silent'),  # 0 accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'zero'): ('session', 'silent'),  # 0 accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'zero'): ('session', 'silent'),  # 0 accepted
}
