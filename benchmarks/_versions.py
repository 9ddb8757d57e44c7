"""What the benchmarks print about the software they measured (imported by the scripts in this
folder, which run as ``python benchmarks/<script>.py``)."""

from __future__ import annotations

from importlib import metadata


def installed(name: str) -> str:
    """The installed version of the distribution ``name``, or ``"not installed"``."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"
