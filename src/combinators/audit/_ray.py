"""The exact audit's shards on a Ray cluster: ``RayExecutor``, a ``concurrent.futures.Executor`` whose
tasks are Ray tasks.

Ray does the scheduling (placement, retries, the cluster's resources); this adapter only turns
``submit(fn, *args)`` into ``ray.remote(fn).remote(*args)`` and hands back the Ray object's
``concurrent.futures.Future``. Ray is the optional extra ``ray`` (``pip install 'combinators[ray]'``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, TypeVar

from typing_extensions import ParamSpec, override

from .._validation import check_str
from ..errors import MissingDependency

__all__ = ["RayExecutor"]

T = TypeVar("T")
P = ParamSpec("P")


def _ray() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError:
        msg = "RayExecutor runs the audit's shards on Ray, and ray is not installed: pip install 'combinators[ray]'"
        raise MissingDependency(msg) from None


class RayExecutor(Executor):
    """Run each submitted call as a Ray task; pass it as ``executor=`` to ``audit``, ``audit_game`` or
    ``worst_case``.

    ``RayExecutor()`` connects to the cluster that ``RAY_ADDRESS`` names, else starts a local Ray on
    this machine; ``RayExecutor("ray://head:10001")`` or ``RayExecutor("auto")`` connects to a
    running cluster; other keywords go to ``ray.init`` (e.g. ``runtime_env={"pip": ["combinators"]}``
    so that the cluster's workers can import the library). If Ray is already initialised in this
    process, it is used as it is. ``shutdown()`` stops Ray only if this executor started it.

    Raises:
        InvalidArgument: an address that is not a str.
        MissingDependency: ray is not installed (the ``ray`` extra).
    """

    def __init__(self, address: str | None = None, **init_options: Any) -> None:
        if address is not None:
            check_str("address", address)
        self._ray = _ray()
        self._started = not self._ray.is_initialized()
        if self._started:
            self._ray.init(address=address, **init_options)
        self._remote: dict[Callable[..., Any], Any] = {}

    @override
    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = self._ray.remote(fn)
        future: Future[T] = remote.remote(*args, **kwargs).future()
        return future

    @override
    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self._started and self._ray.is_initialized():
            self._ray.shutdown()
            self._started = False
