"""Adapters: the ways an actor can run (CLIs, HTTP models, the offline local studio, mocks)."""
