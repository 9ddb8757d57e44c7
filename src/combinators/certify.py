"""Static certification: ``certify(pipeline)`` walks a pipeline value without data and returns
a certificate tree (DESIGN.md §4, "Static").

The walk is structural, over the machine values the combinators build:

- ``Post`` (``P ∘* M``), ``MappedRelease`` (``g ∘ N``) and ``NullExtension`` are
  **post-processing** nodes: the certificate of the inner mechanism is kept (seed 000 Thm 2.17;
  seed 002 Lemma 2.16; seed 004 Lemma 2 for the null extension). A ``Post`` or ``MappedRelease``
  holds a nest of ``@`` flat and is one node.
- ``ConComp`` and ``OrderedConComp`` are **concurrent** nodes: the children are certified first,
  and the level is recomputed with ``concurrent_level`` from their certificates and the node's
  own ``finite_communication`` and ``delta_g``, recorded by ``concurrent()`` (one global setting
  once misjudged a pipeline whose nodes were built differently; found in review).
  ``concurrent_level`` checks that the children share one measure and one relation and consults
  the capability table. A level
  claimed by the pipeline must be ⪰ the recomputed one (``measure.leq``): a certificate that
  claims more than the theorem gives is rejected with ``CertificationError``.
- ``FiltCon`` is a **filter** node: its level is its budget, its theorem ``machine.theorem``,
  and its capability-table entry is looked up again.
- ``OdomCon`` is an **odometer** node: it has no level (turn it into a filter first,
  ``filter_from_odometer``), so a composition over it cannot be certified.
- Anything else is a leaf: a **primitive** node with a certificate, or an **uncertified** node
  that says so.

Certificates of leaves come, in this order, from ``known`` (certified mechanisms the caller
built the pipeline from; the first whose machine equals the leaf wins), or from the certificate
the pipeline carries: a certified mechanism's own, kept through post-processing, and the
children's certificates that ``concurrent()`` stores on its ``ConComp`` (a raw ``ConComp`` built
without the factory has none, and its children need ``known=``). The levels are folded bottom-up with the library's own
rules (``concurrent_level``, never re-implemented), so every node states the level the theorems
give, rounded toward the weaker guarantee as those rules round.

Nothing here reads data or draws coins: a node's ``node`` is the ``repr`` of a machine or the
name of a post-processing function.
"""

from __future__ import annotations

import json
from collections.abc import Generator, Iterable, Mapping
from fractions import Fraction
from typing import Any, Final, TypeAlias, final

import attrs

from .composition import (
    Adaptivity,
    Combinator,
    ConComp,
    FiltCon,
    NullExtension,
    OdomCon,
    OrderedConComp,
    Status,
    concurrent_level,
    lookup,
)
from .composition.concurrent import check_finite_communication
from .composition.filtered import _rule_kind
from .errors import InvalidArgument
from .machines import (
    Certificate,
    InteractiveMechanism,
    MappedRelease,
    Mechanism,
    NoninteractiveMechanism,
    Post,
)

__all__ = ["CertificateTree", "CertificationError", "certify"]

POST_THEOREM: Final = ("post-processing keeps the certificate: an interactive post-processor with one initial "
                       "state, or a function of the answers, never increases the divergence — seed 000 Thm 2.17; "
                       "seed 002 Lemma 2.16")
NULL_THEOREM: Final = ("the null extension is P ∘* M for a post-processor with one initial state that answers NULL "
                       "itself — seed 004 Def 8, Lemma 2; seed 000 Thm 2.17")
PRIMITIVE_THEOREM: Final = "the primitive's own certificate (its factory's Privacy section)"
ODOMETER_THEOREM: Final = ("an odometer has no level to charge; certify it as a filter first "
                           "(filter_from_odometer, seed 000 Lemma 2.19)")
UNCERTIFIED: Final = "uncertified"
_NONE: Final = "none"


class CertificationError(InvalidArgument):
    """A pipeline whose certificate cannot be justified: a claimed level below what the theorems
    give, a child without a certificate, or a combinator the capability table refuses."""


