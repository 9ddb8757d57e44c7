"""The public-API fuzzer behind ``tests/test_public_api_fuzz.py``.

Every public callable (from the packages' ``__all__``; classes' constructors and the public methods
of sample instances) is called once with valid sample arguments, then once per (parameter, bad
value) with the other arguments at their samples. A call may

- raise a documented library error (a ``CombinatorsError``): the argument was refused;
- return: fine when the value is valid for the parameter, a *silent accept* when it is not
  (decided from the parameter's annotation and a small table of per-name semantics);
- raise anything else: a *raw* exception;
- run past ``TIMEOUT`` seconds: a *hang*.

numpy scalars stand for numbers: refusing one where the Python number of the same value is taken
is a *refused number*. Each call runs under a SIGALRM timer and a 4 GiB data limit.
"""

from __future__ import annotations

import contextlib
import enum
import importlib
import inspect
import io
import math
import re
import resource
import signal
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction as F
from typing import Any, cast

import attrs
import numpy as np
from hypothesis.stateful import RuleBasedStateMachine
from typing_extensions import override

from combinators.errors import CombinatorsError
from combinators.machines import HALT, Halt, InteractiveMechanism
from combinators.prob import Coins, FiniteDist
from combinators.continual.modular import Controller, SubMechanisms
from combinators.continual.taint import Tainted


class ForwardEach(Controller[None, int, object]):
    """A modular mechanism's controller for ``modular`` and ``paired_run``: each input goes to a
    fresh randomized-response child, whose answer is the answer."""

    @override
    def start(self, subs: SubMechanisms, /) -> None:
        return None

    @override
    def step(self, state: None, x: Tainted[int], subs: SubMechanisms, /) -> tuple[None, object]:
        from combinators.continual import as_continual
        from combinators.continual.verification import im_style
        from combinators.machines import BIT_FLIP
        from combinators.primitives import randomized_response

        return None, subs.ask(subs.create(as_continual(randomized_response(e_eps=3)), im_style(BIT_FLIP)), x)


class AskOnce(InteractiveMechanism[None, int, object, object]):
    """An adversary for ``interact``: asks ``None`` once, then halts."""

    @override
    def init(self, data: None, /) -> int:
        return 0

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, object | Halt]:
        return (1, None) if state == 0 else (2, HALT)

TIMEOUT = 10.0
MEMORY_LIMIT = 4 * 2**30  # a call asking for more fails with MemoryError instead of taking the machine

MODULES = [
    "combinators",
    "combinators.prob",
    "combinators.measures",
    "combinators.measures.conversions",
    "combinators.accounting",
    "combinators.machines",
    "combinators.primitives",
    "combinators.composition",
    "combinators.continual",
    "combinators.continual.verification",
    "combinators.continual.compositions",
    "combinators.continual.local",
    "combinators.continual.parallel",
    "combinators.continual.counterexamples",
    "combinators.continual.modular",
    "combinators.continual.taint",
    "combinators.continual.counters",
    "combinators.continual.svt",
    "combinators.continual.hss",
    "combinators.continual.theorems",
    "combinators.expost",
    "combinators.expost.loss_bounds",
    "combinators.expost.noise_reduction",
    "combinators.audit",
    "combinators.certification",
    "combinators.testing.laws",
    "combinators.testing.strategies",
    "combinators.testing.conformance",
    "combinators.testing.mechanisms",
    "combinators.testing.stateful",
    "combinators.cli",
]

# Who fixes a failure: the file that defines the entry point.
OWNERS: list[tuple[str, str]] = [
    ("combinators.composition.capabilities", "fuzz"),
    ("combinators.composition", "levels"),
    ("combinators.measures.distances", "levels"),
    ("combinators.measures.scalar", "levels"),
    ("combinators.machines.certificate", "provenance"),
    ("combinators.machines.recertify", "provenance"),
    ("combinators.machines.provenance", "provenance"),
    ("combinators.certification", "provenance"),
    ("combinators.machines.provenance", "provenance"),
    ("combinators.machines.session", "session"),
    ("combinators.audit", "audit"),
    ("combinators.prob.enumerate", "audit"),
    ("combinators.measures.conversions", "conversions"),
    ("combinators.accounting.dp_conversions", "conversions"),
    ("combinators.accounting.pld", "conversions"),
    ("combinators.measures.fdp", "conversions"),
    ("combinators.measures.tradeoffs", "conversions"),
    ("combinators.accounting.optimal_composition", "bounded"),
    ("combinators.accounting.budgets", "bounded"),
    ("combinators.accounting.filter_rules", "bounded"),
    ("combinators._arith", "bounded"),
    ("combinators.machines._core", "depth"),
]


# Where the failure of one parameter is fixed in another area than the entry point's file.
RESPONSIBLE: dict[tuple[str, str], str] = {
    ("combinators.interact", "data"): "session",  # the primitive's release refuses data it cannot take
    ("geometric(1.0, lo=0, hi=3).machine.pmf", "x"): "session",  # the data of the geometric's release
}


def owner_of(module: str) -> str:
    for prefix, owner in OWNERS:
        if module == prefix or module.startswith(prefix + "."):
            return owner
    return "fuzz"


# ---------------------------------------------------------------------------------------------
# Bad values. Each kind is a function of the parameter's valid sample (numpy kinds copy it).


class Skip(Exception):
    """This kind does not apply to this parameter (e.g. a numpy copy of a non-number)."""


def _is_number(x: object) -> bool:
    return isinstance(x, (int, float, F)) and not isinstance(x, bool)


def _np(kind: Callable[[Any], object]) -> Callable[[object], object]:
    def make(sample: object) -> object:
        if not _is_number(sample) or (kind is np.int64 and not isinstance(sample, int)):
            raise Skip
        if isinstance(sample, int) and abs(sample) > 2**62:
            raise Skip
        return kind(sample)

    return make


def _neg(sample: object) -> object:
    return -1 if isinstance(sample, int) and not isinstance(sample, bool) else -1.0


def _zero(sample: object) -> object:
    return 0 if isinstance(sample, int) and not isinstance(sample, bool) else 0.0


class _Opaque:
    """An object of no library type, with no useful methods."""

    __slots__ = ()

    @override
    def __repr__(self) -> str:
        return "<opaque>"


KINDS: dict[str, Callable[[object], object]] = {
    "neg": _neg,
    "zero": _zero,
    "nan": lambda s: math.nan,
    "inf": lambda s: math.inf,
    "-inf": lambda s: -math.inf,
    "huge": lambda s: 10**400,
    "subnormal": lambda s: 5e-324,
    "str": lambda s: "1",
    "none": lambda s: None,
    "bool": lambda s: True,
    "np.float64": _np(np.float64),
    "np.float32": _np(np.float32),
    "np.int64": _np(np.int64),
    "empty": lambda s: (),
    "wrong-level": lambda s: wrong_level(s),
    "wrong-machine": lambda s: wrong_machine(s),
    "opaque": lambda s: _Opaque(),
}

NUMPY_KINDS = {"np.float64", "np.float32", "np.int64"}


def wrong_level(sample: object) -> object:
    from combinators.measures import EpsDelta, Epsilon, RenyiEps, Rho, RhoDelta, GaussianTradeOff, PiecewiseTradeOff

    if isinstance(sample, Rho):
        return Epsilon(1.0)
    if isinstance(sample, (Epsilon, EpsDelta, RenyiEps, RhoDelta, GaussianTradeOff, PiecewiseTradeOff)):
        return Rho(0.5)
    raise Skip


def wrong_machine(sample: object) -> object:
    from combinators.machines import InteractiveMechanism, Mechanism
    from combinators.primitives import gaussian, laplace

    if isinstance(sample, Mechanism):
        return gaussian(2.0) if type(sample.certificate.level).__name__ != "Rho" else laplace(1.0)
    if isinstance(sample, InteractiveMechanism):
        return gaussian(2.0)  # a certified Mechanism where a bare machine is expected: accepted
    raise Skip


# ---------------------------------------------------------------------------------------------
# Deciding whether a value is valid for a parameter.

NUMBER_NAMES = {"float", "int", "Fraction", "Prob", "Real", "Integral"}
ANY_NAMES = {"object", "Any"}
LEVEL_NAMES = {"Epsilon", "EpsDelta", "Rho", "RhoDelta", "RenyiEps", "GaussianTradeOff", "PiecewiseTradeOff", "TradeOff"}
SEQ_NAMES = {"Sequence", "Iterable", "tuple", "list", "Collection", "Mapping"}
TYPEVAR = re.compile(r"^[A-Z][A-Z0-9_]*(_co|_contra)?$|^\*?Ts$")


def _top_level_names(annotation: str) -> list[str]:
    """The union members' head names: ``'Sequence[X] | float | None'`` -> Sequence, float, None."""
    depth, cur, out = 0, "", []
    for ch in annotation:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "|" and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    heads = []
    for part in out:
        part = part.strip().strip("'\"")
        heads.append(part.split("[", 1)[0].strip())
    return heads


def _literals(annotation: str) -> list[str] | None:
    m = re.search(r"Literal\[(.*?)\]", annotation)
    if not m:
        return None
    return [s.strip().strip("'\"") for s in m.group(1).split(",")]


# Per-name semantics: a value of these kinds is invalid for a parameter of this name.
NONNEG = {"neg", "-inf", "nan"}
PROB = NONNEG | {"inf", "huge"}
POSITIVE = NONNEG | {"zero"}
ORDER = POSITIVE | {"subnormal"}
POSINT = {"neg", "zero", "nan", "inf", "-inf", "subnormal"}
SEMANTICS: dict[str, set[str]] = {}
for _n in ("epsilon", "budget_epsilon", "rho", "tau", "sum_sq", "v", "v0", "tangent_at", "sensitivity", "delta_in"):
    SEMANTICS[_n] = NONNEG
for _n in ("delta", "delta_prime", "delta_g", "delta_pp", "keep"):
    SEMANTICS[_n] = PROB
for _n in ("sigma", "scale", "e", "e_eps", "r", "gamma"):
    SEMANTICS[_n] = POSITIVE
SEMANTICS["mu"] = NONNEG
SEMANTICS["alpha"] = ORDER
SEMANTICS["b"] = NONNEG
BIT = {"neg", "nan", "inf", "-inf", "huge", "subnormal"}  # a bit: 0 or 1
for _n in ("k", "n", "depth", "branch_budget", "history_budget", "draw_budget", "max_support", "max_rounds",
           "slopes", "cap", "dataset_size", "max_calls", "max_outcomes", "n_states", "n_queries", "n_answers"):
    SEMANTICS[_n] = POSINT
