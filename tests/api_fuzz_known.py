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
    ('combinators.audit', 'branch_budget', '-inf'): ('audit', 'silent'),  # -inf accepted
    ('combinators.audit', 'branch_budget', 'bool'): ('audit', 'silent'),  # True accepted
    ('combinators.audit', 'branch_budget', 'empty'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'tuple'
    ('combinators.audit', 'branch_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.audit', 'branch_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.audit', 'branch_budget', 'neg'): ('audit', 'silent'),  # -1 accepted
    ('combinators.audit', 'branch_budget', 'none'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'NoneType'
    ('combinators.audit', 'branch_budget', 'opaque'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and '_Opaque'
    ('combinators.audit', 'branch_budget', 'str'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'str'
    ('combinators.audit', 'branch_budget', 'subnormal'): ('audit', 'silent'),  # 5e-324 accepted
    ('combinators.audit', 'branch_budget', 'zero'): ('audit', 'silent'),  # 0 accepted
    ('combinators.audit', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.audit', 'depth', 'np.int64'): ('audit', 'refused-number'),  # np.int64(1) refused
    ('combinators.audit', 'history_budget', '-inf'): ('audit', 'silent'),  # -inf accepted
    ('combinators.audit', 'history_budget', 'bool'): ('audit', 'silent'),  # True accepted
    ('combinators.audit', 'history_budget', 'empty'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and 'tuple'
    ('combinators.audit', 'history_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.audit', 'history_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.audit', 'history_budget', 'neg'): ('audit', 'silent'),  # -1 accepted
    ('combinators.audit', 'history_budget', 'none'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'
    ('combinators.audit', 'history_budget', 'opaque'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and '_Opaque'
    ('combinators.audit', 'history_budget', 'str'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and 'str'
    ('combinators.audit', 'history_budget', 'subnormal'): ('audit', 'silent'),  # 5e-324 accepted
    ('combinators.audit', 'history_budget', 'zero'): ('audit', 'silent'),  # 0 accepted
    ('combinators.audit', 'queries', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit', 'queries', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.audit', 'queries', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.audit', 'queries', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit', 'queries', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit', 'queries', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit', 'queries', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.audit', 'queries', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.audit', 'queries', 'str'): ('audit', 'silent'),  # '1' accepted
    ('combinators.audit', 'queries', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit', 'queries', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
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
    ('combinators.audit.pdp_delta', 'q', 'str'): ('audit', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('combinators.audit.pdp_delta', 'q', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.pdp_delta', 'q', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.audit.view_distribution', 'branch_budget', 'empty'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'tuple'
    ('combinators.audit.view_distribution', 'branch_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.audit.view_distribution', 'branch_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.audit.view_distribution', 'branch_budget', 'none'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'NoneType'
    ('combinators.audit.view_distribution', 'branch_budget', 'opaque'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and '_Opaque'
    ('combinators.audit.view_distribution', 'branch_budget', 'str'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'str'
    ('combinators.audit.view_distribution', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.audit.view_distribution', 'depth', 'np.int64'): ('audit', 'refused-number'),  # np.int64(1) refused
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
    ('combinators.audit.worst_case', 'branch_budget', 'empty'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'tuple'
    ('combinators.audit.worst_case', 'branch_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.audit.worst_case', 'branch_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.audit.worst_case', 'branch_budget', 'none'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'NoneType'
    ('combinators.audit.worst_case', 'branch_budget', 'opaque'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and '_Opaque'
    ('combinators.audit.worst_case', 'branch_budget', 'str'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'str'
    ('combinators.audit.worst_case', 'depth', 'huge'): ('audit', 'hang'),  # no answer within 10 s
    ('combinators.audit.worst_case', 'depth', 'np.int64'): ('audit', 'refused-number'),  # np.int64(1) refused
    ('combinators.audit.worst_case', 'history_budget', 'np.int64'): ('audit', 'refused-number'),  # np.int64(5000000) refused
    ('combinators.audit.worst_case', 'memo', '-inf'): ('audit', 'silent'),  # -inf accepted
    ('combinators.audit.worst_case', 'memo', 'empty'): ('audit', 'silent'),  # () accepted
    ('combinators.audit.worst_case', 'memo', 'huge'): ('audit', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.audit.worst_case', 'memo', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.audit.worst_case', 'memo', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.audit.worst_case', 'memo', 'neg'): ('audit', 'silent'),  # -1.0 accepted
    ('combinators.audit.worst_case', 'memo', 'none'): ('audit', 'silent'),  # None accepted
    ('combinators.audit.worst_case', 'memo', 'opaque'): ('audit', 'silent'),  # <opaque> accepted
    ('combinators.audit.worst_case', 'memo', 'str'): ('audit', 'silent'),  # '1' accepted
    ('combinators.audit.worst_case', 'memo', 'subnormal'): ('audit', 'silent'),  # 5e-324 accepted
    ('combinators.audit.worst_case', 'memo', 'zero'): ('audit', 'silent'),  # 0.0 accepted
    ('combinators.audit.worst_case', 'queries', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'str'): ('audit', 'silent'),  # '1' accepted
    ('combinators.audit.worst_case', 'queries', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit.worst_case', 'queries', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
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
    ('combinators.audit_game', 'branch_budget', '-inf'): ('audit', 'silent'),  # -inf accepted
    ('combinators.audit_game', 'branch_budget', 'bool'): ('audit', 'silent'),  # True accepted
    ('combinators.audit_game', 'branch_budget', 'empty'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'tuple'
    ('combinators.audit_game', 'branch_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.audit_game', 'branch_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.audit_game', 'branch_budget', 'neg'): ('audit', 'silent'),  # -1 accepted
    ('combinators.audit_game', 'branch_budget', 'none'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'NoneType'
    ('combinators.audit_game', 'branch_budget', 'opaque'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and '_Opaque'
    ('combinators.audit_game', 'branch_budget', 'str'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'str'
    ('combinators.audit_game', 'branch_budget', 'subnormal'): ('audit', 'silent'),  # 5e-324 accepted
    ('combinators.audit_game', 'branch_budget', 'zero'): ('audit', 'silent'),  # 0 accepted
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
    ('combinators.audit_game', 'depth', 'np.int64'): ('audit', 'refused-number'),  # np.int64(1) refused
    ('combinators.audit_game', 'history_budget', '-inf'): ('audit', 'silent'),  # -inf accepted
    ('combinators.audit_game', 'history_budget', 'bool'): ('audit', 'silent'),  # True accepted
    ('combinators.audit_game', 'history_budget', 'empty'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and 'tuple'
    ('combinators.audit_game', 'history_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.audit_game', 'history_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.audit_game', 'history_budget', 'neg'): ('audit', 'silent'),  # -1 accepted
    ('combinators.audit_game', 'history_budget', 'none'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'
    ('combinators.audit_game', 'history_budget', 'opaque'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and '_Opaque'
    ('combinators.audit_game', 'history_budget', 'str'): ('audit', 'raw'),  # TypeError: unsupported operand type(s) for +: 'int' and 'str'
    ('combinators.audit_game', 'history_budget', 'subnormal'): ('audit', 'silent'),  # 5e-324 accepted
    ('combinators.audit_game', 'history_budget', 'zero'): ('audit', 'silent'),  # 0 accepted
    ('combinators.audit_game', 'mechanism', 'wrong-machine'): ('audit', 'raw'),  # TypeError: float() argument must be a string or a real number, not 'tu
    ('combinators.audit_game', 'queries', '-inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'queries', 'bool'): ('audit', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.audit_game', 'queries', 'huge'): ('audit', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.audit_game', 'queries', 'inf'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'queries', 'nan'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'queries', 'neg'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'queries', 'none'): ('audit', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.audit_game', 'queries', 'opaque'): ('audit', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.audit_game', 'queries', 'str'): ('audit', 'silent'),  # '1' accepted
    ('combinators.audit_game', 'queries', 'subnormal'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.audit_game', 'queries', 'zero'): ('audit', 'raw'),  # TypeError: 'float' object is not iterable
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
    ('combinators.prob.enumerate_step', 'branch_budget', 'empty'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'tuple'
    ('combinators.prob.enumerate_step', 'branch_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.prob.enumerate_step', 'branch_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.prob.enumerate_step', 'branch_budget', 'none'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'NoneType'
    ('combinators.prob.enumerate_step', 'branch_budget', 'opaque'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and '_Opaque'
    ('combinators.prob.enumerate_step', 'branch_budget', 'str'): ('audit', 'raw'),  # TypeError: '>' not supported between instances of 'int' and 'str'
    ('combinators.prob.enumerate_step', 'draw_budget', 'bool'): ('audit', 'silent'),  # True accepted
    ('combinators.prob.enumerate_step', 'draw_budget', 'empty'): ('audit', 'raw'),  # TypeError: '>=' not supported between instances of 'int' and 'tuple'
    ('combinators.prob.enumerate_step', 'draw_budget', 'inf'): ('audit', 'silent'),  # inf accepted
    ('combinators.prob.enumerate_step', 'draw_budget', 'nan'): ('audit', 'silent'),  # nan accepted
    ('combinators.prob.enumerate_step', 'draw_budget', 'none'): ('audit', 'raw'),  # TypeError: '>=' not supported between instances of 'int' and 'NoneType
    ('combinators.prob.enumerate_step', 'draw_budget', 'opaque'): ('audit', 'raw'),  # TypeError: '>=' not supported between instances of 'int' and '_Opaque'
    ('combinators.prob.enumerate_step', 'draw_budget', 'str'): ('audit', 'raw'),  # TypeError: '>=' not supported between instances of 'int' and 'str'
    ('combinators.prob.enumerate_step', 'draw_budget', 'subnormal'): ('audit', 'silent'),  # 5e-324 accepted
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
    ('combinators.accounting.optimal_homogeneous', 'k', 'huge'): ('bounded', 'raw'),  # OverflowError: int too large to convert to float
    ('combinators.accounting.optimal_homogeneous', 'k', 'np.int64'): ('bounded', 'refused-number'),  # np.int64(3) refused
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
    ('combinators.accounting.rho_star', 'epsilon', 'huge'): ('bounded', 'raw'),  # OverflowError: integer division result too large for a float
    ('combinators.accounting.y_star', 'epsilon', 'huge'): ('bounded', 'raw'),  # OverflowError: integer division result too large for a float
    # ---- conversions -------------------------------------------------------------------------------
    ('FDP().close', 'p', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'p', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'q', '-inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'bool'): ('conversions', 'raw'),  # AttributeError: 'bool' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'empty'): ('conversions', 'raw'),  # AttributeError: 'tuple' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'huge'): ('conversions', 'raw'),  # AttributeError: 'int' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'inf'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'nan'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'neg'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'none'): ('conversions', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'opaque'): ('conversions', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'str'): ('conversions', 'raw'),  # AttributeError: 'str' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'subnormal'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
    ('FDP().close', 'q', 'zero'): ('conversions', 'raw'),  # AttributeError: 'float' object has no attribute 'is_exact'
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
    ('combinators.accounting.compose_plds', 'max_support', 'np.int64'): ('conversions', 'refused-number'),  # np.int64(100000) refused
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
    ('combinators.accounting.tradeoff_product', 'max_support', 'np.int64'): ('conversions', 'refused-number'),  # np.int64(100000) refused
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
    ('combinators.measures.gaussian_to_piecewise', 'slopes', 'np.int64'): ('conversions', 'refused-number'),  # np.int64(64) refused
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
    ('pld_of_pair(p, q).compose', 'max_support', 'np.int64'): ('conversions', 'refused-number'),  # np.int64(100000) refused
    ('pld_of_pair(p, q).delta', 'epsilon', 'huge'): ('conversions', 'raw'),  # OverflowError: integer division result too large for a float
    ('pld_of_pair(p, q).self_compose', 'k', 'huge'): ('conversions', 'raw'),  # OverflowError: cannot fit 'int' into an index-sized integer
    ('pld_of_pair(p, q).self_compose', 'k', 'np.int64'): ('conversions', 'refused-number'),  # np.int64(3) refused
    ('pld_of_pair(p, q).self_compose', 'max_support', 'np.int64'): ('conversions', 'refused-number'),  # np.int64(100000) refused
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
    # ---- fuzz --------------------------------------------------------------------------------------
    ('ApproxZCDP().close', 'p', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxZCDP().close', 'p', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxZCDP().close', 'q', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'empty'): ('fuzz', 'raw'),  # IndexError: tuple index out of range
    ('ApproxZCDP().close', 'q', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'str'): ('fuzz', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('ApproxZCDP().close', 'q', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxZCDP().close', 'q', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxZCDP().compose', 'levels', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxZCDP().compose', 'levels', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('ApproxZCDP().leq', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'delta'
    ('ApproxZCDP().leq', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('ApproxZCDP().leq', 'b', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'delta'
    ('ApproxZCDP().leq', 'b', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('FiniteDist.product', 'other', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FiniteDist.product', 'other', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('FiniteDist.pushforward', 'g', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('FiniteDist.pushforward', 'g', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not callable
    ('FiniteDist.pushforward', 'g', 'empty'): ('fuzz', 'raw'),  # TypeError: 'tuple' object is not callable
    ('FiniteDist.pushforward', 'g', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not callable
    ('FiniteDist.pushforward', 'g', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('FiniteDist.pushforward', 'g', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('FiniteDist.pushforward', 'g', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('FiniteDist.pushforward', 'g', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('FiniteDist.pushforward', 'g', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('FiniteDist.pushforward', 'g', 'str'): ('fuzz', 'raw'),  # TypeError: 'str' object is not callable
    ('FiniteDist.pushforward', 'g', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('FiniteDist.pushforward', 'g', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.accounting.concurrent_approx_homogeneous', 'k', 'huge'): ('fuzz', 'raw'),  # OverflowError: int too large to convert to float
    ('combinators.accounting.concurrent_approx_homogeneous', 'k', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(3) refused
    ('combinators.accounting.odometer_path', 'odometer', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'empty'): ('fuzz', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'str'): ('fuzz', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.accounting.odometer_path', 'odometer', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.accounting.rogers_baseline_odometer', 'dataset_size', 'huge'): ('fuzz', 'raw'),  # OverflowError: int too large to convert to float
    ('combinators.accounting.rogers_baseline_odometer', 'dataset_size', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(10) refused
    ('combinators.audit.HockeyStickTest', 'delta', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.audit.HockeyStickTest', 'delta', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.audit.HockeyStickTest', 'delta', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.audit.HockeyStickTest', 'e', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.audit.HockeyStickTest', 'e', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.audit.HockeyStickTest', 'e', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.audit.HockeyStickTest', 'e', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.audit.HockeyStickTest', 'e', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.audit.HockeyStickTest', 'e', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.audit.HockeyStickTest', 'e', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.audit.HockeyStickTest', 'e', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.audit.HockeyStickTest', 'e', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.audit.RenyiTest', 'alpha', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.audit.RenyiTest', 'alpha', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.audit.RenyiTest', 'alpha', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.audit.RenyiTest', 'alpha', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.audit.RenyiTest', 'alpha', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.audit.RenyiTest', 'alpha', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.audit.RenyiTest', 'alpha', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.audit.RenyiTest', 'alpha', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.audit.RenyiTest', 'alpha', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.audit.RenyiTest', 'alpha', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.audit.RenyiTest', 'bound', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.audit.RenyiTest', 'bound', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.audit.RenyiTest', 'bound', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.audit.RenyiTest', 'bound', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.audit.RenyiTest', 'bound', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.audit.RenyiTest', 'bound', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.audit.RenyiTest', 'bound', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.audit.RenyiTest', 'bound', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.audit.RenyiTest', 'bound', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.audit.RenyiTest', 'bound', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.audit.RenyiTest', 'bound', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.audit.RenyiTest', 'bound', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.cli.main', 'argv', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.cli.main', 'argv', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.cli.main', 'argv', 'empty'): ('fuzz', 'raw'),  # SystemExit: 2
    ('combinators.cli.main', 'argv', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.cli.main', 'argv', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.cli.main', 'argv', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.cli.main', 'argv', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.cli.main', 'argv', 'none'): ('fuzz', 'raw'),  # SystemExit: 2
    ('combinators.cli.main', 'argv', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.cli.main', 'argv', 'str'): ('fuzz', 'raw'),  # SystemExit: 2
    ('combinators.cli.main', 'argv', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.cli.main', 'argv', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.require', 'conditions', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.require', 'conditions', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.composition.require', 'conditions', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.composition.require', 'conditions', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.require', 'conditions', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.require', 'conditions', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.require', 'conditions', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.composition.require', 'conditions', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.composition.require', 'conditions', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.composition.require', 'conditions', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.composition.require', 'conditions', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.game', 'm', '-inf'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'float'
    ('combinators.game', 'm', 'bool'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'bool'
    ('combinators.game', 'm', 'empty'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'tuple'
    ('combinators.game', 'm', 'huge'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'int'
    ('combinators.game', 'm', 'inf'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'float'
    ('combinators.game', 'm', 'nan'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'float'
    ('combinators.game', 'm', 'neg'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'float'
    ('combinators.game', 'm', 'none'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'NoneType'
    ('combinators.game', 'm', 'opaque'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and '_Opaque'
    ('combinators.game', 'm', 'str'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'str'
    ('combinators.game', 'm', 'subnormal'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'float'
    ('combinators.game', 'm', 'zero'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for @: 'Chain' and 'float'
    ('combinators.interact', 'adversary', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'wrong-machine'): ('fuzz', 'raw'),  # AttributeError: 'Mechanism' object has no attribute 'init'
    ('combinators.interact', 'adversary', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'coins', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'laplace'
    ('combinators.interact', 'coins', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'laplace'
    ('combinators.interact', 'data', 'empty'): ('fuzz', 'raw'),  # TypeError: float() argument must be a string or a real number, not 'tu
    ('combinators.interact', 'data', 'huge'): ('fuzz', 'raw'),  # OverflowError: int too large to convert to float
    ('combinators.interact', 'data', 'none'): ('fuzz', 'raw'),  # TypeError: float() argument must be a string or a real number, not 'No
    ('combinators.interact', 'data', 'opaque'): ('fuzz', 'raw'),  # TypeError: float() argument must be a string or a real number, not '_O
    ('combinators.interact', 'max_rounds', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(10000) refused
    ('combinators.interact', 'mechanism', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.interact', 'mechanism', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.machines.ChildHalted', 'index', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.machines.ChildHalted', 'index', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.machines.ChildHalted', 'index', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.machines.ChildHalted', 'index', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.machines.ChildHalted', 'index', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.machines.ChildHalted', 'index', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.machines.ChildHalted', 'index', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.machines.ChildHalted', 'index', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.machines.ChildHalted', 'index', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.machines.Invalid', 'reason', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.machines.Invalid', 'reason', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.machines.Invalid', 'reason', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.machines.Invalid', 'reason', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.Invalid', 'reason', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.machines.Invalid', 'reason', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.machines.Invalid', 'reason', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.machines.Invalid', 'reason', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.machines.Invalid', 'reason', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.machines.Invalid', 'reason', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.machines.Invalid', 'reason', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.machines.Refusal', 'reason', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.machines.Refusal', 'reason', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.machines.Refusal', 'reason', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.machines.Refusal', 'reason', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.Refusal', 'reason', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.machines.Refusal', 'reason', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.machines.Refusal', 'reason', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.machines.Refusal', 'reason', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.machines.Refusal', 'reason', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.machines.Refusal', 'reason', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.machines.Refusal', 'reason', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.machines.View', 'adversary_coins', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.machines.View', 'adversary_coins', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.machines.View', 'adversary_coins', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.View', 'adversary_coins', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.machines.View', 'adversary_coins', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.machines.View', 'adversary_coins', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.machines.View', 'adversary_coins', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.machines.View', 'adversary_coins', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.machines.View', 'adversary_coins', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.machines.View', 'adversary_coins', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.machines.View', 'adversary_coins', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.machines.View', 'ended_by', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.machines.View', 'ended_by', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.machines.View', 'ended_by', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.machines.View', 'ended_by', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.View', 'ended_by', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.machines.View', 'ended_by', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.machines.View', 'ended_by', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.machines.View', 'ended_by', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.machines.View', 'ended_by', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.machines.View', 'ended_by', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.machines.View', 'ended_by', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.machines.View', 'transcript', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.machines.View', 'transcript', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.machines.View', 'transcript', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.View', 'transcript', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.machines.View', 'transcript', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.machines.View', 'transcript', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.machines.View', 'transcript', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.machines.View', 'transcript', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.machines.View', 'transcript', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.machines.View', 'transcript', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.machines.View', 'transcript', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.measures.hockey_stick', 'e_eps', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.measures.hockey_stick', 'e_eps', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.measures.hockey_stick', 'e_eps', 'empty'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.hockey_stick', 'e_eps', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.measures.hockey_stick', 'e_eps', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert NaN to integer ratio
    ('combinators.measures.hockey_stick', 'e_eps', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.measures.hockey_stick', 'e_eps', 'none'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.hockey_stick', 'e_eps', 'np.float32'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.hockey_stick', 'e_eps', 'opaque'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.hockey_stick', 'e_eps', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.measures.hockey_stick', 'e_eps', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.measures.hockey_stick', 'p', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'p', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.hockey_stick', 'q', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'empty'): ('fuzz', 'raw'),  # IndexError: tuple index out of range
    ('combinators.measures.hockey_stick', 'q', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'str'): ('fuzz', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('combinators.measures.hockey_stick', 'q', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.hockey_stick', 'q', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.renyi_moment', 'alpha', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.measures.renyi_moment', 'alpha', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.measures.renyi_moment', 'alpha', 'empty'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.renyi_moment', 'alpha', 'huge'): ('fuzz', 'hang'),  # no answer within 10 s
    ('combinators.measures.renyi_moment', 'alpha', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.measures.renyi_moment', 'alpha', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert NaN to integer ratio
    ('combinators.measures.renyi_moment', 'alpha', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.measures.renyi_moment', 'alpha', 'none'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.renyi_moment', 'alpha', 'np.float32'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.renyi_moment', 'alpha', 'opaque'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.measures.renyi_moment', 'alpha', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.measures.renyi_moment', 'alpha', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.measures.renyi_moment', 'alpha', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.measures.renyi_moment', 'p', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'p', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.measures.renyi_moment', 'q', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'empty'): ('fuzz', 'raw'),  # IndexError: tuple index out of range
    ('combinators.measures.renyi_moment', 'q', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'str'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for ** or pow(): 'str' and 'int
    ('combinators.measures.renyi_moment', 'q', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.measures.renyi_moment', 'q', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.primitives.ClampedGeometric', 'hi', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(3) refused
    ('combinators.primitives.ClampedGeometric', 'lo', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(0) refused
    ('combinators.primitives.Gaussian', 'sigma', 'np.float32'): ('fuzz', 'refused-number'),  # np.float32(1.0) refused
    ('combinators.primitives.Laplace', 'scale', 'np.float32'): ('fuzz', 'refused-number'),  # np.float32(1.0) refused
    ('combinators.primitives.RandomizedResponse', 'keep', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.primitives.RandomizedResponse', 'keep', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.primitives.RandomizedResponse', 'keep', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.primitives.RandomizedResponseDelta', 'delta', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.primitives.RandomizedResponseDelta', 'keep', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.primitives.geometric', 'hi', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(3) refused
    ('combinators.primitives.geometric', 'lo', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(0) refused
    ('combinators.primitives.geometric', 'sensitivity', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(1) refused
    ('combinators.primitives.irr_to_rr', 'bit', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.primitives.irr_to_rr', 'bit', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.primitives.rr_to_irr', 'out', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.primitives.rr_to_irr', 'out', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.primitives.rr_to_irr', 'out', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.primitives.rr_to_irr', 'out', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.primitives.rr_to_irr', 'out', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.prob.FiniteDist', 'items', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.prob.FiniteDist', 'items', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'str'): ('fuzz', 'raw'),  # ValueError: not enough values to unpack (expected 2, got 1)
    ('combinators.prob.FiniteDist', 'items', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist', 'items', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'str'): ('fuzz', 'raw'),  # ValueError: not enough values to unpack (expected 2, got 1)
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_branches', 'pairs', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_mapping', 'pmf', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'str'): ('fuzz', 'raw'),  # ValueError: not enough values to unpack (expected 2, got 1)
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.FiniteDist.from_pairs', 'pairs', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('combinators.prob.Interval', 'hi', 'np.float32'): ('fuzz', 'refused-number'),  # np.float32(0.5) refused
    ('combinators.prob.Interval', 'lo', 'np.float32'): ('fuzz', 'refused-number'),  # np.float32(0.25) refused
    ('combinators.prob.as_interval', 'p', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.prob.as_interval', 'p', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.prob.as_interval', 'p', 'empty'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.prob.as_interval', 'p', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.prob.as_interval', 'p', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert NaN to integer ratio
    ('combinators.prob.as_interval', 'p', 'none'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.prob.as_interval', 'p', 'np.float32'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.prob.as_interval', 'p', 'opaque'): ('fuzz', 'raw'),  # TypeError: argument should be a string or a Rational instance
    ('combinators.prob.as_interval', 'p', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.prob.exp_bounds', 'x', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.prob.exp_bounds', 'x', 'empty'): ('fuzz', 'raw'),  # TypeError: '>' not supported between instances of 'tuple' and 'int'
    ('combinators.prob.exp_bounds', 'x', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert Infinity to integer ratio
    ('combinators.prob.exp_bounds', 'x', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert NaN to integer ratio
    ('combinators.prob.exp_bounds', 'x', 'none'): ('fuzz', 'raw'),  # TypeError: '>' not supported between instances of 'NoneType' and 'int'
    ('combinators.prob.exp_bounds', 'x', 'opaque'): ('fuzz', 'raw'),  # TypeError: '>' not supported between instances of '_Opaque' and 'int'
    ('combinators.prob.exp_bounds', 'x', 'str'): ('fuzz', 'raw'),  # TypeError: '>' not supported between instances of 'str' and 'int'
    ('combinators.prob.lower', 'p', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.prob.lower', 'p', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.prob.lower', 'p', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.prob.lower', 'p', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.prob.lower', 'p', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.prob.lower', 'p', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.prob.sampled_coins', 'seed', '-inf'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.sampled_coins', 'seed', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.prob.sampled_coins', 'seed', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.prob.sampled_coins', 'seed', 'inf'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.sampled_coins', 'seed', 'nan'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.sampled_coins', 'seed', 'neg'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.sampled_coins', 'seed', 'opaque'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.sampled_coins', 'seed', 'str'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.sampled_coins', 'seed', 'subnormal'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.sampled_coins', 'seed', 'zero'): ('fuzz', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.prob.upper', 'p', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.prob.upper', 'p', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.prob.upper', 'p', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.prob.upper', 'p', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.prob.upper', 'p', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.prob.upper', 'p', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.laws.close_monotone', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'b', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.close_monotone', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.close_monotone', 'p', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'p', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_monotone', 'q', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'empty'): ('fuzz', 'raw'),  # IndexError: tuple index out of range
    ('combinators.testing.laws.close_monotone', 'q', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'str'): ('fuzz', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('combinators.testing.laws.close_monotone', 'q', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_monotone', 'q', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'g', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'empty'): ('fuzz', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'str'): ('fuzz', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'g', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.close_postprocessing', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_postprocessing', 'p', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'p', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_postprocessing', 'q', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'empty'): ('fuzz', 'raw'),  # IndexError: tuple index out of range
    ('combinators.testing.laws.close_postprocessing', 'q', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'str'): ('fuzz', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('combinators.testing.laws.close_postprocessing', 'q', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_postprocessing', 'q', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.close_reflexive', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.close_reflexive', 'p', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.close_reflexive', 'p', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.compose_associative', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.laws.compose_associative', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.laws.compose_associative', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.laws.compose_associative', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_associative', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_extensive', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'compose'
    ('combinators.testing.laws.compose_identity', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.compose_identity', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.compose_monotone', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'b', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.compose_monotone', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.compose_monotone', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Epsilon' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Epsilon' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'b', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'rho'
    ('combinators.testing.laws.conversion_monotone', 'convert', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'empty'): ('fuzz', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'str'): ('fuzz', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'convert', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_monotone', 'source', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'source', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_monotone', 'target', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.conversion_sound', 'convert', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'empty'): ('fuzz', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'str'): ('fuzz', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_sound', 'convert', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.conversion_sound', 'p', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'p', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('combinators.testing.laws.conversion_sound', 'q', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'empty'): ('fuzz', 'raw'),  # IndexError: tuple index out of range
    ('combinators.testing.laws.conversion_sound', 'q', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'str'): ('fuzz', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('combinators.testing.laws.conversion_sound', 'q', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'q', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('combinators.testing.laws.conversion_sound', 'source', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'source', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.conversion_sound', 'target', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'close'
    ('combinators.testing.laws.leq_antisymmetric', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'b', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'empty'): ('fuzz', 'raw'),  # TypeError: 'tuple' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'str'): ('fuzz', 'raw'),  # TypeError: 'str' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'equivalent', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not callable
    ('combinators.testing.laws.leq_antisymmetric', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_antisymmetric', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_reflexive', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_reflexive', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'b', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'c', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.leq_transitive', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.leq_transitive', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'leq'
    ('combinators.testing.laws.zero_is_bottom', 'a', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'wrong-level'): ('fuzz', 'raw'),  # AttributeError: 'Rho' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'a', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'epsilon'
    ('combinators.testing.laws.zero_is_bottom', 'measure', '-inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'bool'): ('fuzz', 'raw'),  # AttributeError: 'bool' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'empty'): ('fuzz', 'raw'),  # AttributeError: 'tuple' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'huge'): ('fuzz', 'raw'),  # AttributeError: 'int' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'inf'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'nan'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'neg'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'none'): ('fuzz', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'opaque'): ('fuzz', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'str'): ('fuzz', 'raw'),  # AttributeError: 'str' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'subnormal'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.laws.zero_is_bottom', 'measure', 'zero'): ('fuzz', 'raw'),  # AttributeError: 'float' object has no attribute 'zero'
    ('combinators.testing.strategies.RRBits', 'keep', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.RRBits', 'keep', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.RRBits', 'keep', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.adversary_trees', 'answers', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.adversary_trees', 'answers', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.adversary_trees', 'depth', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.adversary_trees', 'queries', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.adversary_trees', 'queries', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.eps_deltas', 'allow_infinity', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.eps_deltas', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.eps_deltas', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.eps_deltas', 'max_value', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.eps_deltas', 'max_value', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.eps_deltas', 'max_value', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('combinators.testing.strategies.eps_deltas', 'max_value', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.eps_deltas', 'max_value', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert float NaN to integer
    ('combinators.testing.strategies.eps_deltas', 'max_value', 'none'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'
    ('combinators.testing.strategies.eps_deltas', 'max_value', 'opaque'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: '_Opaque' and 'int'
    ('combinators.testing.strategies.eps_deltas', 'max_value', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('combinators.testing.strategies.epsilons', 'allow_infinity', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.epsilons', 'allow_infinity', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.epsilons', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.epsilons', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.epsilons', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.epsilons', 'max_value', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.epsilons', 'max_value', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.epsilons', 'max_value', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('combinators.testing.strategies.epsilons', 'max_value', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.epsilons', 'max_value', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert float NaN to integer
    ('combinators.testing.strategies.epsilons', 'max_value', 'none'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'
    ('combinators.testing.strategies.epsilons', 'max_value', 'opaque'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: '_Opaque' and 'int'
    ('combinators.testing.strategies.epsilons', 'max_value', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.finite_pairs', 'max_outcomes', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.losses', 'allow_infinity', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.losses', 'allow_infinity', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.losses', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.losses', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.losses', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.losses', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.losses', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.losses', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.losses', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.losses', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.losses', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.losses', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.losses', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.losses', 'max_value', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.losses', 'max_value', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.losses', 'max_value', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('combinators.testing.strategies.losses', 'max_value', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.losses', 'max_value', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert float NaN to integer
    ('combinators.testing.strategies.losses', 'max_value', 'none'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'
    ('combinators.testing.strategies.losses', 'max_value', 'opaque'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: '_Opaque' and 'int'
    ('combinators.testing.strategies.losses', 'max_value', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('combinators.testing.strategies.pmfs', 'max_support', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.pmfs', 'max_support', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.pmfs', 'outcomes', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.pmfs', 'outcomes', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.probabilities', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.probabilities', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.probabilities', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.renyi_eps', 'allow_infinity', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.renyi_eps', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.renyi_eps', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.renyi_eps', 'max_value', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.renyi_eps', 'max_value', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.renyi_eps', 'max_value', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('combinators.testing.strategies.renyi_eps', 'max_value', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.renyi_eps', 'max_value', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert float NaN to integer
    ('combinators.testing.strategies.renyi_eps', 'max_value', 'none'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'
    ('combinators.testing.strategies.renyi_eps', 'max_value', 'opaque'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: '_Opaque' and 'int'
    ('combinators.testing.strategies.renyi_eps', 'max_value', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.rho_deltas', 'allow_infinity', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.rho_deltas', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.rho_deltas', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.rho_deltas', 'max_value', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.rho_deltas', 'max_value', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.rho_deltas', 'max_value', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('combinators.testing.strategies.rho_deltas', 'max_value', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.rho_deltas', 'max_value', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert float NaN to integer
    ('combinators.testing.strategies.rho_deltas', 'max_value', 'none'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'
    ('combinators.testing.strategies.rho_deltas', 'max_value', 'opaque'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: '_Opaque' and 'int'
    ('combinators.testing.strategies.rho_deltas', 'max_value', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('combinators.testing.strategies.rhos', 'allow_infinity', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.rhos', 'allow_infinity', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.rhos', 'exact', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.rhos', 'exact', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.rhos', 'exact', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.rhos', 'exact', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.rhos', 'exact', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.rhos', 'exact', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.rhos', 'exact', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.rhos', 'exact', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.rhos', 'exact', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.rhos', 'exact', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.rhos', 'exact', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.rhos', 'max_value', '-inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.rhos', 'max_value', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.rhos', 'max_value', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('combinators.testing.strategies.rhos', 'max_value', 'inf'): ('fuzz', 'raw'),  # OverflowError: cannot convert float infinity to integer
    ('combinators.testing.strategies.rhos', 'max_value', 'nan'): ('fuzz', 'raw'),  # ValueError: cannot convert float NaN to integer
    ('combinators.testing.strategies.rhos', 'max_value', 'none'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'
    ('combinators.testing.strategies.rhos', 'max_value', 'opaque'): ('fuzz', 'raw'),  # TypeError: unsupported operand type(s) for *: '_Opaque' and 'int'
    ('combinators.testing.strategies.rhos', 'max_value', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('combinators.testing.strategies.table_ipms', 'halts', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.table_ipms', 'halts', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'halts', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'max_calls', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'max_support', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_answers', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'n_left_queries', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_answers', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'n_right_queries', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_ipms', 'n_states', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.table_machines', 'halts', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.table_machines', 'halts', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_machines', 'halts', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('combinators.testing.strategies.table_machines', 'max_support', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_machines', 'max_support', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_machines', 'n_answers', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_machines', 'n_queries', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.table_machines', 'n_states', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'neg'): ('fuzz', 'silent'),  # -1 accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.table_machines', 'n_states', 'zero'): ('fuzz', 'silent'),  # 0 accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', '-inf'): ('fuzz', 'silent'),  # -inf accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'empty'): ('fuzz', 'silent'),  # () accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'huge'): ('fuzz', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.testing.strategies.tradeoffs', 'kind', 'inf'): ('fuzz', 'silent'),  # inf accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'nan'): ('fuzz', 'silent'),  # nan accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'neg'): ('fuzz', 'silent'),  # -1.0 accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'none'): ('fuzz', 'silent'),  # None accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'opaque'): ('fuzz', 'silent'),  # <opaque> accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'subnormal'): ('fuzz', 'silent'),  # 5e-324 accepted
    ('combinators.testing.strategies.tradeoffs', 'kind', 'zero'): ('fuzz', 'silent'),  # 0.0 accepted
    ('lookup(PureDP, filter).allows', 'conditions', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'none'): ('fuzz', 'raw'),  # TypeError: 'NoneType' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'str'): ('fuzz', 'silent'),  # '1' accepted
    ('lookup(PureDP, filter).allows', 'conditions', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('lookup(PureDP, filter).allows', 'conditions', 'zero'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('sampled_coins(0).choice', 'pmf', '-inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('sampled_coins(0).choice', 'pmf', 'bool'): ('fuzz', 'raw'),  # TypeError: 'bool' object is not iterable
    ('sampled_coins(0).choice', 'pmf', 'huge'): ('fuzz', 'raw'),  # TypeError: 'int' object is not iterable
    ('sampled_coins(0).choice', 'pmf', 'inf'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('sampled_coins(0).choice', 'pmf', 'nan'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('sampled_coins(0).choice', 'pmf', 'neg'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('sampled_coins(0).choice', 'pmf', 'opaque'): ('fuzz', 'raw'),  # TypeError: '_Opaque' object is not iterable
    ('sampled_coins(0).choice', 'pmf', 'str'): ('fuzz', 'raw'),  # ValueError: not enough values to unpack (expected 2, got 1)
    ('sampled_coins(0).choice', 'pmf', 'subnormal'): ('fuzz', 'raw'),  # TypeError: 'float' object is not iterable
    ('sampled_coins(0).gaussian', 'sigma', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('sampled_coins(0).gaussian', 'sigma', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('sampled_coins(0).gaussian', 'sigma', 'huge'): ('fuzz', 'raw'),  # OverflowError: int too large to convert to float
    ('sampled_coins(0).gaussian', 'sigma', 'none'): ('fuzz', 'raw'),  # TypeError: must be real number, not NoneType
    ('sampled_coins(0).gaussian', 'sigma', 'opaque'): ('fuzz', 'raw'),  # TypeError: must be real number, not _Opaque
    ('sampled_coins(0).gaussian', 'sigma', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('sampled_coins(0).laplace', 'scale', 'bool'): ('fuzz', 'silent'),  # True accepted
    ('sampled_coins(0).laplace', 'scale', 'empty'): ('fuzz', 'raw'),  # TypeError: must be real number, not tuple
    ('sampled_coins(0).laplace', 'scale', 'huge'): ('fuzz', 'raw'),  # OverflowError: int too large to convert to float
    ('sampled_coins(0).laplace', 'scale', 'none'): ('fuzz', 'raw'),  # TypeError: must be real number, not NoneType
    ('sampled_coins(0).laplace', 'scale', 'opaque'): ('fuzz', 'raw'),  # TypeError: must be real number, not _Opaque
    ('sampled_coins(0).laplace', 'scale', 'str'): ('fuzz', 'raw'),  # TypeError: must be real number, not str
    ('sampled_coins(0).uniform_int', 'n', 'np.int64'): ('fuzz', 'refused-number'),  # np.int64(3) refused
    # ---- levels ------------------------------------------------------------------------------------
    ('ApproxDP().close', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxDP().close', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ApproxDP().close', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxDP().close', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('ApproxDP().close', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('ApproxDP().close', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('ApproxDP().close', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxDP().close', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxDP().close', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxDP().close', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('ApproxDP().close', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('ApproxDP().close', 'q', 'str'): ('levels', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('ApproxDP().close', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ApproxDP().close', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
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
    ('PureDP().close', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().close', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('PureDP().close', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('PureDP().close', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('PureDP().close', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().close', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().close', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().close', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('PureDP().close', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('PureDP().close', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('PureDP().close', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().close', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('PureDP().close', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().close', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('PureDP().close', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('PureDP().close', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('PureDP().close', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().close', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().close', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().close', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('PureDP().close', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('PureDP().close', 'q', 'str'): ('levels', 'raw'),  # TypeError: can't multiply sequence by non-int of type 'Fraction'
    ('PureDP().close', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('PureDP().close', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
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
    ('PureDP().divergence', 'q', 'str'): ('levels', 'raw'),  # TypeError: unsupported operand type(s) for /: 'Fraction' and 'str'
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
    ('RenyiDP(2.0).close', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).close', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('RenyiDP(2.0).close', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'str'): ('levels', 'raw'),  # TypeError: unsupported operand type(s) for ** or pow(): 'str' and 'int
    ('RenyiDP(2.0).close', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).close', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
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
    ('RenyiDP(2.0).divergence', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('RenyiDP(2.0).divergence', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('RenyiDP(2.0).divergence', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'str'): ('levels', 'raw'),  # TypeError: unsupported operand type(s) for ** or pow(): 'str' and 'int
    ('RenyiDP(2.0).divergence', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('RenyiDP(2.0).divergence', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
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
    ('ZCDP().bounds', 'q', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'numerator'
    ('ZCDP().bounds', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().bounds', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().close', 'p', '-inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().close', 'p', 'bool'): ('levels', 'raw'),  # AttributeError: 'bool' object has no attribute 'items'
    ('ZCDP().close', 'p', 'empty'): ('levels', 'raw'),  # AttributeError: 'tuple' object has no attribute 'items'
    ('ZCDP().close', 'p', 'huge'): ('levels', 'raw'),  # AttributeError: 'int' object has no attribute 'items'
    ('ZCDP().close', 'p', 'inf'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().close', 'p', 'nan'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().close', 'p', 'neg'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().close', 'p', 'none'): ('levels', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'items'
    ('ZCDP().close', 'p', 'opaque'): ('levels', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'items'
    ('ZCDP().close', 'p', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'items'
    ('ZCDP().close', 'p', 'subnormal'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().close', 'p', 'zero'): ('levels', 'raw'),  # AttributeError: 'float' object has no attribute 'items'
    ('ZCDP().close', 'q', '-inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().close', 'q', 'bool'): ('levels', 'raw'),  # TypeError: 'bool' object is not subscriptable
    ('ZCDP().close', 'q', 'empty'): ('levels', 'raw'),  # IndexError: tuple index out of range
    ('ZCDP().close', 'q', 'huge'): ('levels', 'raw'),  # TypeError: 'int' object is not subscriptable
    ('ZCDP().close', 'q', 'inf'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().close', 'q', 'nan'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().close', 'q', 'neg'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().close', 'q', 'none'): ('levels', 'raw'),  # TypeError: 'NoneType' object is not subscriptable
    ('ZCDP().close', 'q', 'opaque'): ('levels', 'raw'),  # TypeError: '_Opaque' object is not subscriptable
    ('ZCDP().close', 'q', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'numerator'
    ('ZCDP().close', 'q', 'subnormal'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
    ('ZCDP().close', 'q', 'zero'): ('levels', 'raw'),  # TypeError: 'float' object is not subscriptable
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
    ('ZCDP().divergence', 'q', 'str'): ('levels', 'raw'),  # AttributeError: 'str' object has no attribute 'numerator'
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
    ('combinators.composition.pvector', 'items', 'empty'): ('levels', 'silent'),  # () accepted
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
    ('combinators.machines.Relation', 'meaning', '-inf'): ('provenance', 'silent'),  # -inf accepted
    ('combinators.machines.Relation', 'meaning', 'bool'): ('provenance', 'silent'),  # True accepted
    ('combinators.machines.Relation', 'meaning', 'empty'): ('provenance', 'silent'),  # () accepted
    ('combinators.machines.Relation', 'meaning', 'huge'): ('provenance', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.Relation', 'meaning', 'inf'): ('provenance', 'silent'),  # inf accepted
    ('combinators.machines.Relation', 'meaning', 'nan'): ('provenance', 'silent'),  # nan accepted
    ('combinators.machines.Relation', 'meaning', 'neg'): ('provenance', 'silent'),  # -1.0 accepted
    ('combinators.machines.Relation', 'meaning', 'none'): ('provenance', 'silent'),  # None accepted
    ('combinators.machines.Relation', 'meaning', 'opaque'): ('provenance', 'silent'),  # <opaque> accepted
    ('combinators.machines.Relation', 'meaning', 'subnormal'): ('provenance', 'silent'),  # 5e-324 accepted
    ('combinators.machines.Relation', 'meaning', 'zero'): ('provenance', 'silent'),  # 0.0 accepted
    ('combinators.machines.Relation', 'name', '-inf'): ('provenance', 'silent'),  # -inf accepted
    ('combinators.machines.Relation', 'name', 'bool'): ('provenance', 'silent'),  # True accepted
    ('combinators.machines.Relation', 'name', 'empty'): ('provenance', 'silent'),  # () accepted
    ('combinators.machines.Relation', 'name', 'huge'): ('provenance', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.machines.Relation', 'name', 'inf'): ('provenance', 'silent'),  # inf accepted
    ('combinators.machines.Relation', 'name', 'nan'): ('provenance', 'silent'),  # nan accepted
    ('combinators.machines.Relation', 'name', 'neg'): ('provenance', 'silent'),  # -1.0 accepted
    ('combinators.machines.Relation', 'name', 'none'): ('provenance', 'silent'),  # None accepted
    ('combinators.machines.Relation', 'name', 'opaque'): ('provenance', 'silent'),  # <opaque> accepted
    ('combinators.machines.Relation', 'name', 'subnormal'): ('provenance', 'silent'),  # 5e-324 accepted
    ('combinators.machines.Relation', 'name', 'zero'): ('provenance', 'silent'),  # 0.0 accepted
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
    ('combinators.open_session', 'coins', '-inf'): ('session', 'silent'),  # -inf accepted
    ('combinators.open_session', 'coins', 'bool'): ('session', 'silent'),  # True accepted
    ('combinators.open_session', 'coins', 'empty'): ('session', 'silent'),  # () accepted
    ('combinators.open_session', 'coins', 'huge'): ('session', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('combinators.open_session', 'coins', 'inf'): ('session', 'silent'),  # inf accepted
    ('combinators.open_session', 'coins', 'nan'): ('session', 'silent'),  # nan accepted
    ('combinators.open_session', 'coins', 'neg'): ('session', 'silent'),  # -1.0 accepted
    ('combinators.open_session', 'coins', 'opaque'): ('session', 'silent'),  # <opaque> accepted
    ('combinators.open_session', 'coins', 'str'): ('session', 'silent'),  # '1' accepted
    ('combinators.open_session', 'coins', 'subnormal'): ('session', 'silent'),  # 5e-324 accepted
    ('combinators.open_session', 'coins', 'zero'): ('session', 'silent'),  # 0.0 accepted
    ('combinators.open_session', 'mechanism', '-inf'): ('session', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'bool'): ('session', 'raw'),  # AttributeError: 'bool' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'empty'): ('session', 'raw'),  # AttributeError: 'tuple' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'huge'): ('session', 'raw'),  # AttributeError: 'int' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'inf'): ('session', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'nan'): ('session', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'neg'): ('session', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'none'): ('session', 'raw'),  # AttributeError: 'NoneType' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'opaque'): ('session', 'raw'),  # AttributeError: '_Opaque' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'str'): ('session', 'raw'),  # AttributeError: 'str' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'subnormal'): ('session', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.open_session', 'mechanism', 'zero'): ('session', 'raw'),  # AttributeError: 'float' object has no attribute 'init'
    ('combinators.open_session', 'seed', '-inf'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.open_session', 'seed', 'bool'): ('session', 'silent'),  # True accepted
    ('combinators.open_session', 'seed', 'empty'): ('session', 'silent'),  # () accepted
    ('combinators.open_session', 'seed', 'inf'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.open_session', 'seed', 'nan'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.open_session', 'seed', 'neg'): ('session', 'raw'),  # ValueError: expected non-negative integer
    ('combinators.open_session', 'seed', 'np.float32'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.open_session', 'seed', 'np.float64'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.open_session', 'seed', 'opaque'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.open_session', 'seed', 'str'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('combinators.open_session', 'seed', 'subnormal'): ('session', 'raw'),  # TypeError: SeedSequence expects int or sequence of ints for entropy no
    ('open_session(gaussian(1.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(gaussian(1.0), data).ask', 'data', 'nan'): ('session', 'silent'),  # nan accepted
    ('open_session(gaussian(1.0), data).ask', 'data', 'str'): ('session', 'silent'),  # '1' accepted
    ('open_session(geometric(1.0, lo=0, hi=3), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', '-inf'): ('session', 'silent'),  # -inf accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'empty'): ('session', 'silent'),  # () accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'huge'): ('session', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'inf'): ('session', 'silent'),  # inf accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'nan'): ('session', 'silent'),  # nan accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'neg'): ('session', 'silent'),  # -1 accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'none'): ('session', 'silent'),  # None accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'opaque'): ('session', 'silent'),  # <opaque> accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'subnormal'): ('session', 'silent'),  # 5e-324 accepted
    ('open_session(interactive_randomized_response(1.0), data).ask', 'data', 'zero'): ('session', 'silent'),  # 0 accepted
    ('open_session(laplace(1.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(laplace(1.0), data).ask', 'data', 'nan'): ('session', 'silent'),  # nan accepted
    ('open_session(laplace(1.0), data).ask', 'data', 'str'): ('session', 'silent'),  # '1' accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', '-inf'): ('session', 'silent'),  # -inf accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'empty'): ('session', 'silent'),  # () accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'huge'): ('session', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('open_session(randomized_response(1.0), data).ask', 'data', 'inf'): ('session', 'silent'),  # inf accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'nan'): ('session', 'silent'),  # nan accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'neg'): ('session', 'silent'),  # -1 accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'none'): ('session', 'silent'),  # None accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'opaque'): ('session', 'silent'),  # <opaque> accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'subnormal'): ('session', 'silent'),  # 5e-324 accepted
    ('open_session(randomized_response(1.0), data).ask', 'data', 'zero'): ('session', 'silent'),  # 0 accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', '-inf'): ('session', 'silent'),  # -inf accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'bool'): ('session', 'silent'),  # True accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'empty'): ('session', 'silent'),  # () accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'huge'): ('session', 'silent'),  # 1000000000000000000000000000000000000000000000000000000000000000000000
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'inf'): ('session', 'silent'),  # inf accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'nan'): ('session', 'silent'),  # nan accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'neg'): ('session', 'silent'),  # -1 accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'none'): ('session', 'silent'),  # None accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'opaque'): ('session', 'silent'),  # <opaque> accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'subnormal'): ('session', 'silent'),  # 5e-324 accepted
    ('open_session(randomized_response_delta(1.0, 0.0), data).ask', 'data', 'zero'): ('session', 'silent'),  # 0 accepted
}
