"""The pure core: events, state, the reducer, effects, scores, the validator, the grammar.

No module here does I/O, reads a clock or draws a random number; see README.md beside this file.
"""
