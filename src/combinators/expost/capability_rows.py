"""The capability rows of ex-post privacy, beside the engine's table (``combinators.composition``).

Ex-post privacy is not a measure, so it has no place in the engine's table, which is derived
from the registry of measures (one row per measure × combinator × levels × rule). Its rows use
the same ``Capability`` value and the same vocabulary, and are rendered beside that table in
docs/reference/expost.md (``render_expost_markdown``):

- ``ExPost`` × concurrent, fixed levels, additive: basic composition (Lemma 5.1), a theorem;
  with any other rule (advanced, optimal, zCDP-style): forbidden, since basic composition is
  tight for ex-post private mechanisms (the text after Lemma 5.1);
- ``ExPost`` × filter, adaptive levels, additive: the ex-post filter (Lemma 5.2), a theorem;
  any other rule: forbidden, for the same reason;
- ``ExPostWithZCDP`` × filter, adaptive, additive: the mixed filter (Thm 3), [derived] (the
  printed theorem is cut off before its conclusion; the proof is in docs/reference/expost.md);
- ``BrownianWithZCDP`` × filter, adaptive, custom: the unified Brownian noise-reduction + zCDP
  filter of the paper's §6, unavailable: that section is not in the text this library builds on.

Every cell these kinds leave out (odometers, parallel and extended concurrent composition, fixed
levels for filters) is forbidden: no theorem is proved for it here. The refusal every engine
compositor gives an ``ExPostMechanism`` quotes the forbidden row (``FORBIDDEN_TEXT``).

References: Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 4.1, Lemma 5.1 and the text after it,
Lemma 5.2, Thm 2, Thm 3, §1 (the §6 filter).
"""

from __future__ import annotations

from typing import Final

from .._validation import check_bool
from ..composition import Adaptivity, Capability, Combinator, Rule, Status
from ..errors import InvalidArgument
from ..measures.registry import cell

__all__ = ["EXPOST_CAPABILITIES", "EXPOST_KINDS", "FORBIDDEN_TEXT", "expost_lookup", "render_expost_markdown"]

_RSWR: Final = "Rogers–Samorodnitsky–Wu–Ramdas 2023"
_TIGHT: Final = (f"{_RSWR}, the text after Lemma 5.1: for general ex-post private mechanisms basic composition "
                 "cannot be improved (take E_i = L_i)")
_NONE: Final = "no theorem is proved here for this cell"

EXPOST_KINDS: Final = ("ExPost", "ExPostWithZCDP", "BrownianWithZCDP")
"""The certificate kinds of these rows (none is a measure)."""

_TIGHT_CELLS: Final = (
    (Combinator.CONCURRENT, Adaptivity.FIXED, "advanced, optimal or zCDP-style composition of ex-post private "
     "mechanisms: an ex-post mechanism has no privacy level fixed in advance, and basic composition is tight for it"),
    (Combinator.FILTER, Adaptivity.ADAPTIVE, "a square-root (zCDP-style) filter over ex-post private mechanisms: "
     "basic composition is tight for them"),
)
_TIGHT_ROWS: Final = tuple(Capability("ExPost", c, a, Rule.CUSTOM, Status.FORBIDDEN, what, _TIGHT)
                           for c, a, what in _TIGHT_CELLS)

