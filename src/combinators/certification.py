"""Static certification: ``certify(pipeline)`` walks a pipeline value without data and returns
a certificate tree (DESIGN.md §4, "Static").

The walk is structural, over the machine values the combinators build:

- ``Post`` (``P ∘* M``), ``MappedRelease`` (``g ∘ N``) and ``NullExtension`` are
  **post-processing** nodes: the certificate of the inner mechanism is kept (Haney et al. 2023,
  Thm 2.17; Henzinger–Safavi–Vadhan 2024, Lemma 2.16; Vadhan–Wang 2021, Lemma 2 for the null
  extension). A ``Post`` or ``MappedRelease`` holds a nest of ``@`` flat and is one node.
- ``ConComp`` and ``OrderedConComp`` are **concurrent** nodes: the children are certified first,
  and the level is recomputed with ``concurrent_level`` from their certificates and the node's
  own ``finite_communication`` and ``delta_g``, recorded by ``concurrent()``, so each node is
  judged by the settings it was built with.
  ``concurrent_level`` checks that the children share one measure and one relation and consults
  the capability table. A level
  claimed by the pipeline must be ⪰ the recomputed one (``measure.leq``): a certificate that
  claims more than the theorem gives is rejected with ``CertificationError``.
- ``FiltCon`` is a **filter** node: its level is its budget, its theorem ``machine.theorem``,
  and its capability-table entry is looked up again.
- ``verifier(spec) @ identifier(b) @ ext_concurrent()`` is a **continual** node: its level is the
  theorem for the composition rule of ``spec`` (``combinators.continual.theorems``: Thm 4.10,
  4.12, 5.4, 5.14, 12.4, Cor 5.5, 13.4, 13.8, 14.7, 14.10 of Henzinger–Safavi–Vadhan 2024), read
  from the capability table and stated for ``spec``; a composition the paper refutes (Thm 5.2)
  or a ``spec`` without a theorem (a bare ``suitable()``) is refused. ``verifier(f) @
  identifier(b) @ M`` for a continual mechanism M keeps M's certificate if it is stated for f,
  and is refused otherwise (Cor 3.8).
- ``ExPostFilter`` and ``MixedFilter`` (``combinators.expost``) are **filter** nodes: the ex-post
  filter's level is its budget (Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.2), the mixed
  filter's the sum of its two sides' (Thm 3, marked [derived]: the printed theorem is cut off
  before its conclusion, and the library proves it in docs/reference/expost.md). An
  ``ExPostMechanism`` on its own is refused (``CompositionForbidden``): it is not a ``Mechanism``.
- ``OdomCon`` is an **odometer** node: it has no level (turn it into a filter first,
  ``filter_from_odometer``), so a composition over it cannot be certified.
- Anything else is a leaf: a **primitive** node with a certificate, or an **uncertified** node
  that says so.

Certificates of leaves come, in this order, from ``known`` (certified mechanisms the caller
built the pipeline from; the first whose machine is of the leaf's exact type and equals it
wins), or from the certificate
the pipeline carries: a certified mechanism's own, kept through post-processing, and the
children's certificates that ``concurrent()`` stores on its ``ConComp`` (a raw ``ConComp`` built
without the factory has none, and its children need ``known=``). The levels are folded bottom-up with the library's own
rules (``concurrent_level``, never re-implemented), so every node states the level the theorems
give, rounded toward the weaker guarantee as those rules round.

Every node says its **provenance** (``combinators.machines.provenance``): a leaf the
certificate's own — proved by a library factory (with the citation), converted by a library
conversion, audited (with the audit's scope), or asserted by the caller (with the
justification); an inner node ``Proved`` by its theorem, listing what it takes on the caller's
word. A pipeline that rests on the caller's word anywhere (an asserted leaf, a proved
certificate copied onto another machine, a filter built with ``rule_is_valid=True`` or
``trust_asserted=True``) is refused with ``CertificationError`` unless ``certify`` is called
with ``trust_asserted=True``; then the tree lists every such assumption.

In the JSON, a level is an object of numbers (``{"epsilon": 1.0, "delta": 1e-06}``; an
infinite one is the string ``"inf"``, an exact rational a string ``"1/3"``, and a level with no
numeric fields, such as a trade-off curve, ``{"repr": …}``).

Nothing here reads data or draws coins: a node's ``node`` is the ``repr`` of a machine or the
name of a post-processing function.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Iterable, Mapping
from fractions import Fraction
from typing import Any, Final, TypeAlias, final

import attrs
from typing_extensions import override

from .composition import (
    Adaptivity,
    Combinator,
    ConComp,
    ExtConComp,
    FiltCon,
    NullExtension,
    OdomCon,
    OrderedConComp,
    Status,
    concurrent_level,
    lookup,
)
from .composition.concomp import check_finite_communication
from .composition.filters import rule_kind
from ._json import dumps, loads
from ._validation import check_finite_nonneg, check_flag, check_instance, check_probability, check_sequence_of
from .errors import InvalidArgument
from .errors import CertificationError as CertificationError  # defined in errors.py with every library error
from .machines import (
    Certificate,
    Identifier,
    InteractiveMechanism,
    MappedRelease,
    Mechanism,
    NoninteractiveMechanism,
    Post,
    Verifier,
    is_continual,
)
from .continual.theorems import continual_guarantee
from .expost import EXPOST_FILTER_THEOREM, MIXED_FILTER_THEOREM, ExPostFilter, MixedFilter, filter_guarantee
from .measures import ApproxDP
from .machines.composite import Composite, short_repr
from .machines.certificate import assumptions_for, check_composable, check_same_claim, kept_provenance, opt_in_premises
from .machines.provenance import (
    Asserted,
    AuditScope,
    Audited,
    Converted,
    Proved,
    Provenance,
    caller_assumptions,
    describe_provenance,
)

__all__ = ["CertificateTree", "CertificationError", "certify", "level_numbers", "provenance_from_dict"]

POST_THEOREM: Final = ("post-processing keeps the certificate: an interactive post-processor with one initial "
                       "state, or a function of the answers, never increases the divergence — Haney et al. 2023, "
                       "Thm 2.17; Henzinger–Safavi–Vadhan 2024, Lemma 2.16")
NULL_THEOREM: Final = ("the null extension is P ∘* M for a post-processor with one initial state that answers NULL "
                       "itself — Vadhan–Wang 2021, Def 8, Lemma 2; Haney et al. 2023, Thm 2.17")
PRIMITIVE_THEOREM: Final = "the leaf's own certificate: see its provenance"
ODOMETER_THEOREM: Final = ("an odometer has no level to charge; certify it as a filter first "
                           "(filter_from_odometer, Haney et al. 2023, Lemma 2.19)")
GAME_THEOREM: Final = ("the game 𝒱[f] ∘* ℐ(b) ∘* ℳ is private w.r.t. the bit b exactly as ℳ is w.r.t. f; the "
                       "certificate of ℳ must be stated for f — Henzinger–Safavi–Vadhan 2024, Cor 3.8")
UNCERTIFIED: Final = "uncertified"
_NONE: Final = "none"

Number: TypeAlias = "float | str"
"""A number in a level: a float, or a string for an infinity (``"inf"``) or an exact rational."""
LevelNumbers: TypeAlias = "tuple[tuple[str, Number], ...]"
"""A level as ``(field, number)`` pairs: the JSON object of the level."""


def _number(x: object) -> Number | None:
    if type(x) is float:
        return x if math.isfinite(x) else ("inf" if x > 0 else None)
    if type(x) is int:
        return float(x) if abs(x) < 2**53 else str(x)
    if type(x) is Fraction:
        return float(x) if x.denominator == 1 and abs(x) < 2**53 else f"{x.numerator}/{x.denominator}"
    return None


def level_numbers(level: object) -> LevelNumbers:
    """The numbers of a level, field by field in name order (``(("epsilon", 1.0),)``); a level whose
    fields are not numbers is ``(("repr", repr(level)),)``.

    Example:
        >>> from combinators.measures import EpsDelta
        >>> level_numbers(EpsDelta(1.0, 1e-6))
        (('delta', 1e-06), ('epsilon', 1.0))
    """
    kind: Any = type(level)
    if attrs.has(kind):
        out = []
        for f in attrs.fields(kind):
            if not (f.init and f.eq):
                continue
            n = _number(getattr(level, f.name))
            if n is None:
                break
            out.append((f.name.lstrip("_"), n))
        else:
            if out:
                return tuple(sorted(out))  # sorted, as the JSON object is
    return (("repr", repr(level)),)


@final
@attrs.frozen(eq=False, repr=False)
class CertificateTree(Composite):
    """One node of a certificate tree: what the node is, the certificate it has, and why.

    ``measure`` and ``relation`` are ``repr``/name strings (``"none"`` for an uncertified or
    levelless node); ``level`` is the level's numbers (``level_numbers``; ``None`` there);
    ``kind`` is one of ``"primitive"``, ``"post-processing"``, ``"concurrent"``, ``"continual"``, ``"filter"``,
    ``"odometer"``, ``"uncertified"``; ``provenance`` says where the certificate comes from
    (``None`` for a node without one).

    Example:
        >>> from combinators.machines import Proved
        >>> t = CertificateTree("RR", "primitive", "PureDP()", (("epsilon", 1.0),), "bit flip", "given",
        ...                     Proved("Warner 1965"))
        >>> CertificateTree.from_json(t.to_json()) == t
        True
    """

    node: str
    kind: str
    measure: str
    level: LevelNumbers | None
    relation: str
    theorem: str
    provenance: Provenance | None = None
    children: tuple[CertificateTree, ...] = ()

    @property
    def certified(self) -> bool:
        """Whether this node has a certificate (uncertified and odometer nodes do not)."""
        return self.level is not None

    @property
    def assumptions(self) -> tuple[str, ...]:
        """What this node's certificate takes on the caller's word (empty: nothing)."""
        return () if self.provenance is None else caller_assumptions(self.provenance)

    # repr, ==, hash and pickle walk the children on a stack (``Composite``), and so do the
    # conversions below: a tree is as deep as its pipeline, thousands of levels
    @override
    def _parts(self) -> tuple[Any, ...]:
        return self.children

    @override
    def _key(self) -> tuple[Any, ...]:
        return self.node, self.kind, self.measure, self.level, self.relation, self.theorem, self.provenance

    @override
    def _texts(self) -> tuple[str, ...]:
        head = (f"CertificateTree(node={self.node!r}, kind={self.kind!r}, measure={self.measure!r}, "
                f"level={self.level!r}, relation={self.relation!r}, theorem={self.theorem!r}, "
                f"provenance={self.provenance!r}, children=(")
        k = len(self.children)
        return (f"{head}))",) if k == 0 else (head, *([", "] * (k - 1)), ",))" if k == 1 else "))")

    @override
    @classmethod
    def _build(cls, fields: tuple[Any, ...], parts: tuple[Any, ...]) -> CertificateTree:
        node, kind, measure, level, relation, theorem, provenance = fields
        return cls(node, kind, measure, level, relation, theorem, provenance, parts)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (children as a list of dicts, the level as an object of numbers)."""
        root = self._own_dict()
        todo = [(self, root)]
        while todo:
            node, d = todo.pop()
            for c in node.children:
                child = c._own_dict()
                d["children"].append(child)
                todo.append((c, child))
        return root

    def _own_dict(self) -> dict[str, Any]:
        return {
            "node": self.node, "kind": self.kind, "measure": self.measure,
            "level": None if self.level is None else dict(self.level),
            "relation": self.relation, "theorem": self.theorem,
            "provenance": None if self.provenance is None else describe_provenance(self.provenance),
            "children": [],
        }

    def to_json(self) -> str:
        """Stable JSON: sorted keys, ``indent=2`` (no deeper than 64 levels, so that a tree
        thousands deep stays linear in size), non-ASCII kept, a final newline."""
        return dumps(self.to_dict()) + "\n"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CertificateTree:
        """The inverse of ``to_dict``.

        Raises:
            InvalidArgument: a missing or ill-typed field.
        """
        order: list[tuple[_Own, int]] = []  # each node's fields and how many children, in preorder
        todo: list[object] = [data]
        while todo:
            fields, children = _node_fields(todo.pop())
            order.append((fields, len(children)))
            todo.extend(reversed(children))
        built: list[CertificateTree] = []  # the finished subtrees of the nodes after this one, last first
        for fields, k in reversed(order):
            kids = tuple(built[-1:-k - 1:-1]) if k else ()
            del built[len(built) - k:]
            built.append(cls(*fields, kids))
        return built[0]

    @classmethod
    @classmethod
    def from_json(cls, text: str | bytes) -> CertificateTree:
        """The inverse of ``to_json``.

        Raises:
            InvalidArgument: ``text`` is not a str (or bytes) of JSON, or not a certificate tree.
        """
        given: object = text
        if not isinstance(given, (str, bytes, bytearray)):
            msg = f"text must be the str that to_json wrote, not {type(given).__name__}"
            raise InvalidArgument(msg)
        try:
            data = loads(given if isinstance(given, str) else bytes(given).decode("utf-8"))
        except ValueError as e:  # JSONDecodeError, or bytes that are not UTF-8
            msg = f"text is not JSON ({type(e).__name__}); pass the text that to_json wrote"
            raise InvalidArgument(msg) from None
        if not isinstance(data, dict):
            msg = f"a certificate tree is a JSON object, got {type(data).__name__}"
            raise InvalidArgument(msg)
        return cls.from_dict(data)


