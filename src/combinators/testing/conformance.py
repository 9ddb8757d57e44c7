"""Conformance of primitives: every certified primitive passes one suite, found through a registry.

A primitive is described once, by a ``PrimitiveSpec``: its factory, a valid sample call, finite
instances small enough for the exact audit (the call, the data domain, the queries and the depth),
rows of bad arguments with the argument the error must name, and, for a continuous primitive, its
views on neighbouring data binned onto finitely many outcomes. ``check_primitive(spec)`` runs:

- **the certificate**: on every finite instance, ``audit_domain`` (every related pair of the
  domain, both directions, every adversary up to the depth) must answer ``CERTIFIED`` for the
  measure and level the certificate states. A continuous primitive cannot be enumerated; its
  output distributions on neighbouring data, binned onto intervals (a post-processing, so the
  certified level must still hold for them), must not be ``VIOLATED`` under the certificate's
  measure: a certificate stronger than the mechanism is caught when the bins see the difference.
- **the bad arguments**: each row raises ``InvalidArgument`` when the mechanism is built, and the
  message names the argument (``name=``).
- **the repr**: ``eval(repr(m), namespace) == m`` for the sample call.

``PRIMITIVES`` is the registry of the library's primitives; a new primitive gets the suite by adding
its spec there (the library's tests run every entry). Your own primitive runs it with
``check_primitive(PrimitiveSpec(...))``.

Example:
    >>> from combinators.primitives import randomized_response
    >>> spec = PrimitiveSpec("rr", randomized_response, call(e_eps=3),
    ...                      instances=(AuditInstance(call(e_eps=3), (0, 1), (None,), 1),),
    ...                      bad_arguments=(BadArgument(call(e_eps=-1), "e_eps"),))
    >>> check_certificate(spec)
    >>> check_bad_arguments(spec)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, TypeAlias, final

import attrs
from typing_extensions import override

from ..errors import ConformanceFailure as ConformanceFailure  # defined in errors.py with every library error
from .._validation import check_bool, check_callable, check_instance, check_positive_int, check_sequence_of, check_str
from ..audit import audit_domain
from ..errors import InvalidArgument
from ..machines import Mechanism, WithinDistance
from ..measures import Verdict
from ..primitives import Gaussian, Laplace, gaussian, gaussian_rdp, geometric, laplace
from ..primitives import interactive_randomized_response, randomized_response, randomized_response_delta
from ..prob import FiniteDist, Interval, as_interval, exp_bounds

__all__ = [
    "PRIMITIVES",
    "AuditInstance",
    "BadArgument",
    "Call",
    "ConformanceFailure",
    "PrimitiveSpec",
    "call",
    "check_bad_arguments",
    "check_certificate",
    "check_primitive",
    "check_repr",
    "primitive_spec",
]

AnyMechanism: TypeAlias = Mechanism[Any, Any, Any, Any, Any]
Views: TypeAlias = Callable[[AnyMechanism], Sequence[tuple[FiniteDist[Any], FiniteDist[Any]]]]


def _kwargs(value: object) -> tuple[tuple[str, object], ...]:
    items = check_instance("kwargs", value, tuple, "a tuple of (name, value) pairs")
    for i, item in enumerate(items):
        if type(item) is not tuple or len(item) != 2 or type(item[0]) is not str:
            msg = f"kwargs[{i}] must be a (name, value) pair with a str name"
            raise InvalidArgument(msg)
    return items


@final
@attrs.frozen(repr=False)
class Call:
    """The arguments of one call of a factory: build it with ``call(*args, **kwargs)``."""

    args: tuple[object, ...] = attrs.field(validator=lambda i, a, v: check_instance("args", v, tuple, "a tuple"))
    kwargs: tuple[tuple[str, object], ...] = attrs.field(converter=_kwargs)

    def __call__(self, factory: Callable[..., object]) -> object:
        return factory(*self.args, **dict(self.kwargs))

    @override
    def __repr__(self) -> str:
        parts = [repr(a) for a in self.args] + [f"{k}={v!r}" for k, v in self.kwargs]
        return f"call({', '.join(parts)})"


def call(*args: object, **kwargs: object) -> Call:
    """The arguments of one call, kept for later: ``call(e_eps=3)(randomized_response)``.

    Example:
        >>> call(1.0, delta=0)
        call(1.0, delta=0)
    """
    return Call(args, tuple(kwargs.items()))


def _call(name: str, value: object) -> Call:
    return check_instance(name, value, Call, "a Call (build it with call(...))")


def _domain(value: object) -> tuple[object, ...]:
    items = tuple(check_sequence_of("domain", value, lambda n, x: x, nonempty=True, what="a sequence of data"))
    if len(items) < 2:
        msg = f"domain has {len(items)} datum; an audit needs at least two data to compare"
        raise InvalidArgument(msg)
    return items


def _queries(value: object) -> tuple[object, ...]:
    return tuple(check_sequence_of("queries", value, lambda n, x: x, nonempty=True, what="a sequence of queries"))


def _exact(value: object) -> bool:
    return check_bool("exact", value)


@final
@attrs.frozen
class AuditInstance:
    """A finite instance for the exact audit: the factory ``call``, every datum of the ``domain``
    (related pairs are taken from the certificate's relation), the adversaries' ``queries`` and
    their most ``depth`` queries.

    ``exact=False`` marks an instance whose probabilities are intervals around an irrational
    value (a float ε: ``e^ε``) at a tight certified level: the audit cannot separate the level from
    the mechanism's loss there, so it must answer CERTIFIED or INCONCLUSIVE, never VIOLATED."""

    call: Call = attrs.field(validator=lambda i, a, v: _call("call", v))
    domain: tuple[object, ...] = attrs.field(converter=_domain)
    queries: tuple[object, ...] = attrs.field(converter=_queries)
    depth: int = attrs.field(validator=lambda i, a, v: check_positive_int("depth", v))
    exact: bool = attrs.field(default=True, converter=_exact)


@final
@attrs.frozen
class BadArgument:
    """A call the factory must refuse with ``InvalidArgument`` naming ``argument`` (as ``argument=``)."""

    call: Call = attrs.field(validator=lambda i, a, v: _call("call", v))
    argument: str = attrs.field(validator=lambda i, a, v: check_str("argument", v))


def _instances(value: object) -> tuple[AuditInstance, ...]:
    return tuple(check_sequence_of("instances", value,
                                   lambda n, x: check_instance(n, x, AuditInstance, "an AuditInstance"),
                                   what="a sequence of AuditInstance"))


def _bad_arguments(value: object) -> tuple[BadArgument, ...]:
    return tuple(check_sequence_of("bad_arguments", value,
                                   lambda n, x: check_instance(n, x, BadArgument, "a BadArgument"),
                                   what="a sequence of BadArgument"))


def _views(value: object) -> Views | None:
    if value is None:
        return None
    views: Views = check_callable("views", value)  # type: ignore[assignment]  # a callable; its signature is the caller's
    return views


def _namespace(value: object) -> Mapping[str, object]:
    return check_instance("namespace", value, Mapping, "a mapping of names for eval(repr(m))")


@final
@attrs.frozen
class PrimitiveSpec:
    """What the conformance suite needs to know about one primitive (module docs).

    Args:
        name: how the suite names it.
        factory: the function that builds the certified mechanism.
        sample: a valid call of ``factory``; its ``repr`` must rebuild it.
        instances: finite instances for the exact audit (none for a continuous primitive).
        bad_arguments: calls the factory must refuse, each with the argument to name.
        views: for a continuous primitive, ``views(m)`` gives its output distributions on
            neighbouring data post-processed onto finitely many outcomes.
        namespace: the names ``eval(repr(m))`` needs beyond the library's public ones.
    """

    name: str = attrs.field(validator=lambda i, a, v: check_str("name", v))
    factory: Callable[..., AnyMechanism] = attrs.field(validator=lambda i, a, v: check_callable("factory", v))
    sample: Call = attrs.field(validator=lambda i, a, v: _call("sample", v))
    instances: tuple[AuditInstance, ...] = attrs.field(default=(), converter=_instances)
    bad_arguments: tuple[BadArgument, ...] = attrs.field(default=(), converter=_bad_arguments)
    views: Views | None = attrs.field(default=None, converter=_views)
    namespace: Mapping[str, object] = attrs.field(factory=dict, converter=_namespace)

    def build(self, c: Call) -> AnyMechanism:
        """The mechanism of one call, which must be a certified ``Mechanism``."""
        m = c(self.factory)
        if not isinstance(m, Mechanism):
            msg = f"{self.name}: {c!r} returned a {type(m).__name__}, not a certified Mechanism"
            raise ConformanceFailure(msg)
        return m


def _spec(value: object) -> PrimitiveSpec:
    return check_instance("spec", value, PrimitiveSpec, "a PrimitiveSpec")


def check_certificate(spec: PrimitiveSpec) -> None:
    """The certificate of every finite instance is CERTIFIED by ``audit_domain`` (not VIOLATED for
    an instance marked ``exact=False``), and the binned
    views of a continuous primitive are not VIOLATED at its certified level (module docs).

    Raises:
        ConformanceFailure: the first instance or view that fails.
    """
    spec = _spec(spec)
    for inst in spec.instances:
        m = spec.build(inst.call)
        verdict = audit_domain(m, list(inst.domain), list(inst.queries), inst.depth).verdict
        if verdict is not Verdict.CERTIFIED and (inst.exact or verdict is Verdict.VIOLATED):
            msg = (f"{spec.name}: the exact audit of {inst.call!r} on {inst.domain!r} answers {verdict.name}, "
                   f"not {'CERTIFIED' if inst.exact else 'CERTIFIED or INCONCLUSIVE'}, for {m.measure!r} at {m.level!r}")
            raise ConformanceFailure(msg)
    if spec.views is not None:
        m = spec.build(spec.sample)
        for i, (p, q) in enumerate(spec.views(m)):
            verdict = m.measure.close(p, q, m.level)
            if verdict is Verdict.VIOLATED:
                msg = f"{spec.name}: binned view pair {i} of {spec.sample!r} is VIOLATED at {m.level!r}"
                raise ConformanceFailure(msg)


def check_bad_arguments(spec: PrimitiveSpec) -> None:
    """Every bad-argument row raises ``InvalidArgument`` naming its argument.

    Raises:
        ConformanceFailure: a row that builds, raises another error, or does not name it.
    """
    spec = _spec(spec)
    for row in spec.bad_arguments:
        try:
            row.call(spec.factory)
        except InvalidArgument as e:
            if f"{row.argument}=" not in str(e):
                msg = f"{spec.name}: {row.call!r} raises InvalidArgument without naming {row.argument}=: {e}"
                raise ConformanceFailure(msg) from e
        except Exception as e:
            msg = f"{spec.name}: {row.call!r} raises {type(e).__name__}, not InvalidArgument naming {row.argument}="
            raise ConformanceFailure(msg) from e
        else:
            msg = f"{spec.name}: {row.call!r} builds a mechanism; it must raise InvalidArgument naming {row.argument}="
            raise ConformanceFailure(msg)


def _public_names() -> dict[str, object]:
    import combinators
    from .. import machines, measures, primitives

    names: dict[str, object] = {"Fraction": Fraction, "inf": math.inf}
    for mod in (machines, measures, primitives, combinators):
        names.update({n: getattr(mod, n) for n in mod.__all__})
    return names


def check_repr(spec: PrimitiveSpec) -> None:
    """``eval(repr(m)) == m`` for the sample call, with the library's public names (and
    ``spec.namespace``) in scope.

    Raises:
        ConformanceFailure: the repr does not evaluate, or evaluates to another value.
    """
    spec = _spec(spec)
    m = spec.build(spec.sample)
    text = repr(m)
    try:
        back = eval(text, {**_public_names(), **spec.namespace})  # noqa: S307  # the library's own repr
    except Exception as e:
        msg = f"{spec.name}: repr {text[:200]!r} does not evaluate ({type(e).__name__})"
        raise ConformanceFailure(msg) from e
    if type(back) is not type(m) or back != m:
        msg = f"{spec.name}: repr {text[:200]!r} evaluates to another value"
        raise ConformanceFailure(msg)


def check_primitive(spec: PrimitiveSpec) -> None:
    """The whole suite: ``check_certificate``, ``check_bad_arguments``, ``check_repr``.

    Raises:
        ConformanceFailure: the first check that fails.
    """
    check_certificate(spec)
    check_bad_arguments(spec)
    check_repr(spec)


# --------------------------------------------------------------------------------------------
# Binned views of the continuous primitives
# --------------------------------------------------------------------------------------------


def _sensitivity(m: AnyMechanism) -> Fraction:
    related = m.certificate.relation.related
    if not isinstance(related, WithinDistance):
        msg = f"the relation {m.certificate.relation.name!r} is not a sensitivity relation |x − x′| ≤ Δ"
        raise InvalidArgument(msg)
    return related.bound


def _bins(cdf: Callable[[Fraction], Interval], cuts: Sequence[Fraction]) -> FiniteDist[int]:
    """The masses of the intervals between consecutive ``cuts`` (and the two tails), outward."""
    points = [Interval(Fraction(0), Fraction(0)), *(cdf(t) for t in cuts), Interval(Fraction(1), Fraction(1))]
    pairs: list[tuple[int, Interval]] = []
    for k, (a, b) in enumerate(zip(points, points[1:])):
        pairs.append((k, Interval(max(Fraction(0), b.lo - a.hi), min(Fraction(1), b.hi - a.lo))))
    return FiniteDist.from_pairs(pairs)


def _cuts(delta: Fraction, width: Fraction) -> list[Fraction]:
    """Cut points around the two centres 0 and Δ, at 0 and Δ themselves (where the Laplace tails
    have their largest loss ratio) and at 1, 2, 3 widths beyond."""
    return sorted({-3 * width, -2 * width, -width, Fraction(0), delta / 2, delta, delta + width,
                   delta + 2 * width, delta + 3 * width})


def _laplace_cdf(scale: Fraction, centre: Fraction) -> Callable[[Fraction], Interval]:
    def cdf(t: Fraction) -> Interval:
        z = (t - centre) / scale
        e = as_interval(exp_bounds(-abs(z)))
        half = Interval(e.lo / 2, e.hi / 2)
        return half if z < 0 else Interval(1 - half.hi, 1 - half.lo)
    return cdf


def _laplace_views(m: AnyMechanism) -> list[tuple[FiniteDist[int], FiniteDist[int]]]:
    """Lap(0, b) and Lap(Δ, b) binned; the bins' masses are exact intervals (``exp_bounds``)."""
    machine = check_instance("the machine", m.machine, Laplace, "a Laplace machine")
    delta, scale = _sensitivity(m), Fraction(machine.scale)
    cuts = _cuts(delta, scale)
    return [(_bins(_laplace_cdf(scale, Fraction(0)), cuts), _bins(_laplace_cdf(scale, delta), cuts))]


_PHI_MARGIN = Fraction(1, 10**12)
"""Outward margin around ``math.erfc``'s value (accurate to a few ulps): the Gaussian bins."""


def _gaussian_cdf(sigma: Fraction, centre: Fraction) -> Callable[[Fraction], Interval]:
    def cdf(t: Fraction) -> Interval:
        p = Fraction(0.5 * math.erfc(-float((t - centre) / sigma) / math.sqrt(2)))
        return Interval(max(Fraction(0), p - _PHI_MARGIN), min(Fraction(1), p + _PHI_MARGIN))
    return cdf


def _gaussian_views(m: AnyMechanism) -> list[tuple[FiniteDist[int], FiniteDist[int]]]:
    """N(0, σ²) and N(Δ, σ²) binned."""
    machine = check_instance("the machine", m.machine, Gaussian, "a Gaussian machine")
    delta, sigma = _sensitivity(m), Fraction(machine.sigma)
    cuts = _cuts(delta, sigma / 2)
    return [(_bins(_gaussian_cdf(sigma, Fraction(0)), cuts), _bins(_gaussian_cdf(sigma, delta), cuts))]


# --------------------------------------------------------------------------------------------
# The registry of the library's primitives
# --------------------------------------------------------------------------------------------


def _registry() -> tuple[PrimitiveSpec, ...]:
    half = Fraction(1, 2)
    hundredth = Fraction(1, 100)
    return (
        PrimitiveSpec(
            "laplace", laplace, call(scale=2.0), views=_laplace_views,
            bad_arguments=(BadArgument(call(scale=-1.0), "scale"), BadArgument(call(scale=0.0), "scale"),
                           BadArgument(call(epsilon=math.nan), "epsilon"), BadArgument(call(), "scale"),
                           BadArgument(call(scale=1.0, epsilon=1.0), "epsilon"),
                           BadArgument(call(scale=1.0, sensitivity=0), "sensitivity"))),
        PrimitiveSpec(
            "gaussian", gaussian, call(1.0), views=_gaussian_views,
            bad_arguments=(BadArgument(call(0.0), "sigma"), BadArgument(call(rho=-1), "rho"),
                           BadArgument(call(math.inf), "sigma"), BadArgument(call(1.0, sensitivity=-1), "sensitivity"))),
        PrimitiveSpec(
            "gaussian_rdp", gaussian_rdp, call(sigma=2.0, alpha=3), views=_gaussian_views,
            bad_arguments=(BadArgument(call(1.0, alpha=1), "alpha"), BadArgument(call(0.0, alpha=2), "sigma"),
                           BadArgument(call(1.0, alpha=math.nan), "alpha"))),
        PrimitiveSpec(
            "geometric", geometric, call(r=half, lo=0, hi=3),
            instances=(AuditInstance(call(r=half, lo=0, hi=3), (0, 1, 2, 3), (None,), 1),
                       AuditInstance(call(0.7, lo=-1, hi=2), (-1, 0, 1, 2), (None,), 1, exact=False),
                       AuditInstance(call(r=Fraction(1, 3), lo=0, hi=4, sensitivity=2), (0, 1, 2, 3, 4), (None,), 1)),
            bad_arguments=(BadArgument(call(r=Fraction(2), lo=0, hi=3), "r"), BadArgument(call(r=half, lo=3, hi=0), "lo"),
                           BadArgument(call(math.inf, lo=0, hi=3), "epsilon"),
                           BadArgument(call(r=half, lo=0, hi=3, sensitivity=0), "sensitivity"))),
        PrimitiveSpec(
            "randomized_response", randomized_response, call(e_eps=3),
            instances=(AuditInstance(call(e_eps=3), (0, 1), (None,), 1),
                       AuditInstance(call(e_eps=Fraction(101, 100)), (0, 1), (None,), 1),
                       AuditInstance(call(0.5), (0, 1), (None,), 1, exact=False)),
            bad_arguments=(BadArgument(call(e_eps=half), "e_eps"), BadArgument(call(-1.0), "epsilon"),
                           BadArgument(call(), "epsilon"), BadArgument(call(math.nan), "epsilon"))),
        PrimitiveSpec(
            "randomized_response_delta", randomized_response_delta, call(e_eps=3, delta=hundredth),
            instances=(AuditInstance(call(e_eps=3, delta=hundredth), (0, 1), (None,), 1),
                       AuditInstance(call(e_eps=2, delta=0.25), (0, 1), (None,), 1),
                       AuditInstance(call(0.5, delta=hundredth), (0, 1), (None,), 1, exact=False)),
            bad_arguments=(BadArgument(call(e_eps=3, delta=2), "delta"), BadArgument(call(e_eps=3, delta=-0.5), "delta"),
                           BadArgument(call(e_eps=half, delta=0), "e_eps"))),
        PrimitiveSpec(
            "interactive_randomized_response", interactive_randomized_response, call(e_eps=3, delta=hundredth),
            instances=(AuditInstance(call(e_eps=3, delta=hundredth), (0, 1), ("q*",), 3),
                       AuditInstance(call(0.5, delta=0.0), (0, 1), ("q*",), 2, exact=False)),
            bad_arguments=(BadArgument(call(e_eps=3, delta=-0.5), "delta"), BadArgument(call(e_eps="3"), "e_eps"),
                           BadArgument(call(e_eps=3, delta=math.nan), "delta"))),
    )


PRIMITIVES: tuple[PrimitiveSpec, ...] = _registry()
"""The library's primitives, each with its conformance spec; the library's tests run them all."""


def primitive_spec(name: str) -> PrimitiveSpec:
    """The registered spec named ``name``.

    Example:
        >>> primitive_spec("laplace").sample
        call(scale=2.0)
    """
    name = check_str("name", name)
    for spec in PRIMITIVES:
        if spec.name == name:
            return spec
    msg = f"name={name!r} is not a registered primitive; the registered ones: {', '.join(s.name for s in PRIMITIVES)}"
    raise InvalidArgument(msg)

