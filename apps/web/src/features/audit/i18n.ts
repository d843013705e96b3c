/** The `audit` namespace: the admin view of the audit log. */
const de = {
  title: 'Änderungsprotokoll',
  intro:
    'Jede Entscheidung, die Konten, Profile, Zahlungen oder gespeicherte Daten ändert, mit Zeitpunkt, Handelndem und betroffenem Datensatz.',
  total_one: '{{count}} Eintrag',
  total_other: '{{count}} Einträge',
  columns: {
    time: 'Zeit',
    actor: 'Wer',
    action: 'Aktion',
    subject: 'Betroffen',
    details: 'Details',
  },
  system: 'System',
  erased: 'gelöschtes Konto',
  filters: {
    search: 'Suche',
    searchPlaceholder: 'Aktion oder Datensatz-ID',
    action: 'Aktion',
    actor: 'Wer',
    actorPlaceholder: 'E-Mail, Konto-ID oder „system“',
    subject: 'Betroffen',
    subjectPlaceholder: 'ID oder Typ:ID',
    from: 'Von (Tag)',
    to: 'Bis (Tag)',
    apply: 'Filter anwenden',
    clear: 'Filter zurücksetzen',
  },
  empty: 'Noch keine Einträge.',
  noMatches: 'Keine Einträge gefunden.',
  loadFailed: 'Das Protokoll konnte nicht geladen werden.',
};

const en: typeof de = {
  title: 'Audit log',
  intro:
    'Every decision that changes accounts, profiles, payments or stored data, with its time, who made it and the record it concerns.',
  total_one: '{{count}} entry',
  total_other: '{{count}} entries',
  columns: {
    time: 'Time',
    actor: 'Who',
    action: 'Action',
    subject: 'Subject',
    details: 'Details',
  },
  system: 'System',
  erased: 'erased account',
  filters: {
    search: 'Search',
    searchPlaceholder: 'Action or record id',
    action: 'Action',
    actor: 'Who',
    actorPlaceholder: 'E-mail, account id or “system”',
    subject: 'Subject',
    subjectPlaceholder: 'Id or type:id',
    from: 'From (day)',
    to: 'To (day)',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
  empty: 'No entries yet.',
  noMatches: 'No entries found.',
  loadFailed: 'The audit log could not be loaded.',
};

export const auditI18n = { de, en };