_Own: TypeAlias = "tuple[str, str, str, LevelNumbers | None, str, str, Provenance | None]"
"""A tree node's fields but its children, in order."""


def _node_fields(data: object) -> tuple[_Own, list[object]]:
    """One node of a tree's dict: its fields but the children, checked, and its children's dicts."""
    fields = ("node", "kind", "measure", "relation", "theorem")
    try:
        values = [data[f] for f in fields]  # type: ignore[index]  # a Mapping, or the error below
        level, provenance, children = data["level"], data["provenance"], data["children"]  # type: ignore[index]  # likewise
    except (KeyError, TypeError) as e:
        msg = f"a certificate-tree node needs the fields {(*fields, 'level', 'provenance', 'children')!r}: {e}"
        raise InvalidArgument(msg) from None
    if not all(isinstance(v, str) for v in values) or not isinstance(children, list) or not (
            level is None or (isinstance(level, dict)
                              and all(type(v) in (float, str) for v in level.values()))):
        msg = ("certificate-tree fields must be strings, the level null or an object of numbers, and the "
               "children a list")
        raise InvalidArgument(msg)
    node, kind, measure, relation, theorem = values
    numbers = None if level is None else tuple(sorted((str(k), v) for k, v in level.items()))
    prov = None if provenance is None else provenance_from_dict(provenance)
    return (node, kind, measure, numbers, relation, theorem, prov), children