# sequence parameters that must not be empty
NONEMPTY = {"pmf", "points", "plds", "moves", "queries"}  # a FiniteDist may be empty (a sub-distribution)


SEMANTICS_KEY = "__semantics__"  # in an override: {parameter: the kinds invalid for it}
KEEP_TYPEVARS_KEY = "__keep_typevars__"  # in an override: levels typed D with no measure to say which D


class Validity(enum.Enum):
    VALID = "valid"
    INVALID = "invalid"
    UNKNOWN = "unknown"


def judge(param: str, annotation: str, kind: str, value: object, semantics: set[str] | None = None) -> Validity:
    """Whether ``value`` (of bad-value ``kind``) is valid for a parameter named ``param``."""
    heads = set(_top_level_names(annotation)) if annotation else {"Any"}
    anylike = bool(heads & ANY_NAMES) or any(TYPEVAR.match(h) for h in heads) or not annotation
    known = heads <= (NUMBER_NAMES | ANY_NAMES | LEVEL_NAMES | SEQ_NAMES | {"None", "bool", "str", "Literal",
        "Callable", "FiniteDist", "Measure", "ScalarMeasure", "Coins", "Relation", "Mechanism", "Certificate",
        "InteractiveMechanism", "InteractivePostprocessor", "Accumulator", "Interval", "RenyiDP", "PlanTest",
        "Iterable", "SearchStrategy", "st.SearchStrategy", "OdomCon", "FiltCon", "Spawn", "Query"}) or anylike
    numeric = bool(heads & NUMBER_NAMES)
    sem = SEMANTICS.get(param, set()) if semantics is None else semantics
    if kind in NUMPY_KINDS:
        return Validity.UNKNOWN  # judged against the Python number of the same value (run_target)
    if kind == "none":
        return Validity.UNKNOWN if anylike or not known else (Validity.VALID if "None" in heads else Validity.INVALID)
    if kind == "bool":
        if "bool" in heads:
            return Validity.VALID
        return Validity.INVALID if numeric or (known and not anylike) else Validity.UNKNOWN
    if kind == "str":
        lits = _literals(annotation)
        if "str" in heads:
            return Validity.UNKNOWN
        if lits is not None:
            return Validity.VALID if value in lits else Validity.INVALID
        return Validity.UNKNOWN if anylike or not known else Validity.INVALID
    if kind in {"opaque", "wrong-machine", "empty", "wrong-level"}:
        if anylike or not known:
            if kind == "wrong-level" and "wrong-level" in sem:
                return Validity.INVALID
            return Validity.UNKNOWN
        if kind == "empty":
            if heads & SEQ_NAMES:
                return Validity.INVALID if param in NONEMPTY else Validity.UNKNOWN
            return Validity.INVALID
        if kind == "wrong-level":
            return Validity.UNKNOWN if heads & {"TradeOff"} or type(value).__name__ in heads else Validity.INVALID
        if kind == "wrong-machine":
            return Validity.UNKNOWN  # whether another measure's machine fits is the callable's business
        return Validity.INVALID
    # numbers: neg zero nan inf -inf huge subnormal
    lits = _literals(annotation)
    if lits is not None and type(value) is int and str(value) in lits:
        return Validity.VALID  # an int the Literal lists, e.g. the bit 0 of Literal[0, 1]
    if not numeric:
        return Validity.UNKNOWN if anylike or not known else Validity.INVALID
    if not (heads & {"float", "Fraction", "Prob", "Real"}) and isinstance(value, float):
        return Validity.INVALID  # a float where only an int is annotated
    if kind == "nan":
        return Validity.INVALID
    if kind in sem:
        return Validity.INVALID
    return Validity.UNKNOWN


# ---------------------------------------------------------------------------------------------
# Running one call.


class Hang(BaseException):
    """Raised by the timer: a BaseException, so the library's ``except Exception`` lets it through."""


def _alarm(signum: int, frame: object) -> None:
    raise Hang


@contextlib.contextmanager
def guarded(timeout: float = TIMEOUT) -> Iterator[None]:
    old = signal.signal(signal.SIGALRM, _alarm)
    soft, hard = resource.getrlimit(resource.RLIMIT_DATA)
    resource.setrlimit(resource.RLIMIT_DATA, (MEMORY_LIMIT, hard))
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
        resource.setrlimit(resource.RLIMIT_DATA, (soft, hard))


class Outcome(enum.Enum):
    REFUSED = "refused"  # a library error
    RETURNED = "returned"
    RAW = "raw"  # any other exception
    HANG = "hang"


def call(fn: Callable[[], object], timeout: float = TIMEOUT) -> tuple[Outcome, str, float]:
    start = time.perf_counter()
    try:
        with guarded(timeout):
            fn()
    except Hang:
        return Outcome.HANG, f"no answer within {timeout:g} s", time.perf_counter() - start
    except CombinatorsError as e:
        return Outcome.REFUSED, type(e).__name__, time.perf_counter() - start
    except BaseException as e:  # noqa: BLE001 - every other exception (SystemExit too) is what we look for
        if isinstance(e, KeyboardInterrupt):
            raise
        return Outcome.RAW, f"{type(e).__name__}: {str(e)[:160]}", time.perf_counter() - start
    return Outcome.RETURNED, "", time.perf_counter() - start


# ---------------------------------------------------------------------------------------------
# Targets: a callable, its parameters, and a way to call it with some of them replaced.


@dataclass
class Param:
    name: str
    annotation: str
    sample: object
    kind: inspect._ParameterKind
    semantics: set[str] | None = None  # overrides SEMANTICS[name]


@dataclass
class Target:
    name: str  # e.g. "combinators.accounting.gdp_epsilon" or "PureDP().leq"
    owner: str
    fn: Callable[..., object]
    params: list[Param]
    make_self: Callable[[], object] | None = None  # for methods: a fresh instance each call

    def invoke(self, replace: dict[str, object] | None = None) -> object:
        replace = replace or {}
        args: list[object] = []
        kwargs: dict[str, object] = {}
        for p in self.params:
            v = replace.get(p.name, p.sample)
            if p.kind is inspect.Parameter.VAR_POSITIONAL:
                args.extend(cast("Iterable[object]", v))
            elif p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD) and not kwargs:
                args.append(v)
            else:
                kwargs[p.name] = v
        fn = self.fn
        if self.make_self is not None:
            fn = getattr(self.make_self(), self.fn.__name__)
        return fn(*args, **kwargs)


@dataclass
class Failure:
    target: str
    param: str
    kind: str
    outcome: str  # "raw" | "silent" | "hang" | "refused-number" | "baseline"
    detail: str
    owner: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.target, self.param, self.kind)


def _members(cls: type) -> dict[str, Any]:
    """The class's own attributes and those it inherits from the library's private bases (a
    ``_OneNumber`` shared by ``PureDP``, ``RenyiDP`` and ``ZCDP``): a method moved to a shared
    base is still fuzzed on every public class that offers it."""
    out: dict[str, Any] = {}
    for base in reversed(cls.__mro__):
        if base is cls or (base.__name__.startswith("_") and base.__module__.startswith("combinators")):
            out.update(vars(base))
    return out


def public_objects() -> Iterator[tuple[str, str, Any]]:
    """(module, name, object) for every name in the packages' ``__all__``, each object once."""
    seen: set[int] = set()
    for modname in MODULES:
        mod = importlib.import_module(modname)
        for name in mod.__all__:
            obj = getattr(mod, name)
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            yield modname, name, obj


def run_target(t: Target, kinds: set[str], skip: set[tuple[str, str, str]]) -> tuple[list[Failure], int]:
    """All the failures of ``t`` (the baseline call first), and how many calls were made."""
    outcome, detail, _ = call(t.invoke)
    if outcome is not Outcome.RETURNED:
        return [Failure(t.name, "-", "baseline", "baseline", f"{outcome.value}: {detail}", t.owner)], 1
    failures: list[Failure] = []
    calls = 1
    for p in t.params:
        for kind, make in KINDS.items():
            if kind not in kinds or (t.name, p.name, kind) in skip:
                continue
            try:
                value = make(p.sample)
            except Skip:
                continue
            if p.kind is inspect.Parameter.VAR_POSITIONAL:
                if kind == "empty":
                    sub: object = ()
                else:
                    sub = (value, *list(p.sample)[1:])  # type: ignore[call-overload]
            else:
                sub = value
            calls += 1
            outcome, detail, _ = call(lambda: t.invoke({p.name: sub}))
            validity = judge(p.name, p.annotation, kind, value, p.semantics)
            owner = RESPONSIBLE.get((t.name, p.name), t.owner)
            if outcome is Outcome.RAW:
                failures.append(Failure(t.name, p.name, kind, "raw", detail, owner))
            elif outcome is Outcome.HANG:
                failures.append(Failure(t.name, p.name, kind, "hang", detail, owner))
            elif outcome is Outcome.RETURNED and validity is Validity.INVALID:
                failures.append(Failure(t.name, p.name, kind, "silent", f"{value!r} accepted", owner))
            elif outcome is Outcome.REFUSED and kind in NUMPY_KINDS and detail == "InvalidArgument":
                # a numpy scalar must be taken wherever the Python number of the same value is
                py = value.item()  # type: ignore[attr-defined]
                py_sub = (py, *list(p.sample)[1:]) if p.kind is inspect.Parameter.VAR_POSITIONAL else py  # type: ignore[call-overload]
                calls += 1
                if call(lambda: t.invoke({p.name: py_sub}))[0] is Outcome.RETURNED:
                    failures.append(Failure(t.name, p.name, kind, "refused-number", f"{value!r} refused", owner))
    return failures, calls


# ---------------------------------------------------------------------------------------------
# Valid samples: by parameter name for numbers, by annotation for the rest, with per-target
# overrides where neither fits.


def _dist(x: object) -> FiniteDist[int]:
    assert isinstance(x, FiniteDist)
    return x


