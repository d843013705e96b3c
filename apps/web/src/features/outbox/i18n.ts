/** The `outbox` namespace: the admin view of stored e-mails and text messages. */
const de = {
  title: 'Postausgang',
  intro:
    'Solange kein Mailserver (SMTP_URL) und kein SMS-Gateway eingerichtet ist, werden E-Mails und SMS nicht verschickt, sondern hier gespeichert.',
  notice: {
    title: 'Nur für Admins',
    text: 'Diese Nachrichten enthalten Anmelde-Links und Codes: Wer sie liest, kann als Empfänger handeln. Deshalb sehen nur Admins diese Seite, und ein Server im Produktivbetrieb (NODE_ENV=production) schreibt nur Empfänger und Betreff ins Log, nie den Text.',
  },
  total_one: '{{count}} Nachricht',
  total_other: '{{count}} Nachrichten',
  columns: {
    time: 'Zeit',
    channel: 'Kanal',
    recipient: 'Empfänger',
    subject: 'Betreff',
    body: 'Nachricht',
  },
  channel: { email: 'E-Mail', sms: 'SMS' },
  noSubject: '(ohne Betreff)',
  filters: {
    search: 'Suche',
    searchPlaceholder: 'Empfänger oder Betreff',
    channel: 'Kanal',
  },
  empty: 'Noch keine Nachrichten.',
  noMatches: 'Keine Nachrichten gefunden.',
  loadFailed: 'Der Postausgang konnte nicht geladen werden.',
};

const en: typeof de = {
  title: 'Outbox',
  intro:
    'While no mail server (SMTP_URL) and no SMS gateway is configured, e-mails and text messages are not sent: they are stored here.',
  notice: {
    title: 'Admins only',
    text: 'These messages contain sign-in links and codes: whoever reads them can act as the recipient. That is why only admins see this page, and a production server (NODE_ENV=production) writes only recipient and subject to its log, never the text.',
  },
  total_one: '{{count}} message',
  total_other: '{{count}} messages',
  columns: {
    time: 'Time',
    channel: 'Channel',
    recipient: 'Recipient',
    subject: 'Subject',
    body: 'Message',
  },
  channel: { email: 'E-mail', sms: 'SMS' },
  noSubject: '(no subject)',
  filters: {
    search: 'Search',
    searchPlaceholder: 'Recipient or subject',
    channel: 'Channel',
  },
  empty: 'No messages yet.',
  noMatches: 'No messages found.',
  loadFailed: 'The outbox could not be loaded.',
};

export const outboxI18n = { de, en };