def provenance_from_dict(data: object) -> Provenance:
    """The inverse of ``describe_provenance`` (for reading a certificate tree back).

    Raises:
        InvalidArgument: not a provenance dict.
    """
    chain: list[tuple[str, str]] = []
    d: Any = data
    try:
        while isinstance(d, dict) and d.get("kind") == "converted":
            chain.append((d["conversion"], d["theorem"]))
            d = d["source"]
        if not isinstance(d, dict):
            raise TypeError(type(d).__name__)
        kind = d.get("kind")
        p: Provenance
        if kind == "proved":
            p = Proved(d["theorem"], tuple(d["assumptions"]))
        elif kind == "asserted":
            p = Asserted(d["justification"])
        elif kind == "audited":
            sc = d["scope"]
            p = Audited(AuditScope(sc["measure"], sc["level"], sc["relation"], tuple(sc["domain"]),
                                   tuple(sc["queries"]), sc["depth"], sc["pairs"], sc["complete"]))
        else:
            raise KeyError("kind")
    except (KeyError, TypeError) as e:
        msg = f"a provenance is an object with kind proved, converted, audited or asserted and its fields ({e})"
        raise InvalidArgument(msg) from None
    for conversion, theorem in reversed(chain):
        p = Converted(conversion, theorem, p)
    return p