def _samples() -> dict[str, object]:
    from combinators.accounting import additive_accumulator
    from combinators.machines import BIT_FLIP
    from combinators.measures import EpsDelta, Epsilon, RenyiDP, RenyiEps, Rho, RhoDelta, f_eps_delta, gaussian_tradeoff
    from combinators.prob import FiniteDist, Interval, sampled_coins
    from combinators.measures import PureDP

    p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
    q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])
    return {
        "p_dist": p, "q_dist": q, "Epsilon": Epsilon(1.0), "EpsDelta": EpsDelta(1.0, 1e-6), "Rho": Rho(0.5),
        "RhoDelta": RhoDelta(0.5, 1e-6), "RenyiEps": RenyiEps(1.0), "RenyiDP": RenyiDP(2.0),
        "GaussianTradeOff": gaussian_tradeoff(1.0), "PiecewiseTradeOff": f_eps_delta(1.0, 0.0),
        "TradeOff": gaussian_tradeoff(1.0), "Coins": sampled_coins(0), "Relation": BIT_FLIP,
        "Accumulator": additive_accumulator(PureDP()), "Interval": Interval(F(1, 4), F(1, 2)),
        "Measure": PureDP(),
    }


NUMBERS: dict[str, object] = {
    "epsilon": 1.0, "budget_epsilon": 2.0, "delta": 1e-6, "delta_prime": 1e-6, "delta_g": 1e-6, "delta_pp": 1e-6,
    "rho": 0.5, "alpha": 2.0, "sigma": 1.0, "scale": 1.0, "mu": 1.0, "k": 3, "n": 3, "depth": 1, "b": 1,
    "tau": 1.0, "v": 1.0, "v0": 0.5, "tangent_at": 1.0, "a": 1.0, "gamma": 0.5, "sum_sq": 1.0, "x": 1.0,
    "sensitivity": 1, "delta_in": 1, "dataset_size": 10, "seed": 0, "branch_budget": 10000,
    "history_budget": 100000, "draw_budget": 1000, "max_support": 1000, "max_rounds": 100, "slopes": 16, "cap": 3,
    "lo": 0, "hi": 3, "e_eps": 2, "keep": F(2, 3), "r": F(1, 2), "p": F(1, 2), "e": 2, "index": 0, "count": 0,
    "loss": 1.0, "bit": 1, "max_value": 8.0, "max_calls": 2, "max_outcomes": 3, "n_states": 2, "n_queries": 2,
    "n_answers": 2, "n_left_queries": 2, "n_left_answers": 2, "n_right_queries": 2, "n_right_answers": 2,
    "lower": 0.0, "upper": 1.0, "swapped": False, "total": 1.0, "spent": 1.0, "histories_visited": 1,
}


def sample_for(name: str, annotation: str, s: dict[str, object]) -> object:
    """A valid value for a parameter, or ``KeyError`` when there is none to guess."""
    from combinators.primitives import laplace

    heads = set(_top_level_names(annotation))
    if name in NUMBERS and (heads & (NUMBER_NAMES | {"bool"}) or not annotation):
        return NUMBERS[name]
    for level in ("EpsDelta", "Epsilon", "RhoDelta", "Rho", "RenyiEps", "RenyiDP", "GaussianTradeOff",
                  "PiecewiseTradeOff", "TradeOff", "Coins", "Relation", "Interval"):
        if heads == {level} or heads == {level, "None"}:
            return s[level]
    if "FiniteDist" in heads:
        return s["q_dist"] if name == "q" else s["p_dist"]
    if heads & {"Measure", "ScalarMeasure", "Auditable"}:
        return s["Measure"]
    if "Accumulator" in heads:
        return s["Accumulator"]
    if heads & {"Mechanism", "InteractiveMechanism"}:
        return laplace(1.0)
    if "Callable" in heads:
        return lambda *a: a[0] if a else None
    if "bool" in heads:
        return False
    if heads & {"Sequence", "Iterable"}:
        inner = annotation.split("[", 1)[1] if "[" in annotation else ""
        if "EpsDelta" in inner:
            return [s["EpsDelta"], s["Epsilon"]]
        if "GaussianTradeOff" in inner:
            return [s["GaussianTradeOff"], s["GaussianTradeOff"]]
        if "PiecewiseTradeOff" in inner:
            return [s["PiecewiseTradeOff"], s["PiecewiseTradeOff"]]
        for level in ("EpsDelta", "Epsilon", "RhoDelta", "Rho", "RenyiEps", "TradeOff"):
            if level in inner:
                return [s[level], s[level]]
        if "float" in inner:
            return [0.5, 0.25]
    if annotation and "None" in heads:
        return None
    raise KeyError(name)


def _signature(fn: Callable[..., object]) -> inspect.Signature | None:
    try:
        return inspect.signature(fn)
    except (TypeError, ValueError):
        return None


def make_params(fn: Callable[..., object], s: dict[str, object], overrides: dict[str, object],
                typevars: dict[str, str] | None = None) -> list[Param]:
    sig = _signature(fn)
    assert sig is not None
    semantics: dict[str, set[str]] = overrides.get(SEMANTICS_KEY, {})  # type: ignore[assignment]
    out: list[Param] = []
    for p in sig.parameters.values():
        if p.name == "self" or p.kind is inspect.Parameter.VAR_KEYWORD:
            continue
        ann = p.annotation if isinstance(p.annotation, str) else ("" if p.annotation is p.empty else str(p.annotation))
        for tv, concrete in (typevars or {}).items():
            ann = re.sub(rf"\b{tv}\b", concrete, ann)
        if p.name in overrides:
            value = overrides[p.name]
        elif p.kind is inspect.Parameter.VAR_POSITIONAL:
            continue  # only with an explicit sample
        elif p.default is not p.empty:
            value = p.default
        elif typevars and "D" in typevars and p.name in {"level", "a", "b", "c", "budget", "levels"} \
                and typevars["D"] in s:
            value = [s[typevars["D"]]] * 2 if p.name == "levels" else s[typevars["D"]]
        else:
            value = sample_for(p.name, ann, s)
        if TYPEVAR.match(ann) and type(value).__name__ in LEVEL_NAMES | {"PiecewiseTradeOff"} \
                and not overrides.get(KEEP_TYPEVARS_KEY):
            ann = type(value).__name__  # a level of the sample's measure: another type is wrong
        out.append(Param(p.name, ann, value, p.kind, semantics.get(p.name)))
    return out


# Methods of the machine protocol (init/step/initial/release) take states and coins the library
# itself threads through: the analyst reaches them through ``open_session``/``interact``, fuzzed below.
PROTOCOL_METHODS = {"init", "step", "initial", "release"}

# Names that are not callables with arguments to fuzz, and why.
NOT_FUZZED: dict[str, str] = {
    "combinators.testing.strategies.HALTED": "a constant",
    "combinators.testing.conformance.PRIMITIVES": "a constant (the registry)",
    **{f"combinators.testing.stateful.{name}": "a hypothesis state machine: hypothesis drives its rules, which "
       "fail with AssertionError by design" for name in ("FilterMachine", "OdometerMachine", "ConcurrentMachine",
                                                           "ContinualMachine")},
    "combinators.composition.render_markdown": "no arguments (called by the baseline of its own test)",
    "combinators.audit.RayExecutor": "building one starts or joins a Ray cluster, and without the 'ray' extra it "
    "raises MissingDependency (both tested in tests/unit/audit/test_audit_parallel.py)",
}


def _level_name(level: object) -> str:
    return type(level).__name__


def _instances() -> dict[str, list[tuple[str, Callable[[], object], dict[str, str]]]]:
    """Per class name: (label, fresh-instance factory, type variables bound) for its methods."""
    from combinators.accounting import additive_accumulator, gaussian_accumulator, pld_of_pair, privacy_filter
    from combinators.accounting import whitehouse_accumulator
    from combinators.composition import lookup, pvector
    from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, RenyiDP
    from combinators.measures import RenyiEps, Rho, RhoDelta, f_eps_delta, gaussian_tradeoff
    from combinators.measures import tradeoff_to_profile
    from combinators.audit import Adversary, TwoRoundBits, rr_simulator
    from combinators.certification import certify
    from combinators.primitives import randomized_response
    from combinators.composition import filtered
    from combinators.machines import open_session
    from combinators.primitives import geometric, laplace
    from combinators.prob import FiniteDist, sampled_coins

    s = _samples()
    measures = [
        ("PureDP()", PureDP, "Epsilon"), ("ApproxDP()", ApproxDP, "EpsDelta"), ("ZCDP()", ZCDP, "Rho"),
        ("ApproxZCDP()", ApproxZCDP, "RhoDelta"), ("RenyiDP(2.0)", lambda: RenyiDP(2.0), "RenyiEps"),
        ("FDP()", FDP, "TradeOff"),
    ]
    out: dict[str, list[tuple[str, Callable[[], object], dict[str, str]]]] = {}
    for label, make, level in measures:
        out.setdefault(type(make()).__name__, []).append((label, make, {"D": level}))
    out["ScalarAccumulator"] = [("additive_accumulator(PureDP())", lambda: additive_accumulator(PureDP()),
                                 {"D": "Epsilon"})]
    out["AdditiveAccumulator"] = [("additive_accumulator(ApproxDP())", lambda: additive_accumulator(ApproxDP()),
                                   {"D": "EpsDelta"})]
    out["GaussianAccumulator"] = [("gaussian_accumulator()", gaussian_accumulator, {})]
    out["WhitehouseAccumulator"] = [("whitehouse_accumulator(1e-6, 1e-6)",
                                     lambda: whitehouse_accumulator(1e-6, 1e-6), {})]
    out["Filter"] = [("privacy_filter(PureDP)", lambda: privacy_filter(additive_accumulator(PureDP()), Epsilon(2.0)),
                      {"D": "Epsilon"})]
    out["SampledCoins"] = [("sampled_coins(0)", lambda: sampled_coins(0), {})]
    out["FiniteDist"] = [("FiniteDist", lambda: s["p_dist"], {"T": "int", "U": "int"})]
    out["PrivacyLossDistribution"] = [("pld_of_pair(p, q)", lambda: pld_of_pair(_dist(s["p_dist"]), _dist(s["q_dist"])), {})]
    out["PiecewiseTradeOff"] = [("f_eps_delta(1.0, 0.0)", lambda: f_eps_delta(1.0, 0.0), {})]
    out["PrivacyProfile"] = [("tradeoff_to_profile(gaussian)", lambda: tradeoff_to_profile(gaussian_tradeoff(1.0)),
                              {})]
    out["Mechanism"] = [("laplace(1.0)", lambda: laplace(1.0), {"D": "Epsilon"})]
    out["Capability"] = [("lookup(PureDP, filter)", lambda: lookup(PureDP(), "filter", "adaptive levels"), {})]
    out["PVector"] = [("pvector([1, 2])", lambda: pvector([1, 2]), {})]
    out["Adversary"] = [("Adversary", lambda: Adversary([((), 0)]), {})]
    out["RRSimulator"] = [("rr_simulator(rr, 0, 1)", lambda: rr_simulator(randomized_response(e_eps=2), 0, 1, [None], 1,
                                                                          e_eps=3), {"Q": "object", "A": "int"})]
    out["TwoRoundBits"] = [("TwoRoundBits", lambda: TwoRoundBits((F(1, 2), F(1, 4)), (((0, 1), (1, 0)), ((1, 1), (0, 0)))),
                            {})]
    out["ClampedGeometric"] = [("geometric(1.0, lo=0, hi=3).machine", lambda: geometric(1.0, lo=0, hi=3).machine, {})]
    out["CertificateTree"] = [("certify(laplace(1.0))", lambda: certify(laplace(1.0)), {})]
    lap = laplace(1.0)
    out["Session"] = [("open_session(filtered(PureDP, 2.0), 0.5)", lambda: open_session(
        filtered(PureDP(), "additive", Epsilon(2.0), relation=lap.certificate.relation), 0.5, seed=0), {})]
    del EpsDelta, RenyiEps, Rho, RhoDelta, FiniteDist
    return out


