"""The pitch corpus in the languages of crumb.core.lexicon: one module per language, each a
``CORPUS`` of :func:`tests.core.pitches.p` entries (at least eight: in scope, off scope, mechanics)."""

from __future__ import annotations

from tests.core.pitches_more import (
    bn,
    de,
    el,
    es,
    fa,
    fr,
    he,
    hi,
    id,
    ja,
    nl,
    pl,
    pt,
    ru,
    sw,
    th,
    tl,
    tr,
    uk,
    ur,
    vi,
    zh,
)

MORE = (
    *es.CORPUS,
    *ja.CORPUS,
    *zh.CORPUS,
    *ru.CORPUS,
    *tr.CORPUS,
    *de.CORPUS,
    *nl.CORPUS,
    *uk.CORPUS,
    *fr.CORPUS,
    *pt.CORPUS,
    *el.CORPUS,
    *hi.CORPUS,
    *id.CORPUS,
    *pl.CORPUS,
    *vi.CORPUS,
    *he.CORPUS,
    *th.CORPUS,
    *fa.CORPUS,
    *sw.CORPUS,
    *ur.CORPUS,
    *bn.CORPUS,
    *tl.CORPUS,
)
