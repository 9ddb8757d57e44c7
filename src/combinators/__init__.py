"""combinators: differential-privacy composition as composition of typed, immutable values."""

__version__ = "0.1.0"
__all__ = ["__version__"]