@attrs.frozen
class _FuzzValue:
    """A harmless frozen value class for the fuzzer to register with compared_by_value."""

    x: int = 0
def _stop_after_two(released: tuple[object, ...]) -> bool:
    """A stopping function of the released pairs, for the noise-reduction samples."""
    return len(released) >= 2


def _noise_reduction_samples() -> dict[str, dict[str, object] | None]:
    """Samples for the ex-post functions and the noise-reduction mechanisms of combinators.expost."""
    lb, nr = "combinators.expost.loss_bounds.", "combinators.expost.noise_reduction."
    loss = {"y": 0.5, "fx": 0.0, "fx_neighbour": 1.0}
    return {
        lb + "brownian_linear_boundary": {"delta": 1e-6, "smallest_time": 0.25, "target_time": 4.0},
        lb + "BrownianLinearBoundary": {"delta": 1e-6, "smallest_time": 0.25, "a": 1.0},
        lb + "laplace_expost": {"largest_epsilon": 2.0},
        lb + "LaplaceExPost": {"largest_epsilon": 2.0},
        lb + "laplace_loss": {**loss, "epsilon": 1.0},
        lb + "gaussian_loss": {**loss, "rho": 1.0},
        lb + "brownian_loss": {**loss, "time": 2.0},
        nr + "brownian_noise_reduction": {"statistic": None, "times": (4.0, 1.0), "stop": _stop_after_two,
                                          "bound": brownian_linear_boundary_sample()},
        nr + "BrownianNoiseReduction": {"times": (4.0, 1.0), "stop": _stop_after_two},
        nr + "laplace_noise_reduction": {"statistic": None, "epsilons": (0.5, 1.0), "stop": _stop_after_two},
        nr + "LaplaceNoiseReduction": {"epsilons": (0.5, 1.0), "stop": _stop_after_two},
        nr + "relative_error_stop": {"target": 0.1, "noise": "brownian"},
        nr + "RelativeErrorStop": {"target": 0.1, "noise": "laplace"},
        nr + "StatisticWithin": {"statistic": abs, "bound": F(1), "p": 2},
    }


def brownian_linear_boundary_sample() -> object:
    from combinators.expost.loss_bounds import brownian_linear_boundary
    return brownian_linear_boundary(1e-6, 0.25)


def _continual_primitive_samples() -> dict[str, dict[str, object] | None]:
    """Samples for the continual counters, the sparse vector and the HSS histogram."""
    from combinators.continual import counters, hss, svt
    def schedule(t: int, j: int, beta: float, eps: object) -> float:
        return 2.0
    tree = counters.tree_counter(1.0, horizon=4)
    sv = svt.sparse_vector(1.0, sum, d=2)
    return {
        "combinators.continual.counters.tree_counter": {"epsilon": 1.0, "horizon": 4},
        "combinators.continual.counters.gaussian_tree_counter": {"epsilon": 1.0, "horizon": 4, "delta": 1e-6},
        "combinators.continual.counters.GaussianTreeCounter": {"horizon": 4, "sigma": 2.0},
        "combinators.continual.counters.TreeCounter": {"horizon": 4, "r": F(1, 2)},
        "combinators.continual.counters.d_counter": {"epsilon": 1.0, "d": 2, "horizon": 4},
        "combinators.continual.counters.DCounter": {"counter": tree.machine, "d": 2},
        "combinators.continual.svt.sparse_vector": {"epsilon": 1.0, "q": sum, "d": 2},
        "combinators.continual.svt.svt_neighbours": {"d": 2},
        "combinators.continual.svt.svt_updates": {"d": 2},
        "combinators.continual.svt.SVTUpdates": {"d": 2},
        "combinators.continual.svt.SparseVector": {"d": 1, "q": sum, "r_threshold": F(1, 2), "r_query": F(1, 2),
                                                   "h": (0,)},
        "combinators.continual.hss.hss_histogram": {"epsilon": 1.0, "q": max, "d": 2, "gamma": schedule,
                                                    "xi": schedule, "beta": 0.1, "horizon": 4},
        "combinators.continual.hss.HSSHistogram": {
            "epsilon": 1.0, "d": 2, "q": sum, "gamma": schedule, "xi": schedule, "beta": 0.1, "horizon": 4,
            "svt": sv, "r_laplace": F(1, 2), "counter": counters.d_counter(1.0, 2, 4)},
        "combinators.continual.hss.HSSState": None,
        "combinators.continual.counters.TreeController": {"counter": tree.machine},
        "combinators.continual.counters.modular_tree_counter": {"epsilon": 1.0, "horizon": 4},
        "combinators.continual.hss.BinaryUpdates": {"d": 2},
        "combinators.continual.hss.binary_updates": {"d": 2},
        "combinators.continual.hss.hss_neighbours": {"d": 2},
        "combinators.continual.hss.HSSController": {"histogram": hss.hss_histogram(
            1.0, sum, 2, schedule, schedule, beta=0.1, horizon=4, trust_asserted=True).machine},
    }


def _expost_samples() -> dict[str, dict[str, object] | None]:
    """Samples for combinators.expost: certificates, ex-post mechanisms and the two filters."""
    from combinators import expost as E
    from combinators.composition import Adaptivity, Combinator
    from combinators.measures import EpsDelta
    from combinators.primitives import laplace, sensitivity_relation

    lap = laplace(1.0)
    e = E.ConstantExPost(1.0)
    ex = E.expost_of_pure(lap)
    f = E.expost_filter(1.0, 0.0)
    mixed = E.mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 1e-6))
    return {
        "combinators.expost.ConstantExPost": {"bound": 1.0},
        "combinators.expost.ExPost": {"e": e, "delta": 0.0, "sup": 1.0},
        "combinators.expost.SumOfExPost": {"functions": (e, e)},
        "combinators.expost.ExPostComposition": {"machines": (lap.machine, lap.machine)},
        "combinators.expost.ExPostMechanism": {"machine": lap.machine, "expost": E.ExPost(e, 0.0),
                                               "relation": sensitivity_relation(1), "theorem": "a theorem"},
        "combinators.expost.expost_mechanism": {"machine": lap.machine, "e": e, "delta": 0.0,
                                                "relation": sensitivity_relation(1)},
        "combinators.expost.issue_expost": {"machine": lap.machine, "e": e, "delta": 0.0,
                                            "relation": sensitivity_relation(1), "theorem": "a theorem"},
        "combinators.expost.expost_assumptions": {"mechanism": ex},
        "combinators.expost.expost_of_pure": {"mechanism": lap},
        "combinators.expost.compose_expost": {"mechanisms": (ex, ex)},
        "combinators.expost.Round": {"mechanism": ex},
        "combinators.expost.expost_filter": {"eps": 1.0, "delta": 0.0},
        "combinators.expost.mixed_filter": {"zcdp": (1.0, 0.0, 1e-6), "expost": (1.0, 1e-6)},
        "combinators.expost.ExPostFilter": {"budget": EpsDelta(1.0, 0.0)},
        "combinators.expost.MixedFilter": {"budget": EpsDelta(1.0, 0.0), "epsilon": 1.0, "zcdp_delta": 0.0,
                                           "delta_pp": 1e-6},
        "combinators.expost.filter_guarantee": {"machine": f.machine},
        "combinators.expost.MixedStatus": {"zcdp": mixed.machine.status(mixed.machine.init(0.0)).zcdp,  # type: ignore[attr-defined]
                                           "expost": f.machine.status(f.machine.init(0.0))},  # type: ignore[attr-defined]
        "combinators.expost.ExPostFilterState": None,
        "combinators.expost.expost_lookup": {"kind": "ExPost", "combinator": Combinator.FILTER,
                                             "adaptivity": Adaptivity.ADAPTIVE},
    }


def _simulator_overrides() -> dict[str, dict[str, object] | None]:
    """Samples for the simulator of Vadhan–Wang 2021, Thm 5.2 and the §6 experiment (combinators.audit)."""
    from combinators.audit import LPExperiment, TwoRoundBits, lp_experiment, rr_simulator
    from combinators.primitives import randomized_response

    rr2 = randomized_response(e_eps=2)
    t = rr_simulator(rr2, 0, 1, [None], 1, e_eps=3)
    m = TwoRoundBits((F(1, 2), F(1, 4)), (((F(1, 2), F(1, 3)), (F(2, 3), F(1, 2))), ((F(1, 4), F(1, 2)), (F(1, 2), F(1)))))
    return {
        "combinators.audit.rr_simulator": {"mechanism": rr2, "x0": 0, "x1": 1, "queries": [None], "depth": 1, "e_eps": 3},
        "combinators.audit.RRSimulator": {"queries": t.queries, "answers": t.answers, "depth": 1, "e_eps": F(3),
                                          "nodes": t.nodes},
        "combinators.audit.view_distance": {"m0": rr2, "data0": 0, "m1": t.simulation(), "data1": 0,
                                            "queries": [None], "depth": 1},
        "combinators.audit.TwoRoundBits": {"first": m.first, "second": m.second},
        "combinators.audit.two_round_delta": {"mechanism": m, "e_eps": 2},
        "combinators.audit.rr_postprocessing": {"mechanism": m, "e_eps": 2, "delta": F(1, 2)},
        "combinators.audit.lp_experiment": {"instances": 2, "e_eps": 2, "seed": 0, "shrink": F(9, 10)},
        "combinators.audit.LPExperiment": {"e_eps": F(2), "seed": 0, "shrink": F(9, 10), "deltas": (F(1, 2),),
                                           "infeasible": (), "feasible_shrunk": ()},
        "combinators.audit.experiment_table": {"results": [lp_experiment(2, 2)]},
        "RRSimulator.conditionals": {},
        "TwoRoundBits.outputs": {"b": 0, "q": 1, SEMANTICS_KEY: {"b": BIT, "q": BIT}},
    }