AnyCert = Certificate[Any]
AnyMachine = InteractiveMechanism[Any, Any, Any, Any]
_Walked: TypeAlias = "tuple[CertificateTree, AnyCert | None]"
# a node asks for a child by yielding (child, claimed, owner): ``owner`` is the machine the claimed
# certificate was attached to, against which its seal is judged (None: the child itself)
_Walk: TypeAlias = "Generator[tuple[AnyMachine, AnyCert | None, AnyMachine | None], _Walked, _Walked]"


def _fname(g: object) -> str:
    return getattr(g, "__qualname__", None) or repr(g)


def _node(name: str, kind: str, cert: AnyCert | None, theorem: str, provenance: Provenance | None = None,
          children: tuple[CertificateTree, ...] = ()) -> CertificateTree:
    if cert is None:
        return CertificateTree(name, kind, _NONE, None, _NONE, theorem, None, children)
    return CertificateTree(name, kind, repr(cert.measure), level_numbers(cert.level), cert.relation.name, theorem,
                           provenance, children)


def _premises(children: Iterable[CertificateTree]) -> tuple[str, ...]:
    return tuple(why for c in children for why in c.assumptions)


def _check_claim(where: str, claimed: AnyCert, proved: AnyCert, theorem: str) -> None:
    """``claimed`` must be implied by ``proved``: same measure and relation, and proved ⪯ claimed."""
    check_same_claim(claimed, proved, lambda: CertificationError(
        f"{where} claims a certificate under {claimed.measure!r}, but {theorem!r} gives one under "
        f"{proved.measure!r}; convert explicitly (combinators.machines.convert)"), lambda: CertificationError(
        f"{where} claims a certificate for the relation {claimed.relation.name!r}, but the theorem gives "
        f"one for {proved.relation.name!r}"))
    if not claimed.measure.leq(proved.level, claimed.level):
        msg = (f"{where} claims level {claimed.level!r}, which is stronger than the {proved.level!r} that "
               f"{theorem!r} gives; a certificate may not claim more than its theorem")
        raise CertificationError(msg)


