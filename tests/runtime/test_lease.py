"""The renewed lock under the coordinator lease and the effect claim, against a real Redis."""

from __future__ import annotations

import time

from crumb.connections import keys
from crumb.lease import Lease, RenewedLock
from tests.waiting import wait_until


def test_a_held_lock_outlives_its_ttl_while_renewed_and_is_free_once_released(settings, redis_client):
    quick = settings.replace(lease_ttl_s=1.0)
    first, second = Lease(quick, "a"), Lease(quick, "b")
    assert first.acquire()
    time.sleep(2.5)  # two and a half TTLs: only the renewals keep it
    assert not second.acquire() and second.holder() == "a"
    assert redis_client.pttl(keys(quick).lease) > 0
    first.release()
    assert redis_client.get(keys(quick).lease) is None
    assert second.acquire() and first.holder() == "b"
    second.release()


def test_a_holder_whose_key_another_took_says_it_lost_it_and_its_release_leaves_the_key(settings, redis_client):
    quick = settings.replace(lease_ttl_s=1.0)
    key = keys(quick).effect("E9.0")
    lock = RenewedLock(quick, key, "run:mine")
    assert lock.acquire()
    redis_client.set(key, "run:theirs", px=5000)  # what a successor does once the TTL has run out
    wait_until(lock.lost.is_set, 5, "the holder noticing that the key is no longer its own")
    lock.release()
    assert redis_client.get(key) == b"run:theirs"


def test_a_holder_that_stops_renewing_lets_the_key_expire(settings, redis_client):
    quick = settings.replace(lease_ttl_s=1.0)
    lock = RenewedLock(quick, keys(quick).effect("E8.0"), "run:gone")
    assert lock.acquire()
    lock.stop_renewing()  # as a SIGKILLed holder would
    wait_until(lambda: redis_client.get(keys(quick).effect("E8.0")) is None, 5, "the key expiring")
    assert not lock.lost.is_set()