@final
@attrs.frozen
class CertificateTree:
    """One node of a certificate tree: what the node is, and the certificate it has and why.

    ``measure``, ``level`` and ``relation`` are ``repr``/name strings (``"none"`` for an
    uncertified or levelless node); ``kind`` is one of ``"primitive"``, ``"post-processing"``,
    ``"concurrent"``, ``"filter"``, ``"odometer"``, ``"uncertified"``.

    Example:
        >>> t = CertificateTree("RR", "primitive", "PureDP()", "Epsilon(1.0)", "bit flip", "given", ())
        >>> CertificateTree.from_json(t.to_json()) == t
        True
    """

    node: str
    kind: str
    measure: str
    level: str
    relation: str
    theorem: str
    children: tuple[CertificateTree, ...] = ()

    @property
    def certified(self) -> bool:
        """Whether this node has a certificate (uncertified and odometer nodes do not)."""
        return self.level != _NONE

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (children as a list of dicts)."""
        return {
            "node": self.node, "kind": self.kind, "measure": self.measure, "level": self.level,
            "relation": self.relation, "theorem": self.theorem,
            "children": [c.to_dict() for c in self.children],
        }

    def to_json(self) -> str:
        """Stable JSON: sorted keys, ``indent=2``, non-ASCII kept, a final newline."""
        return json.dumps(self.to_dict(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CertificateTree:
        """The inverse of ``to_dict``.

        Raises:
            InvalidArgument: a missing or ill-typed field.
        """
        fields = ("node", "kind", "measure", "level", "relation", "theorem")
        try:
            values = [data[f] for f in fields]
            children = data["children"]
        except (KeyError, TypeError) as e:
            msg = f"a certificate-tree node needs the fields {(*fields, 'children')!r}: {e}"
            raise InvalidArgument(msg) from e
        if not all(isinstance(v, str) for v in values) or not isinstance(children, list):
            msg = f"certificate-tree fields must be strings and children a list, got {dict(data)!r}"
            raise InvalidArgument(msg)
        node, kind, measure, level, relation, theorem = values
        return cls(node, kind, measure, level, relation, theorem, tuple(cls.from_dict(c) for c in children))

    @classmethod
    def from_json(cls, text: str) -> CertificateTree:
        """The inverse of ``to_json``."""
        data = json.loads(text)
        if not isinstance(data, dict):
            msg = f"a certificate tree is a JSON object, got {type(data).__name__}"
            raise InvalidArgument(msg)
        return cls.from_dict(data)


AnyCert = Certificate[Any]
AnyMachine = InteractiveMechanism[Any, Any, Any, Any]
_Walked: TypeAlias = "tuple[CertificateTree, AnyCert | None]"
_Walk: TypeAlias = "Generator[tuple[AnyMachine, AnyCert | None], _Walked, _Walked]"


def _fname(g: object) -> str:
    return getattr(g, "__qualname__", None) or repr(g)


def _node(name: str, kind: str, cert: AnyCert | None, theorem: str,
          children: tuple[CertificateTree, ...] = ()) -> CertificateTree:
    if cert is None:
        return CertificateTree(name, kind, _NONE, _NONE, _NONE, theorem, children)
    return CertificateTree(name, kind, repr(cert.measure), repr(cert.level), cert.relation.name, theorem, children)


def _check_claim(where: str, claimed: AnyCert, proved: AnyCert, theorem: str) -> None:
    """``claimed`` must be implied by ``proved``: same measure and relation, and proved ⪯ claimed."""
    if claimed.measure != proved.measure:
        msg = (f"{where} claims a certificate under {claimed.measure!r}, but {theorem!r} gives one under "
               f"{proved.measure!r}; convert explicitly (combinators.machines.convert)")
        raise CertificationError(msg)
    if claimed.relation != proved.relation:
        msg = (f"{where} claims a certificate for the relation {claimed.relation.name!r}, but the theorem gives "
               f"one for {proved.relation.name!r}")
        raise CertificationError(msg)
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

    def leaf_certificate(self, machine: AnyMachine) -> AnyCert | None:
        for k in self.known:
            if k.machine == machine:
                return k.certificate
        return None

    def run(self, machine: AnyMachine, claimed: AnyCert | None) -> tuple[CertificateTree, AnyCert | None]:
        """``walk`` driven with an explicit stack: a node asks for a child's result by yielding
        ``(child, claimed)``, so a pipeline nested 10,000 deep needs no Python recursion."""
        stack = [self.walk(machine, claimed)]
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

    def walk(self, machine: AnyMachine, claimed: AnyCert | None) -> _Walk:
        if isinstance(machine, Post | MappedRelease | NullExtension):
            return (yield from self.post(machine, claimed))
        if isinstance(machine, ConComp | OrderedConComp):
            return (yield from self.concurrent(machine, claimed))
        if isinstance(machine, FiltCon):
            return self.filter(machine, claimed)
        if isinstance(machine, OdomCon):
            if claimed is not None:
                msg = f"{machine!r} is an odometer, which has no level, but the pipeline claims {claimed.level!r}"
                raise CertificationError(msg)
            return _node(repr(machine), "odometer", None, ODOMETER_THEOREM), None
        return self.leaf(machine, claimed)

    def leaf(self, machine: AnyMachine, claimed: AnyCert | None) -> tuple[CertificateTree, AnyCert | None]:
        own = self.leaf_certificate(machine)
        if own is not None:
            if claimed is not None:
                _check_claim(repr(machine), claimed, own, PRIMITIVE_THEOREM)
            return _node(repr(machine), "primitive", own, PRIMITIVE_THEOREM), own
        if claimed is not None:
            return _node(repr(machine), "primitive", claimed, PRIMITIVE_THEOREM), claimed
        return _node(repr(machine), UNCERTIFIED, None,
                     "a raw machine: no certificate is known for it (certify it with "
                     "combinators.machines.certify_machine, or pass the mechanism in known=)"), None

    def post(self, machine: Post[Any, Any, Any] | MappedRelease[Any, Any, Any]
             | NullExtension[Any, Any, Any, Any], claimed: AnyCert | None) -> _Walk:
        # Post and MappedRelease hold a nest of @ flat: one node names all its post-processors
        if isinstance(machine, Post):
            name, inner, theorem = " @ ".join(map(repr, machine.stages)), machine.inner, POST_THEOREM
        elif isinstance(machine, MappedRelease):
            name, inner, theorem = f"{' ∘ '.join(map(_fname, reversed(machine.maps)))} ∘", machine.inner, POST_THEOREM
        else:
            name, inner, theorem = "NullExtension", machine.inner, NULL_THEOREM
        child, cert = yield inner, claimed
        return _node(name, "post-processing" if cert is not None else UNCERTIFIED, cert, theorem, (child,)), cert

    def concurrent(self, machine: ConComp[Any, Any, Any] | OrderedConComp[Any, Any, Any],
                   claimed: AnyCert | None) -> _Walk:
        carried = machine.certificates if len(machine.certificates) == len(machine.children) else ()
        walked: list[_Walked] = []
        for j, c in enumerate(machine.children):
            walked.append((yield c, carried[j] if carried else None))
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
            _check_claim(repr(machine), claimed, proved, basis.theorem)
        kids = tuple(tree for tree, _ in walked)
        return _node(type(machine).__name__, "concurrent", proved, basis.theorem, kids), proved

    def filter(self, machine: FiltCon[Any], claimed: AnyCert | None) -> tuple[CertificateTree, AnyCert]:
        kind = _rule_kind(machine.accumulator)  # by exact class, as the filter itself decides
        entry = lookup(machine.measure, Combinator.FILTER, Adaptivity.ADAPTIVE, kind)
        if not (entry.status is Status.THEOREM or (entry.status is Status.SEQUENTIAL_ONLY and machine.sequential)):
            msg = f"{machine!r}: {entry}: {entry.statement} ({entry.citation})"
            raise CertificationError(msg)
        proved: AnyCert = Certificate(machine.measure, machine.budget, machine.relation)
        theorem = machine.theorem or f"{entry.statement} ({entry.citation})"
        if claimed is not None:
            _check_claim(repr(machine), claimed, proved, theorem)
        return _node(repr(machine), "filter", proved, theorem), proved


def certify(pipeline: Mechanism[Any, Any, Any, Any, Any] | InteractiveMechanism[Any, Any, Any, Any], *,
            known: Iterable[Mechanism[Any, Any, Any, Any, Any]] = (),
            finite_communication: bool | None = None,
            delta_g: float | Fraction | None = None) -> CertificateTree:
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
        delta_g: as in ``concurrent``, for a raw concurrent node of (ε,δ) children.

    Returns:
        The root ``CertificateTree``.

    Raises:
        CertificationError: a claimed level stronger than the recomputed one, a claim under another
            measure or relation, a composition child without a certificate, a filter the capability
            table refuses.
        IncompatibleMeasureError: children of one composition under different measures.
        CompositionForbidden: the capability table refuses a composition (with the citation).

    Example:
        >>> from combinators.primitives import randomized_response
        >>> t = certify(str @ randomized_response(e_eps=3))
        >>> t.kind, t.level, t.children[0].kind
        ('post-processing', 'Epsilon(1.0986122886681102)', 'primitive')
    """
    given: object = pipeline
    check_finite_communication(finite_communication, allow_none=True)
    walker = _Walker(tuple(known), finite_communication, delta_g)
    if isinstance(given, Mechanism):
        return walker.run(given.machine, given.certificate)[0]
    if isinstance(given, InteractiveMechanism):
        return walker.run(given, None)[0]
    msg = f"certify takes a Mechanism or an InteractiveMechanism, got {pipeline!r}"
    raise InvalidArgument(msg)
