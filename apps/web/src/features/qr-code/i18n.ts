/**
 * The `qrCode` namespace (spec 000 §2.10). The heading is the spec's own ('Trust-Badge QR-Code',
 * the same in both catalogues); the download button has a German label in `de`.
 */
const de = {
  title: 'Trust-Badge QR-Code',
  intro:
    'Wer diesen QR-Code scannt, landet auf der Prüfseite von Vigil und sieht, ob das Profil gerade verifiziert ist. Wird das Profil gelöscht, zeigt jeder QR-Code sofort „widerrufen“.',
  lookup: {
    label: 'Profil-ID',
    placeholder: 'CPT-…',
    invalid: 'Eine Profil-ID beginnt mit CPT- und enthält danach Buchstaben und Ziffern.',
    submit: 'QR-Code erstellen',
  },
  loading: 'QR-Code wird erstellt …',
  image: 'QR-Code zur Prüfung des Profils {{id}}',
  profileId: 'Profil-ID: {{id}}',
  status: 'Status: {{status}}',
  /** The token's status in title case (spec 000 §2.10), in the UI language. */
  statuses: { verified: 'Verifiziert' },
  download: 'QR-Code herunterladen',
  openCheck: 'Prüfseite öffnen',
  toBadge: 'Zum Badge',
  errors: {
    notFound: 'Zu dieser Profil-ID gibt es kein Profil.',
    locked:
      'Dieses Badge ist noch nicht freigeschaltet. Den QR-Code gibt es, sobald das Profil bezahlt und von unserem Team verifiziert ist.',
    failed: 'Der QR-Code konnte nicht erstellt werden.',
    retry: 'Erneut versuchen',
  },
};

const en: typeof de = {
  title: 'Trust-Badge QR-Code',
  intro:
    'Whoever scans this QR code lands on the Vigil check page and sees whether the profile is verified right now. If the profile is deleted, every QR code shows "revoked" at once.',
  lookup: {
    label: 'Profile ID',
    placeholder: 'CPT-…',
    invalid: 'A profile ID starts with CPT- followed by letters and digits.',
    submit: 'Create QR code',
  },
  loading: 'Creating the QR code …',
  image: 'QR code to check profile {{id}}',
  profileId: 'Profile ID: {{id}}',
  status: 'Status: {{status}}',
  statuses: { verified: 'Verified' },
  download: 'Download QR code',
  openCheck: 'Open the check page',
  toBadge: 'Go to the badge',
  errors: {
    notFound: 'There is no profile with this ID.',
    locked:
      'This badge is not unlocked yet. The QR code is available once the profile is paid for and verified by our team.',
    failed: 'The QR code could not be created.',
    retry: 'Try again',
  },
};

export const qrCodeI18n = { de, en };
