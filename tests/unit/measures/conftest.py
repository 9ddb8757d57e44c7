"""The independent reference values of these tests are computed at the shared precision."""

from tests.reference_mp import mpmath_reference_digits as mpmath_reference_digits