@final
@attrs.frozen
class _Walker:
    known: tuple[Mechanism[Any, Any, Any, Any, Any], ...]
    finite_communication: bool | None
    delta_g: float | Fraction | None
    trust_asserted: bool = False
    epsilon_g: float | Fraction | None = None

    def leaf_certificate(self, machine: AnyMachine) -> tuple[AnyCert, Provenance] | None:
        for k in self.known:  # by exact type first: a machine's own __eq__ is not trusted
            if type(k.machine) is type(machine) and k.machine == machine:
                return k.certificate, kept_provenance(k.machine, k.certificate)
        return None

    def vouch(self, where: str, premises: tuple[str, ...]) -> None:
        """Refuse a node that rests on the caller's word, unless the caller of certify trusts it."""
        if premises and not self.trust_asserted:
            msg = (f"{where} rests on the caller's word ({premises[0]}); the library does not check it. Pass "
                   "trust_asserted=True to certify it anyway (the tree lists every such assumption)")
            raise CertificationError(msg)

    def run(self, machine: AnyMachine, claimed: AnyCert | None) -> tuple[CertificateTree, AnyCert | None]:
        """``walk`` driven with an explicit stack: a node asks for a child's result by yielding
        ``(child, claimed)``, so a pipeline nested 10,000 deep needs no Python recursion."""
        stack = [self.walk(machine, claimed, None)]
        result: Any = None  # what the node on top asked for (None to start it)
        while True:
            try:
                request = stack[-1].send(result)
            except StopIteration as done:
                stack.pop()
                if not stack:
                    return done.value  # type: ignore[no-any-return]  # the root's (tree, certificate)
                result = done.value
            else:
                stack.append(self.walk(*request))
                result = None

    def walk(self, machine: AnyMachine, claimed: AnyCert | None, owner: AnyMachine | None) -> _Walk:
        if isinstance(machine, Post) and (v := _game_verifier(machine)) is not None:
            if type(machine.inner) is ExtConComp:
                return self.continual(machine, v, claimed)
            if is_continual(machine.inner):
                return (yield from self.game(machine, v, claimed, owner))
        if isinstance(machine, Post | MappedRelease | NullExtension):
            return (yield from self.post(machine, claimed, owner))
        if isinstance(machine, ConComp | OrderedConComp):
            return (yield from self.concurrent(machine, claimed))
        if isinstance(machine, FiltCon):
            return self.filter(machine, claimed)
        if isinstance(machine, ExPostFilter | MixedFilter):
            return self.expost_filter(machine, claimed)
        if isinstance(machine, OdomCon):
            if claimed is not None:
                msg = f"{machine!r} is an odometer, which has no level, but the pipeline claims {claimed.level!r}"
                raise CertificationError(msg)
            return _node(repr(machine), "odometer", None, ODOMETER_THEOREM), None
        return self.leaf(machine, claimed, machine if owner is None else owner)

    def leaf(self, machine: AnyMachine, claimed: AnyCert | None, owner: AnyMachine
             ) -> tuple[CertificateTree, AnyCert | None]:
        found = self.leaf_certificate(machine)
        if found is not None:
            own, prov = found
            if claimed is not None:
                _check_claim(repr(machine), claimed, own, PRIMITIVE_THEOREM)
            self.vouch(repr(machine), caller_assumptions(prov))
            return _node(repr(machine), "primitive", own, PRIMITIVE_THEOREM, prov), own
        if claimed is not None:
            prov = kept_provenance(owner, claimed)
            self.vouch(repr(machine), assumptions_for(owner, claimed))
            return _node(repr(machine), "primitive", claimed, PRIMITIVE_THEOREM, prov), claimed
        return _node(repr(machine), UNCERTIFIED, None,
                     "a raw machine: no certificate is known for it (certify it with "
                     "combinators.machines.certify_machine, or pass the mechanism in known=)"), None

    def post(self, machine: Post[Any, Any, Any] | MappedRelease[Any, Any, Any]
             | NullExtension[Any, Any, Any, Any], claimed: AnyCert | None, owner: AnyMachine | None) -> _Walk:
        # Post and MappedRelease hold a nest of @ flat: one node names all its post-processors
        if isinstance(machine, Post):
            stages, inner = _outside_a_game(machine)
            name, theorem = " @ ".join(map(repr, stages)), POST_THEOREM
        elif isinstance(machine, MappedRelease):
            name, inner, theorem = f"{' ∘ '.join(map(_fname, reversed(machine.maps)))} ∘", machine.inner, POST_THEOREM
        else:
            name, inner, theorem = "NullExtension", machine.inner, NULL_THEOREM
        child, cert = yield inner, claimed, machine if owner is None else owner
        prov = None if cert is None else Proved(theorem, child.assumptions)
        return _node(name, "post-processing" if cert is not None else UNCERTIFIED, cert, theorem, prov, (child,)), cert

    def concurrent(self, machine: ConComp[Any, Any, Any] | OrderedConComp[Any, Any, Any],
                   claimed: AnyCert | None) -> _Walk:
        carried = machine.certificates if len(machine.certificates) == len(machine.children) else ()
        walked: list[_Walked] = []
        for j, c in enumerate(machine.children):
            walked.append((yield c, carried[j] if carried else None, None))
        certs: list[AnyCert] = []
        for j, (tree, cert) in enumerate(walked):
            if cert is None:
                msg = (f"child {j} ({tree.node}) of {type(machine).__name__} has no certificate, so the level of "
                       "the composition cannot be recomputed; pass the certified mechanism in known=")
                raise CertificationError(msg)
            certs.append(cert)
        recorded = machine.settings
        if recorded is not None:  # what concurrent() certified this node with, node by node
            fc, delta_g = recorded.finite_communication, recorded.delta_g
        else:  # a raw composition: the caller's settings, or inferred as concurrent() infers them
            delta_g = self.delta_g
            fc = (self.finite_communication if self.finite_communication is not None
                  else all(isinstance(c, NoninteractiveMechanism) for c in machine.children))
        basis = concurrent_level(*certs, finite_communication=fc, delta_g=delta_g)
        proved = basis.certificate
        if claimed is not None:
            _check_claim(short_repr(machine), claimed, proved, basis.theorem)
        kids = tuple(tree for tree, _ in walked)
        prov = Proved(basis.theorem, _premises(kids))
        return _node(type(machine).__name__, "concurrent", proved, basis.theorem, prov, kids), proved

    def continual(self, machine: AnyMachine, v: Verifier[Any, Any], claimed: AnyCert | None
                  ) -> tuple[CertificateTree, AnyCert]:
        """``verifier(spec) @ identifier(b) @ ext_concurrent()``: the theorem for ``spec``'s
        composition rule (``combinators.continual.theorems``), stated for ``spec``."""
        f = v.f
        g = continual_guarantee(f, epsilon_g=self.epsilon_g, delta_g=self.delta_g)
        proved: AnyCert = Certificate(g.measure, g.level, f.as_relation())
        name = repr(machine)
        if claimed is not None:
            _check_claim(name, claimed, proved, g.theorem)
        self.vouch(name, g.assumptions)
        return _node(name, "continual", proved, g.theorem, Proved(g.theorem, g.assumptions)), proved

    def game(self, machine: Post[Any, Any, Any], v: Verifier[Any, Any], claimed: AnyCert | None,
             owner: AnyMachine | None) -> _Walk:
        """``verifier(f) @ identifier(b) @ M`` for a continual mechanism M: M's certificate,
        if it is stated for f (Cor 3.8); another f is refused."""
        f = v.f
        child, cert = yield machine.inner, claimed, machine if owner is None else owner
        name = " @ ".join(map(repr, machine.stages))
        if cert is None:
            return _node(name, UNCERTIFIED, None, GAME_THEOREM, None, (child,)), None
        if not (type(cert.relation) is type(f.as_relation()) and cert.relation == f.as_relation()):
            msg = (f"{name}: the mechanism's certificate is stated for {cert.relation.name!r}, not for the verification "
                   f"function {f!r} of the game; its level says nothing about this game ({GAME_THEOREM})")
            raise CertificationError(msg)
        return _node(name, "post-processing", cert, GAME_THEOREM, Proved(GAME_THEOREM, child.assumptions), (child,)), cert

    def filter(self, machine: FiltCon[Any], claimed: AnyCert | None) -> tuple[CertificateTree, AnyCert]:
        kind = rule_kind(machine.accumulator)  # by exact class, as the filter itself decides
        entry = lookup(machine.measure, Combinator.FILTER, Adaptivity.ADAPTIVE, kind)
        if not (entry.status is Status.THEOREM or (entry.status is Status.SEQUENTIAL_ONLY and machine.sequential)):
            msg = f"{machine!r}: {entry}: {entry.statement} ({entry.citation})"
            raise CertificationError(msg)
        proved: AnyCert = Certificate(machine.measure, machine.budget, machine.relation)
        theorem = machine.theorem or f"{entry.statement} ({entry.citation})"
        if claimed is not None:
            _check_claim(repr(machine), claimed, proved, theorem)
        premises = opt_in_premises(rule_is_valid=machine.rule_is_valid, trust_asserted=machine.trust_asserted)
        self.vouch(repr(machine), premises)
        return _node(repr(machine), "filter", proved, theorem, Proved(theorem, premises)), proved

    def expost_filter(self, machine: ExPostFilter | MixedFilter, claimed: AnyCert | None
                      ) -> tuple[CertificateTree, AnyCert]:
        """The ex-post filter (Lemma 5.2) or the mixed filter (Thm 3, [derived]): its guarantee
        is its budget (the mixed filter's, the sum of its two sides'), rebuilt from its fields."""
        proved: AnyCert = Certificate(ApproxDP(), filter_guarantee(machine), machine.relation)
        theorem = EXPOST_FILTER_THEOREM if isinstance(machine, ExPostFilter) else MIXED_FILTER_THEOREM
        if claimed is not None:
            _check_claim(repr(machine), claimed, proved, theorem)
        premises = opt_in_premises(rule_is_valid=False, trust_asserted=machine.trust_asserted)
        self.vouch(repr(machine), premises)
        return _node(repr(machine), "filter", proved, theorem, Proved(theorem, premises)), proved