def _overrides() -> dict[str, dict[str, object] | None]:
    """Samples the name/annotation rules do not guess, per target name."""
    from combinators.accounting import additive_accumulator, pld_of_pair
    from combinators.machines import BIT_FLIP, AuditScope, Certificate, MapAnswers, Proved, certify_machine
    from combinators.machines import describe_provenance
    from combinators.machines import Left as LeftMsg
    from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP, Rho, RenyiDP, ZCDP, f_eps_delta
    from combinators.primitives import IRRFlag, gaussian, laplace
    from combinators.measures import Verdict
    from combinators.prob import FiniteDist
    from combinators.testing import conformance as tc
    from combinators.testing import strategies as ts
    from hypothesis import strategies as hst

    from combinators.audit import HockeyStickTest, Adversary
    from combinators.certification import certify
    from combinators.composition import Spawn, filtered, odometer
    from combinators.primitives import randomized_response, randomized_response_delta

    from combinators.composition import Create, pvector
    from combinators.continual import as_continual
    from combinators.continual.verification import im_style, suitable
    from combinators.continual import local
    s = _samples()
    ldp_user = Create(local.above_threshold_user(1.0), local.ldp_user(local.ONE_VERTEX, local.core_queries()))
    ldp_relation = local.sparse_parallel_relation(1, local.ONE_VERTEX)
    core_server = local.CoreDecompositionServer(lambda r, d, peeled, active: d + 1)
    lap = laplace(1.0)
    rr = randomized_response(1.0)
    rr3 = randomized_response(e_eps=3)
    from combinators.audit import audit as run_audit
    from combinators.composition import FilterStatus
    from combinators.machines import AuditScope, Proved, WithinDistance, open_session
    scope = AuditScope("PureDP()", "Epsilon(1.1)", "bit flip", ("0", "1"), ("None",), 1, 1, "complete")
    filter_session = open_session(filtered(PureDP(), "additive", Epsilon(1.0)), 1)
    rr_spec = tc.PrimitiveSpec("rr", randomized_response, tc.call(e_eps=3),
                               instances=(tc.AuditInstance(tc.call(e_eps=3), (0, 1), (None,), 1),),
                               bad_arguments=(tc.BadArgument(tc.call(e_eps=0), "e_eps"),))
    return {
        "combinators.certify_by_audit": {"machine": rr3.machine, "measure": PureDP(), "level": Epsilon(1.1),
                                         "relation": BIT_FLIP, "domain": [0, 1], "queries": [None], "depth": 1},
        "combinators.machines.AuditScope": {"measure": "PureDP()", "level": "Epsilon(1.1)", "relation": "bit flip",
                                            "domain": ("0", "1"), "queries": ("None",), "depth": 1, "pairs": 1,
                                            "complete": "complete"},
        "combinators.machines.Audited": {"scope": scope},
        "combinators.machines.Converted": {"conversion": "to_zcdp", "theorem": "Bun–Steinke 2016, Prop 1.4",
                                           "source": Proved("a theorem")},
        "combinators.machines.Proved": {"theorem": "a theorem"},
        "combinators.machines.WithinDistance": {"bound": 1},
        "combinators.machines.caller_assumptions": {"provenance": Proved("a theorem")},
        "combinators.machines.describe_provenance": {"provenance": Proved("a theorem")},
        "combinators.machines.check_related": {"relation": BIT_FLIP, "x": 0, "y": 1},
        "combinators.machines.is_continual": {"machine": rr3.machine},
        "combinators.machines.compared_by_value": {"cls": _FuzzValue},
        "combinators.machines.value_key": {"f": 1},
        "combinators.composition.Create": {"mechanism": as_continual(rr3), "f": im_style(BIT_FLIP)},
        "combinators.continual.as_continual": {"mechanism": rr3},
        "combinators.continual.Continual": {"inner": rr3.machine},
        "combinators.continual.verification.identical": {"m0": (1, "a"), "m1": (1, "a")},
        "combinators.primitives.continuous_answers": {"machine": lap.machine},
        "combinators.primitives.RoundTo": {"step": 0.25},
        "combinators.primitives.round_to": {"step": 0.5},
        "combinators.continual.verification.Suitable": {"rule": suitable().rule},
        "combinators.continual.verification.SuitableState": {"children": pvector(), "rule": None},
        "combinators.continual.verification.interleaved": {"updates": im_style(BIT_FLIP), "is_query": callable},
        "combinators.continual.verification.Interleaved": {"updates": im_style(BIT_FLIP), "is_query": callable},
        "combinators.continual.compositions.fixed_mechanisms": {
            "creations": (Create(as_continual(rr3), im_style(BIT_FLIP)),)},
        "combinators.continual.compositions.FixedMechanisms": {
            "creations": (Create(as_continual(rr3), im_style(BIT_FLIP)),)},
        "combinators.continual.compositions.FixedLevels": {"measure": PureDP(), "levels": (Epsilon(1.0),)},
        "combinators.continual.compositions.fixed_levels": {"measure": PureDP(), "levels": (Epsilon(1.0),)},
        "combinators.continual.compositions.FilterRule": {"measure": PureDP(), "rule": "additive",
                                                           "budget": Epsilon(1.0)},
        "combinators.continual.compositions.filter_composition": {"measure": PureDP(), "rule": "additive",
                                                                   "budget": Epsilon(1.0)},
        "combinators.continual.local.AboveThreshold": {"epsilon": 1.0},
        "combinators.continual.local.Ask": {"query": "q", "user": 1},
        "combinators.continual.local.Draw": {"m": 2},
        "combinators.continual.local.Output": {"value": 1},
        "combinators.continual.local.ServerView": {"first": (), "transcript": (), "output": 1},
        "combinators.continual.local.adjacency": {"n": 3, "edges": [(0, 1)]},
        "combinators.continual.local.local_dp_level": {"k": 2, "user_level": Epsilon(0.5)},
        "combinators.continual.local.LocalRule": {"users": [ldp_user], "relation": ldp_relation},
        "combinators.continual.local.local_verification": {"users": [ldp_user], "relation": ldp_relation},
        "combinators.continual.local.LocalServer": {"server": core_server, "users": [ldp_user]},
        "combinators.continual.local.local_protocol": {"server": core_server, "users": [ldp_user],
                                                       "relation": ldp_relation},
        **_parallel_overrides(),
        "combinators.continual.modular.Handle": {"index": 1},
        "combinators.continual.modular.Modular": {"controller": ForwardEach()},
        "combinators.continual.modular.modular": {"controller": ForwardEach()},
        "combinators.continual.modular.ModularState": None,
        "combinators.continual.modular.PairedRun": None,
        "combinators.continual.modular.paired_run": {"controller": ForwardEach(), "sigma0": [1, 0], "sigma1": [1, 1],
                                                     "f_prime": suitable()},
        "combinators.continual.taint.Tainted": {"value": 3},
        "combinators.continual.taint.taint": {"value": 3},
        "combinators.continual.taint.holds_tainted": {"value": (1, 2)},
        "combinators.continual.taint.where": {"condition": True, "if_true": 1, "if_false": 0},
        **_continual_primitive_samples(),
        **_expost_samples(),
        **_noise_reduction_samples(),
        "combinators.machines.relates": {"relation": BIT_FLIP, "x": 0, "y": 1},
        "combinators.composition.FilterChild": {"session": filter_session, "index": 0},
        "combinators.composition.FilterSession": {"session": filter_session},
        "combinators.composition.FilterStatus": {"spent": Epsilon(0.0), "remaining": Epsilon(1.0),
                                                 "budget": Epsilon(1.0), "children": 0},
        "combinators.open_filter_session": {"mechanism": filtered(PureDP(), "additive", Epsilon(1.0)),
                                                        "data": 1},
        **_simulator_overrides(),
        "combinators.audit.DomainAudit": {"verdict": Verdict.CERTIFIED, "pairs": (), "reason": ""},
        "combinators.audit.PairAudit": {"i": 0, "j": 1, "result": run_audit(rr3, 0, 1, [None], 1)},
        "combinators.audit.QueryGuard": {"inner": rr3.machine, "queries": (None,)},
        "combinators.audit.DomainGuard": {"inner": rr3.machine, "domain": (0, 1)},
        "combinators.audit_domain": {"mechanism": rr3, "domain": [0, 1], "queries": [None], "depth": 1},
        "combinators.certification.level_numbers": {"level": Epsilon(1.0)},
        "combinators.certification.provenance_from_dict": {"data": {"kind": "proved", "theorem": "a theorem",
                                                              "assumptions": []}},
        "combinators.measures.gaussian_to_piecewise": {"level": s["GaussianTradeOff"]},
        "combinators.measures.conversions.gdp_to_approx_dp": {"level": s["GaussianTradeOff"]},
        "combinators.measures.conversions.tradeoff_to_approx_dp": {"level": s["GaussianTradeOff"]},
        "combinators.accounting.profile_delta": {"level": s["GaussianTradeOff"]},
        "combinators.accounting.profile_epsilon": {"level": s["GaussianTradeOff"]},
        "combinators.accounting.pld_of_tradeoff": {"level": f_eps_delta(1.0, 0.0)},
        "combinators.accounting.compose_plds": {"plds": [pld_of_pair(_dist(s["p_dist"]), _dist(s["q_dist"]))] * 2},
        "combinators.accounting.admitted_prefix": {"accumulator": additive_accumulator(PureDP()),
                                                   "levels": [Epsilon(0.5)] * 3, "budget": Epsilon(1.0)},
        "combinators.accounting.continues": {"accumulator": additive_accumulator(PureDP()),
                                             "levels": [Epsilon(0.5)] * 3, "budget": Epsilon(1.0)},
        "combinators.accounting.privacy_filter": {"accumulator": additive_accumulator(PureDP()),
                                                  "budget": Epsilon(1.0)},
        "combinators.accounting.odometer_path": {"odometer": lambda v: float(v)},
        "combinators.accounting.optimal": {"deltas": [0.0, 0.0]},
        "combinators.accounting.product_budget": {"deltas": [1e-6, 1e-6]},
        "combinators.accounting.AdditiveAccumulator": {"measure": ApproxDP(), "spent": EpsDelta(0.0, 0.0),
                                                       "count": 0},
        "combinators.accounting.ScalarAccumulator": {"measure": PureDP(), "total": 0.0, "count": 0},
        "combinators.accounting.GaussianAccumulator": {"sum_sq": 0.0, "count": 0},
        "combinators.accounting.WhitehouseAccumulator": {"delta_prime": 1e-6, "delta": 1e-6},
        "combinators.accounting.Filter": {"accumulator": additive_accumulator(PureDP()), "budget": Epsilon(1.0)},
        "combinators.accounting.PrivacyLossDistribution": {"atoms": [(F(3, 4), F(1, 4)), (F(1, 4), F(3, 4))]},
        "combinators.measures.PiecewiseTradeOff": {"points": [(0.0, 1.0), (1.0, 0.0)]},
        "combinators.measures.PrivacyProfile": {"tradeoff": s["GaussianTradeOff"]},
        "combinators.measures.tradeoff_to_profile": {"level": s["GaussianTradeOff"]},
        "combinators.measures.GaussianTradeOff": {"mu": 1.0},
        "combinators.RenyiDP": {"alpha": 2.0},
        "combinators.prob.Interval": {"lo": F(1, 4), "hi": F(1, 2)},
        "combinators.prob.as_interval": {"p": F(1, 2)},
        "combinators.prob.exp_bounds": {"x": F(1, 2)},
        "combinators.prob.FiniteDist": {"items": ((0, F(1, 2)), (1, F(1, 2)))},
        "combinators.prob.FiniteDist.from_pairs": {"pairs": [(0, F(1, 2)), (1, F(1, 2))]},
        "combinators.prob.FiniteDist.from_branches": {"pairs": [(0, F(1, 2)), (1, F(1, 2))]},
        "combinators.prob.FiniteDist.from_mapping": {"pmf": {0: F(1, 2), 1: F(1, 2)}},
        "combinators.prob.FiniteDist.point": {"x": 0},
        "combinators.prob.enumerate_step": {"step": lambda coins: coins.bernoulli(F(1, 2)), "args": ()},
        "combinators.prob.SampledCoins": {"rng": np.random.default_rng(0)},
        "FiniteDist.product": {"other": s["q_dist"]},
        "combinators.Certificate": {"measure": PureDP(), "level": Epsilon(1.0), "relation": BIT_FLIP},
        "combinators.Mechanism": {"machine": lap.machine, "certificate": lap.certificate},
        "combinators.certify_machine": {"machine": lap.machine, "measure": PureDP(), "level": Epsilon(1.0),
                                        "relation": BIT_FLIP},
        "combinators.open_session": {"mechanism": lap, "data": 0.5, "seed": 0},
        "combinators.interact": {"adversary": AskOnce(), "mechanism": lap, "data": 0.5},
        "combinators.audit.audit": {"mechanism": rr, "x0": 0, "x1": 1, "queries": [None], "depth": 1,
                              "measure": PureDP(), "level": Epsilon(1.0)},
        "combinators.audit_game": {"mechanism": ts.RRBits(F(3, 4)), "f": lambda pairs: True, "data": (0, 1),
                                   "queries": [(0, 0), (0, 1)], "depth": 1, "measure": ApproxDP(),
                                   "level": EpsDelta(1.0, 0.0)},
        "combinators.game": {"m": lap, "b": 0, SEMANTICS_KEY: {"b": BIT}},
        "combinators.identifier": {"b": 0, SEMANTICS_KEY: {"b": BIT}},
        "combinators.machines.Identifier": {"b": 0, SEMANTICS_KEY: {"b": BIT}},
        "combinators.verifier": {"f": lambda qs: True},
        "combinators.machines.Chain": {"stages": (MapAnswers(lambda a: a), MapAnswers(lambda a: a))},
        "combinators.machines.ChildHalted": {"index": 0},
        "combinators.machines.Invalid": {"reason": "no"},
        "combinators.machines.Left": {"msg": 0},
        "combinators.machines.Right": {"msg": 0},
        "combinators.machines.MapAnswers": {"g": lambda a: a},
        "combinators.machines.MappedRelease": {"maps": (lambda a: a,), "inner": lap.machine},
        "combinators.machines.NIMState": {"data": 0},
        "combinators.machines.Post": {"stages": (MapAnswers(lambda a: a),), "inner": lap.machine},
        "combinators.machines.Refusal": {"spent": Epsilon(0.0), "requested": Epsilon(1.0), "budget": Epsilon(1.0),
                                         "reason": "over", KEEP_TYPEVARS_KEY: True},
        "combinators.machines.Relation": {"name": "n", "meaning": "m"},
        "combinators.machines.Session": {"ask": lambda q: q, "label": "s"},
        "combinators.machines.Verifier": {"f": lambda qs: True},
        "combinators.machines.View": {"adversary_coins": (), "transcript": (), "ended_by": "adversary"},
        "combinators.machines.chain": {"p1": MapAnswers(lambda a: a), "p2": MapAnswers(lambda a: a)},
        "combinators.machines.to_approx_dp": {"m": gaussian(1.0), "delta": 1e-6},
        "combinators.machines.to_renyi": {"m": gaussian(1.0), "order": RenyiDP(2.0)},
        "combinators.machines.to_tradeoff": {"m": randomized_response_delta(1.0, 1e-6)},
        "combinators.composition.odometer_from_filter": {"filter_": filtered(PureDP(), "additive", Epsilon(1.0))},
        "combinators.composition.filter_from_odometer": {"odometer": odometer(PureDP(), "additive"),
                                                         "budget": Epsilon(1.0)},
        "combinators.certification.CertificateTree.from_dict": {"data": certify(lap).to_dict()},
        "combinators.certification.CertificateTree.from_json": {"text": certify(lap).to_json()},
        # provenance records and the relation helpers: samples the name/annotation rules cannot guess
        "combinators.machines.Proved": {"theorem": "Warner 1965"},
        "combinators.machines.Converted": {"conversion": "to_zcdp", "theorem": "Bun–Steinke 2016, Prop 1.4",
                                           "source": Proved("Warner 1965")},
        "combinators.machines.AuditScope": _audit_scope_fields(),
        "combinators.machines.Audited": {"scope": AuditScope(**_audit_scope_fields())},
        "combinators.machines.caller_assumptions": {"provenance": Proved("Warner 1965")},
        "combinators.machines.describe_provenance": {"provenance": Proved("Warner 1965")},
        "combinators.certification.provenance_from_dict": {"data": describe_provenance(Proved("Warner 1965"))},
        "combinators.certification.level_numbers": {"level": Epsilon(1.0)},
        "combinators.machines.WithinDistance": {"bound": F(1)},
        "combinators.machines.relates": {"relation": BIT_FLIP, "x": 0, "y": 1},
        "combinators.machines.check_related": {"relation": BIT_FLIP, "x": 0, "y": 1},
        "combinators.measures.f_eps_delta": {"epsilon": 1.0},
        "PiecewiseTradeOff.exact": {"alpha": F(1, 2), SEMANTICS_KEY: {"alpha": PROB}},
        "combinators.machines.map_answers": {"g": lambda a: a, "m": lap.machine},
        "combinators.machines.postprocess": {"p": MapAnswers(lambda a: a), "m": lap.machine},
        "combinators.primitives.irr_to_rr": {"tau": list(IRRFlag)[0], "bit": 1},
        "combinators.primitives.rr_to_irr": {"out": 1},
        "combinators.primitives.ClampedGeometric": {"r": F(1, 2), "lo": 0, "hi": 3},
        "combinators.primitives.Gaussian": {"sigma": 1.0},
        "combinators.primitives.Laplace": {"scale": 1.0},
        "combinators.primitives.RandomizedResponse": {"keep": F(2, 3)},
        "combinators.primitives.RandomizedResponseDelta": {"keep": F(2, 3), "delta": F(0)},
        "combinators.primitives.InteractiveRandomizedResponse": {"keep": F(2, 3), "delta": F(0)},
        "combinators.laplace": {"scale": 1.0},
        "combinators.gaussian": {"sigma": 1.0},
        "combinators.primitives.gaussian_rdp": {"sigma": 1.0, "alpha": 2.0},
        "combinators.geometric": {"epsilon": 1.0, "lo": 0, "hi": 3},
        "combinators.randomized_response": {"epsilon": 1.0},
        "combinators.primitives.randomized_response_delta": {"epsilon": 1.0, "delta": 0.0},
        "combinators.interactive_randomized_response": {"epsilon": 1.0, "delta": 0.0},
        "combinators.composition.Capability": _capability_fields(),
        "combinators.composition.ConComp": {"children": [lap.machine]},
        "combinators.composition.OrderedConComp": {"children": [lap.machine]},
        "combinators.composition.NullExtension": {"inner": lap.machine},
        "combinators.composition.Exhausted": {"reason": "spent"},
        "combinators.composition.Query": {"index": 0},
        "combinators.composition.Spawned": {"index": 0},
        "combinators.composition.Spawn": {"mechanism": lap, "level": Epsilon(1.0)},
        "combinators.composition.FilterState": {"data": 0, "accumulator": additive_accumulator(PureDP())},
        "combinators.concurrent": {"mechanisms": [lap, laplace(2.0)]},
        "combinators.composition.ordered_concurrent": {"mechanisms": [lap, laplace(2.0)]},
        "combinators.composition.concurrent_level": {"certificates": [lap.certificate, laplace(2.0).certificate]},
        "combinators.filtered": {"measure": PureDP(), "rule": "additive", "budget": Epsilon(1.0)},
        "combinators.odometer": {"measure": PureDP(), "accumulator": "additive"},
        "combinators.composition.FiltCon": {"measure": PureDP(), "accumulator": additive_accumulator(PureDP()),
                                            "budget": Epsilon(1.0)},
        "combinators.composition.OdomCon": {"measure": PureDP(), "accumulator": additive_accumulator(PureDP())},
        "combinators.composition.lookup": {"measure": PureDP(), "combinator": "filter",
                                           "adaptivity": "adaptive levels"},
        "combinators.composition.require": {"measure": PureDP(), "combinator": "filter",
                                            "adaptivity": "adaptive levels"},
        "combinators.composition.measure_name": {"measure": PureDP()},
        "combinators.testing.strategies.levels": {"measure": PureDP()},
        "combinators.composition.null_extension": {"mechanism": lap},
        "combinators.composition.pvector": {"items": [1, 2]},
        "combinators.composition.PVector": None,  # built by pvector: its fields are the trie's internals
        "combinators.composition.ConcurrentLevel": None,  # built by concurrent_level
        "combinators.audit.AuditResult": None,  # results: built by the audit, fuzzed through it
        "combinators.audit.PlanTestResult": None,
        "combinators.audit.Witness": None,
        "combinators.audit.WorstCase": None,
        "combinators.audit.Scope": None,
        "combinators.certification.CertificateTree": None,
        "combinators.measures.HockeyStickTest": {"e": F(2), "delta": F(0)},
        "combinators.measures.RenyiTest": {"alpha": 2.0, "bound": s["Interval"]},
        "combinators.measures.AuditPlan": {"certify": (HockeyStickTest(F(2), F(0)),), "refute": ()},
        "combinators.audit.Adversary": {"moves": [((), 0)]},
        "combinators.audit.Adversary.from_mapping": {"moves": {(): 0}},
        "combinators.audit.describe_test": {"test": HockeyStickTest(F(2), F(0))},
        "combinators.audit.pdp_delta": {"epsilon": 1.0},
        "combinators.audit.view_distribution": {"mechanism": rr, "data": 0, "strategy": Adversary([((), None)]),
                                                "depth": 1},
        "combinators.audit.worst_case": {"mechanism": rr, "x0": 0, "x1": 1, "queries": [None], "depth": 1,
                                         "test": HockeyStickTest(F(2), F(0))},
        "combinators.audit.sampled_audit": {"mechanism": lap, "x0": 0.0, "x1": 1.0, "measure": PureDP(),
                                            "level": Epsilon(1.0), "seed": 0, "samples": 40},
        "combinators.audit.SampledAuditResult": None,  # a record of a sampled audit, fuzzed through it
        "combinators.audit.SampledEvent": None,
        "combinators.certification.certify": {"pipeline": lap},
        "combinators.testing.laws.check_conversion_laws": {
            "source": PureDP(), "target": ZCDP(), "convert": _pure_to_zcdp, "levels": ts.epsilons(max_value=2.0),
            "settings": _LAW_SETTINGS},
        "combinators.testing.laws.check_measure_laws": {
            "measure": PureDP(), "levels": ts.epsilons(max_value=2.0), "settings": _LAW_SETTINGS},
        "combinators.testing.laws.close_monotone": {"measure": PureDP(), "a": Epsilon(1.0), "b": Epsilon(2.0)},
        "combinators.testing.laws.close_postprocessing": {"measure": PureDP(), "level": Epsilon(2.0),
                                                          "g": lambda x: x},
        "combinators.testing.laws.close_reflexive": {"measure": PureDP(), "level": Epsilon(1.0)},
        "combinators.testing.laws.compose_associative": {"measure": PureDP(), "a": Epsilon(1.0), "b": Epsilon(0.5),
                                                         "c": Epsilon(0.25)},
        "combinators.testing.laws.compose_extensive": {"measure": PureDP(), "a": Epsilon(1.0), "b": Epsilon(0.5)},
        "combinators.testing.laws.compose_identity": {"measure": PureDP(), "a": Epsilon(1.0)},
        "combinators.testing.laws.compose_monotone": {"measure": PureDP(), "a": Epsilon(1.0), "b": Epsilon(0.5),
                                                      "c": Epsilon(2.0)},
        "combinators.testing.laws.conversion_monotone": {"source": ZCDP(), "target": RenyiDP(2.0),
                                                         "convert": lambda r: __import__(
                                                             "combinators.measures.conversions", fromlist=["x"]
                                                         ).zcdp_to_renyi(r, RenyiDP(2.0)),
                                                         "a": Rho(0.25), "b": Rho(0.5)},
        "combinators.testing.laws.conversion_sound": {"source": PureDP(), "target": ZCDP(),
                                                      "convert": lambda e: __import__(
                                                          "combinators.measures.conversions", fromlist=["x"]
                                                      ).pure_to_zcdp(e), "a": Epsilon(2.0)},
        "combinators.testing.laws.leq_antisymmetric": {"measure": PureDP(), "a": Epsilon(1.0), "b": Epsilon(1.0)},
        "combinators.testing.laws.leq_reflexive": {"measure": PureDP(), "a": Epsilon(1.0)},
        "combinators.testing.laws.leq_transitive": {"measure": PureDP(), "a": Epsilon(0.5), "b": Epsilon(1.0),
                                                    "c": Epsilon(2.0)},
        "combinators.testing.laws.zero_is_bottom": {"measure": PureDP(), "a": Epsilon(1.0)},
        "combinators.testing.laws.chain_associative": {"p1": ts.identity_ipm(), "p2": ts.identity_ipm(),
                                                       "mechanism": rr3, "data": 0,
                                                       "adversary": Adversary([((), None)]), "depth": 1},
        "combinators.testing.laws.identity_is_a_no_op": {"post": ts.identity_ipm(), "mechanism": rr3, "data": 0,
                                                         "adversary": Adversary([((), None)]), "depth": 1},
        "combinators.testing.laws.postprocessing_never_raises_divergence": {
            "post": lambda b: b, "mechanism": rr3, "x0": 0, "x1": 1, "queries": [None], "depth": 1},
        "combinators.testing.laws.check_mechanism_laws": {
            "machines": ts.table_machines(), "ipms": ts.table_ipms(max_calls=1), "data": hst.just((0, 1)),
            "queries": (0, 1), "answers": (0, 1), "depth": 1, "settings": _LAW_SETTINGS},
        "combinators.testing.strategies.valid_streams": {"f": im_style(BIT_FLIP), "messages": [0, 1]},
        "combinators.testing.mechanisms.check_mechanism": {"mechanism": rr3, "pairs": [(0, 1)], "queries": [None],
                                                           "depth": 1},
        "combinators.testing.mechanisms.check_game": {"mechanism": rr3, "query_pairs": [(0, 1), (0, 0)], "depth": 1,
                                                      "f": im_style(BIT_FLIP), "data": 0},
        "combinators.testing.stateful.CountingMachine": {"limit": 2},
        "combinators.testing.stateful.run_machine": {"machine": _FuzzFilter, "settings": _MACHINE_SETTINGS},
        "combinators.testing.strategies.RRBits": {"keep": F(2, 3)},
        "combinators.testing.conformance.AuditInstance": {"call": tc.call(e_eps=3), "domain": (0, 1), "queries": (None,),
                                                          "depth": 1},
        "combinators.testing.conformance.BadArgument": {"call": tc.call(e_eps=0), "argument": "e_eps"},
        "combinators.testing.conformance.Call": {"args": (), "kwargs": (("e_eps", 3),)},
        "combinators.testing.conformance.PrimitiveSpec": {"name": "rr", "factory": randomized_response,
                                                          "sample": tc.call(e_eps=3)},
        "combinators.testing.conformance.check_bad_arguments": {"spec": rr_spec},
        "combinators.testing.conformance.check_certificate": {"spec": rr_spec},
        "combinators.testing.conformance.check_primitive": {"spec": rr_spec},
        "combinators.testing.conformance.check_repr": {"spec": rr_spec},
        "combinators.testing.conformance.primitive_spec": {"name": "laplace"},
        "combinators.testing.strategies.TableMachine": {"rows": (((((0, 0), F(1)),),),)},
        "combinators.testing.strategies.TableIPM": {
            "left_rows": (((((LeftMsg(0), 0), F(1)),),),), "right_rows": (((((LeftMsg(0), 0), F(1)),),),),
            "fallback": ((((LeftMsg(0), 0), F(1)),),), "max_calls": 1},
        "combinators.testing.strategies.adversary_trees": {"queries": [0, 1], "answers": [0, 1], "depth": 1},
        "combinators.testing.strategies.pmfs": {"outcomes": [0, 1]},
        "combinators.testing.strategies.tradeoffs": {"kind": "any"},
        "combinators.cli.main": {"argv": ["demo"]},
        "Mechanism.postprocessed_by": {"p": MapAnswers(lambda a: a)},
        "Session.ask": {"query": Spawn(lap, Epsilon(1.0))},
        "ClampedGeometric.pmf": {"x": 1},
        "FiniteDist.pushforward": {"g": lambda x: x},
        "PrivacyLossDistribution.compose": {"other": pld_of_pair(_dist(s["p_dist"]), _dist(s["q_dist"]))},
        "SampledCoins.choice": {"pmf": [(0, F(1, 2)), (1, F(1, 2))]},
        "SampledCoins.r": {},
        "Capability.allows": {"conditions": ()},
        "PVector.set": {"index": 0, "value": 5},
        "PVector.append": {"value": 5},
        "Adversary.from_mapping": {"moves": {(): 0}},
        "ZCDP.bounds": {},
        "Certificate": {},
    }