_DECLARED: Final = (
    Capability("ExPost", Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
               "Σ E_i(y_i) and Σ δ_i, the δ's fixed (compose_expost)", f"{_RSWR}, Lemma 5.1"),
    _TIGHT_ROWS[0],
    Capability("ExPost", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.THEOREM,
               "admit round n iff spent + sup E_n ≤ ε and Σδ_i ≤ δ; charge E_n at its own release "
               "(expost_filter): (ε, δ)-DP", f"{_RSWR}, Lemma 5.2 (intended form) and Remark 1"),
    _TIGHT_ROWS[1],
    Capability("ExPostWithZCDP", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.THEOREM,
               "[derived] zCDP rounds with δ_n = 0 under Σρ ≤ ρ*(ε, δ''), ex-post rounds under Lemma 5.2, "
               "in any adaptive order (mixed_filter): (ε + ε', δ + δ' + δ'')-DP; zCDP rounds with δ_n > 0 "
               "refused (no proof covers them here)",
               f"{_RSWR}, Thm 3 (cut off before its conclusion; proved in docs/reference/expost.md) and Thm 2 "
               "(Whitehouse et al. 2023, Thm 2)"),
    Capability("BrownianWithZCDP", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM, Status.FORBIDDEN,
               "unavailable: the unified Brownian noise-reduction + zCDP filter is stated in the paper's §6, "
               "which is not in the text this library builds on; Brownian rounds go through Lemma 5.2 "
               "(expost_filter, mixed_filter), which adds their ex-post losses linearly",
               f"{_RSWR}, §1 (announcing §6)"),
)


def _rows() -> tuple[Capability, ...]:
    declared = {c.key: c for c in _DECLARED}
    out = []
    for kind in EXPOST_KINDS:
        for c in Combinator:
            for a in Adaptivity:
                for r in Rule:
                    out.append(declared.get((kind, c, a, r)) or Capability(
                        kind, c, a, r, Status.FORBIDDEN, _NONE, f"{_RSWR} (ex-post privacy, Def 4.1)"))
    return tuple(out)


EXPOST_CAPABILITIES: Final[tuple[Capability, ...]] = _rows()
"""Every cell of the ex-post kinds, in rendering order (kind × combinator × levels × rule)."""

_TABLE: Final = {c.key: c for c in EXPOST_CAPABILITIES}

FORBIDDEN_TEXT: Final = (f"{_TIGHT_ROWS[0].statement} ({_TIGHT_ROWS[0].citation}); compose ex-post mechanisms with "
                         "combinators.expost.compose_expost (Lemma 5.1) or run them through "
                         "combinators.expost.expost_filter (Lemma 5.2), or with zCDP mechanisms through "
                         "combinators.expost.mixed_filter (Thm 3)")
"""What every engine compositor answers an ``ExPostMechanism`` (``ExPostMechanism.REFUSAL``)."""


def expost_lookup(kind: str, combinator: Combinator | str, adaptivity: Adaptivity | str,
                  rule: Rule | str = Rule.ADDITIVE) -> Capability:
    """The row of one cell of an ex-post kind.

    Raises:
        InvalidArgument: a kind other than ``EXPOST_KINDS``, or a combinator, adaptivity or rule
            that is not a member of its enum (or its value).

    Example:
        >>> expost_lookup("ExPost", Combinator.FILTER, Adaptivity.ADAPTIVE).citation
        'Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.2 (intended form) and Remark 1'
        >>> expost_lookup("BrownianWithZCDP", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM).status
        Status.FORBIDDEN
    """
    if type(kind) is not str or kind not in EXPOST_KINDS:
        msg = f"kind={kind!r} must be one of {', '.join(EXPOST_KINDS)}"
        raise InvalidArgument(msg)
    return _TABLE[(kind, *cell(combinator, adaptivity, rule))]


_HEADER: Final = ("| kind | combinator | levels | rule | status | what holds | source |", "|---|---|---|---|---|---|---|")


def render_expost_markdown(*, declared_only: bool = True) -> str:
    """The rows as a Markdown table (docs/reference/expost.md embeds it): the declared cells, or
    every cell with ``declared_only=False``.

    Example:
        >>> print(render_expost_markdown().splitlines()[2])
        | ExPost | concurrent | fixed levels | additive | theorem | Σ E_i(y_i) and Σ δ_i, the δ's fixed (compose_expost) | Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.1 |
    """
    rows = _DECLARED if check_bool("declared_only", declared_only) else EXPOST_CAPABILITIES
    body = ["| " + " | ".join((c.measure, c.combinator.value, c.adaptivity.value, c.rule.value, c.status.value,
                                c.statement.replace("|", "\\|"), c.citation.replace("|", "\\|"))) + " |"
            for c in rows]
    return "\n".join((*_HEADER, *body))