def _game_verifier(machine: Post[Any, Any, Any]) -> Verifier[Any, Any] | None:
    """The verifier of a game ``verifier(f) @ identifier(b) @ M`` (exactly these two stages), or None."""
    stages = machine.stages
    if len(stages) == 2 and type(stages[0]) is Verifier and type(stages[1]) is Identifier:
        return stages[0]
    return None


def _outside_a_game(machine: Post[Any, Any, Any]) -> tuple[tuple[Any, ...], AnyMachine]:
    """The post-processors of ``machine`` and what they post-process: for ``P @ verifier(f) @
    identifier(b) @ M``, the stages ``P`` and the game ``verifier(f) @ identifier(b) @ M`` (certified
    as a game, then kept by post-processing: Henzinger–Safavi–Vadhan 2024, Lemma 2.16); else all
    the stages and the inner machine."""
    stages = machine.stages
    if len(stages) > 2 and type(stages[-2]) is Verifier and type(stages[-1]) is Identifier:
        return stages[:-2], Post(stages[-2:], machine.inner)
    return stages, machine.inner


def _known_mechanism(name: str, value: object) -> Mechanism[Any, Any, Any, Any, Any]:
    check_composable(value, name)
    return check_instance(name, value, Mechanism, "a certified Mechanism (a raw machine has no certificate to lend)")