def _parallel_overrides() -> dict[str, dict[str, object] | None]:
    """Samples for combinators.continual.parallel and .counterexamples."""
    from fractions import Fraction as F

    from combinators.composition import Create
    from combinators.continual.counterexamples import m_delta, two_bits
    from combinators.continual.parallel import sparse_parallel
    from combinators.measures import EpsDelta, Epsilon, PureDP
    m = m_delta(F(1, 10))
    return {
        "combinators.continual.theorems.rr_composition": {"levels": [(0.5, 0.0), (1.0, 0.01)], "epsilon_g": 1.0},
        "combinators.continual.theorems.continual_guarantee": {
            "spec": sparse_parallel([Epsilon(1.0)]), "epsilon_g": 1.0},
        "combinators.continual.theorems.parallel_guarantee": {"measure": PureDP(), "levels": [Epsilon(1.0)],
                                                              "fpc": False},
        "combinators.continual.theorems.ContinualGuarantee": None,  # built by continual_guarantee
        "combinators.continual.parallel.SparseParallel": {"levels": (EpsDelta(0.0, 0.1),)},
        "combinators.continual.parallel.sparse_parallel": {"levels": [EpsDelta(0.0, 0.1)]},
        "combinators.continual.parallel.sparse_parallel_fpc": {"levels": [EpsDelta(0.0, 0.1)]},
        "combinators.continual.parallel.ProductBudgetParallel": {"epsilons": (0.5,), "delta_prime": F(1, 2)},
        "combinators.continual.parallel.product_budget_parallel": {"epsilons": [0.5], "delta_prime": F(1, 2)},
        "combinators.continual.parallel.rr_parallel": {"epsilons": [0.5], "delta_prime": F(1, 2)},
        "combinators.continual.parallel.rr_budget": {"delta": F(1, 2)},
        "combinators.continual.counterexamples.Exposure": {"p": F(1, 10)},
        "combinators.continual.counterexamples.m_delta": {"delta": F(1, 10)},
        "combinators.continual.counterexamples.m_renyi": {"alpha": 2, "epsilon": 1, "epsilon_prime": 5},
        "combinators.continual.counterexamples.CopiesAdversary": {"creation": Create(m, two_bits()), "copies": 3},
        "combinators.continual.counterexamples.copies_adversary": {"mechanism": m, "copies": 3},
        "combinators.continual.counterexamples.unbounded_adversary": {"mechanism": m},
        "combinators.continual.counterexamples.CopiesAdversary.guess": {"answers": ("ACK", 1)},
    }


