/**
 * The `provenance` namespace: how every screen says where a value comes from. 'k.A.' / 'n/a'
 * for a value no source provides (never a 0 that looks measured), the 'Demo' tag of a row from
 * the synthetic demo dataset and the one notice per screen that explains it.
 */
const de = {
  notKnown: 'k.A.',
  notKnownHint: 'Keine Angabe: Keine Quelle liefert diesen Wert.',
  demoTag: 'Demo',
  demoTagHint: 'Synthetische Beispieldaten, keine echte Abfrage eines Anbieters.',
  demoNotice:
    'Einige der angezeigten Einträge sind Demodaten: synthetische Beispiele, keine echten Konten. Sie sind mit „Demo“ markiert.',
  demoNoticeTitle: 'Demodaten',
};

const en: typeof de = {
  notKnown: 'n/a',
  notKnownHint: 'Not known: no source provides this value.',
  demoTag: 'Demo',
  demoTagHint: 'Synthetic sample data, not a real provider lookup.',
  demoNotice:
    'Some of the entries shown are demo data: synthetic samples, not real accounts. They are marked “Demo”.',
  demoNoticeTitle: 'Demo data',
};

export const provenanceI18n = { de, en };