def _epsilon_target(value: object) -> float | Fraction | None:
    if value is None:
        return None
    return check_finite_nonneg("epsilon_g", value)


def certify(pipeline: Mechanism[Any, Any, Any, Any, Any] | InteractiveMechanism[Any, Any, Any, Any], *,
            known: Iterable[Mechanism[Any, Any, Any, Any, Any]] = (),
            finite_communication: bool | None = None,
            delta_g: float | Fraction | None = None,
            trust_asserted: bool = False,
            epsilon_g: float | Fraction | None = None) -> CertificateTree:
    """The certificate tree of ``pipeline``, checked bottom-up without data (module docs).

    Args:
        pipeline: a certified ``Mechanism`` (its claimed certificate is checked against what the
            theorems give), or a raw machine (certified if its structure and leaves allow,
            otherwise an ``"uncertified"`` node says so).
        known: certified mechanisms the pipeline was built from, to certify leaves inside
            compositions (whose children are raw machines).
        finite_communication: as in ``concurrent``, for a *raw* concurrent node (``ConComp(...)``
            built without the factory); ``None`` infers it (every child noninteractive). A node
            that ``concurrent()`` built is certified with the settings it was built with
            (``ConComp.settings``), node by node.
        delta_g: as in ``concurrent``, for a raw concurrent node of (ε,δ) children; for a continual
            composition of (ε,δ) mechanisms, the δ at which its ε is reported.
        epsilon_g: for a continual composition of (ε,δ) mechanisms, the ε at which its δ is
            reported (``combinators.continual.theorems.rr_composition``).
        trust_asserted: certify a pipeline that rests on the caller's word somewhere (module
            docs); the tree's provenances list every such assumption. Without it, refused.

    Returns:
        The root ``CertificateTree``.

    Raises:
        CertificationError: a claimed level stronger than the recomputed one, a claim under another
            measure or relation, a composition child without a certificate, a filter the capability
            table refuses, a node that rests on the caller's word without ``trust_asserted=True``; a
            continual game whose verification function names no composition theorem (a bare
            ``suitable()``), or whose mechanism's certificate is stated for another function (Cor 3.8).
        IncompatibleMeasureError: children of one composition under different measures.
        CompositionForbidden: the capability table refuses a composition (with the citation), e.g.
            unbounded parallel composition of approximate-DP continual mechanisms
            (Henzinger–Safavi–Vadhan 2024, Thm 5.2).
        InvalidArgument: ``known`` is not a sequence of ``Mechanism``; ``delta_g`` is not ``None`` or a
            probability in ``[0, 1]``; ``finite_communication`` or ``trust_asserted`` is not a bool.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> t = certify(str @ randomized_response(e_eps=3))
        >>> t.kind, t.level, t.children[0].kind
        ('post-processing', (('epsilon', 1.0986122886681102),), 'primitive')
        >>> t.children[0].provenance.theorem
        'randomized response is ε-DP: Warner 1965; Dwork–Roth 2014, Claim 3.5; Vadhan–Wang 2021, §2.7'
    """
    given: object = pipeline
    check_composable(given, "pipeline")
    check_finite_communication(finite_communication, allow_none=True)
    mechanisms = check_sequence_of("known", known, _known_mechanism, what="a sequence of certified Mechanisms")
    dg = None if delta_g is None else check_probability("delta_g", delta_g)
    walker = _Walker(tuple(mechanisms), finite_communication, dg, check_flag("trust_asserted", trust_asserted),
                     _epsilon_target(epsilon_g))
    if isinstance(given, Mechanism):
        return walker.run(given.machine, given.certificate)[0]
    if isinstance(given, InteractiveMechanism):
        return walker.run(given, None)[0]
    msg = f"certify takes a Mechanism or an InteractiveMechanism, got {pipeline!r}"
    raise InvalidArgument(msg)