def _audit_scope_fields() -> dict[str, Any]:
    return {"measure": "PureDP()", "level": "Epsilon(1.0)", "relation": "bit flip", "domain": ("0", "1"),
            "queries": ("None",), "depth": 1, "pairs": 1, "complete": "a noninteractive machine answers once"}


def _capability_fields() -> dict[str, object]:
    from combinators.composition import CAPABILITIES

    c = CAPABILITIES[0]
    return {f: getattr(c, f) for f in ("measure", "combinator", "adaptivity", "rule", "status", "statement",
                                       "citation", "requires", "otherwise")}


def _pure_to_zcdp(level: object) -> object:
    from combinators.measures.conversions import pure_to_zcdp

    return pure_to_zcdp(level)  # type: ignore[arg-type]  # a law's conversion: the law checks the level


def _law_settings() -> object:
    from hypothesis import HealthCheck, Phase, settings

    return settings(max_examples=2, database=None, deadline=None, phases=[Phase.generate],
                    suppress_health_check=list(HealthCheck))


_LAW_SETTINGS = _law_settings()


def _fuzz_filter() -> type[RuleBasedStateMachine]:
    from hypothesis import HealthCheck, Phase, settings

    from combinators.measures import Epsilon, PureDP
    from combinators.testing.stateful import FilterMachine

    class FuzzFilter(FilterMachine):
        measure, budget, levels = PureDP(), Epsilon(1.0), (Epsilon(0.5),)

    FuzzFilter.TestCase.settings = settings(max_examples=1, stateful_step_count=2, database=None, deadline=None,
                                            phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    return FuzzFilter


_FuzzFilter = _fuzz_filter()
_MACHINE_SETTINGS = _FuzzFilter.TestCase.settings


def _is_typing_alias(obj: object) -> bool:
    return type(obj).__module__ in {"typing", "types"} and not inspect.isclass(obj) and not inspect.isfunction(obj)


def build_targets() -> tuple[list[Target], list[tuple[str, str]]]:
    """Every fuzzable public callable, and (name, reason) for each public name not fuzzed."""
    s = _samples()
    overrides = _overrides()
    instances = _instances()
    targets: list[Target] = []
    skipped: list[tuple[str, str]] = []
    for modname, name, obj in public_objects():
        full = f"{modname}.{name}"
        defined = f"{getattr(obj, '__module__', modname)}.{name}"
        if full not in overrides and defined in overrides:  # a re-export takes its module's samples
            overrides[full] = overrides[defined]
        if full in NOT_FUZZED:
            skipped.append((full, NOT_FUZZED[full]))
            continue
        if inspect.ismodule(obj) or _is_typing_alias(obj) or not callable(obj):
            skipped.append((full, "not a callable"))
            continue
        if inspect.isclass(obj) and (issubclass(obj, (BaseException, enum.Enum))):
            skipped.append((full, "an exception or an enumeration"))
            continue
        owner = owner_of(getattr(obj, "__module__", modname))
        if inspect.isclass(obj):
            abstract = inspect.isabstract(obj) or getattr(obj, "_is_protocol", False) or obj.__name__ in {
                "InteractiveMechanism", "NoninteractiveMechanism", "InteractivePostprocessor"}
            if abstract:
                skipped.append((full, "an interface: its methods are fuzzed on its implementations"))
            elif overrides.get(full, {}) is None:
                skipped.append((full, "built by a factory, which is fuzzed"))
            elif _signature(obj) is not None:
                try:
                    params = make_params(obj, s, overrides.get(full) or {})
                except KeyError as e:
                    params = []
                    skipped.append((full, f"NO SAMPLE for {e}"))
                else:
                    targets.append(Target(full, owner, obj, params))
            members = _members(obj)
            for meth in sorted(members):
                raw = members[meth]
                if meth.startswith("_") or meth in PROTOCOL_METHODS:
                    continue
                if isinstance(raw, (staticmethod, classmethod)):
                    fn = getattr(obj, meth)
                    mfull = f"{full}.{meth}"
                    try:
                        targets.append(Target(mfull, owner, fn, make_params(fn, s, overrides.get(mfull) or {})))
                    except KeyError as e:
                        skipped.append((mfull, f"NO SAMPLE for {e}"))
                    continue
                if not callable(raw):
                    continue
                for label, make, typevars in instances.get(obj.__name__, []):
                    inst = make()
                    bound = getattr(inst, meth)
                    tname = f"{label}.{meth}"
                    ov = overrides.get(f"{obj.__name__}.{meth}") or {}
                    try:
                        params = make_params(bound, s, ov, typevars)
                    except KeyError as e:
                        skipped.append((tname, f"NO SAMPLE for {e}"))
                        continue
                    for p in params:
                        if any(v in typevars.values() for v in _top_level_names(p.annotation)) and \
                                p.annotation not in {"TradeOff"}:
                            p.semantics = SEMANTICS.get(p.name, set()) | {"wrong-level"}
                            if p.name in {"a", "b", "c", "level", "budget"} and p.sample is None:
                                pass
                    for p in params:
                        if p.sample is None and typevars.get("D") in s:
                            p.sample = s[typevars["D"]]
                    targets.append(Target(tname, owner, bound, params, make_self=make))
            continue
        if overrides.get(full, {}) is None:
            skipped.append((full, "built by a factory or a runner of other fuzzed callables"))
            continue
        try:
            params = make_params(obj, s, overrides.get(full) or {})
        except KeyError as e:
            skipped.append((full, f"NO SAMPLE for {e}"))
            continue
        targets.append(Target(full, owner, obj, params))
    targets += _session_targets()
    return targets, skipped


def _session_targets() -> list[Target]:
    """Data and queries reach a machine through a session: fuzz them there (first release)."""
    from combinators.composition import Spawn, filtered
    from combinators.machines import open_session
    from combinators.measures import Epsilon, PureDP
    from combinators.primitives import gaussian, geometric, interactive_randomized_response, laplace
    from combinators.primitives import randomized_response, randomized_response_delta

    out: list[Target] = []
    numeric = ("float", NONNEG - {"neg", "-inf"})  # any finite real is data; NaN and ±inf are not
    # a bit: 0 or 1, and a bool, which randomized response takes as the bit it is (bit_datum)
    bit: tuple[str, set[str]] = ("Literal[0, 1] | bool", set())
    for label, make, data, ann in [
        ("laplace(1.0)", lambda: laplace(1.0), 0.5, numeric),
        ("gaussian(1.0)", lambda: gaussian(1.0), 0.5, numeric),
        ("geometric(1.0, lo=0, hi=3)", lambda: geometric(1.0, lo=0, hi=3), 1, ("int", {"nan", "inf", "-inf"})),
        ("randomized_response(1.0)", lambda: randomized_response(1.0), 1, bit),
        ("randomized_response_delta(1.0, 0.0)", lambda: randomized_response_delta(1.0, 0.0), 1, bit),
        ("interactive_randomized_response(1.0)", lambda: interactive_randomized_response(1.0), 1, bit),
    ]:
        def released(m_make: Callable[[], object] = make) -> Callable[[object], object]:
            def run(data: object) -> object:
                return open_session(m_make(), data, seed=0).ask(None)  # type: ignore[arg-type]

            return run

        fn = released()
        fn.__name__ = "data"
        out.append(Target(f"open_session({label}, data).ask", "session", fn,
                          [Param("data", ann[0], data, inspect.Parameter.POSITIONAL_ONLY, ann[1])]))

    def spawn(level: object) -> object:
        lap = laplace(1.0)
        budget = filtered(PureDP(), "additive", Epsilon(2.0), relation=lap.certificate.relation)
        return open_session(budget, 0.5, seed=0).ask(Spawn(lap, level))  # type: ignore[arg-type]

    out.append(Target("open_session(filtered(PureDP, 2.0)).ask(Spawn(laplace, level))", "levels", spawn,
                      [Param("level", "Epsilon", Epsilon(1.0), inspect.Parameter.POSITIONAL_ONLY,
                             {"wrong-level"} | NONNEG)]))
    return out


def sweep(kinds: set[str] | None = None, skip: set[tuple[str, str, str]] = frozenset()) -> tuple[list[Failure], int]:  # type: ignore[assignment]
    """Every target, every kind: all failures and the number of calls."""
    targets, _ = build_targets()
    failures: list[Failure] = []
    calls = 0
    for t in targets:
        f, c = run_target(t, set(KINDS) if kinds is None else kinds, set(skip))
        failures += f
        calls += c
    return failures, calls


def render_known(failures: list[Failure]) -> str:
    """The body of ``KNOWN_FAILURES`` for ``tests/api_fuzz_known.py``, one line per failure, by owner."""
    lines: list[str] = []
    for owner in sorted({f.owner for f in failures}):
        lines.append(f"    # ---- {owner} " + "-" * (90 - len(owner)))
        for f in sorted((f for f in failures if f.owner == owner), key=lambda f: f.key):
            detail = f.detail.replace("\n", " ")[:70]
            lines.append(f"    ({f.target!r}, {f.param!r}, {f.kind!r}): ({owner!r}, {f.outcome!r}),  # {detail}")
    return "\n".join(lines)


if __name__ == "__main__":  # regenerate the allowlist body: PYTHONPATH=src python tests/api_fuzz.py
    import collections

    found, n = sweep()
    print(render_known(found))
    print(f"# {n} calls; {collections.Counter((f.outcome, f.owner) for f in found)}")
