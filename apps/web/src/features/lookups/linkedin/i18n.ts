/**
 * The `linkedin` namespace: LinkedIn Profile Search (spec 001 §2, §5, §8). The spec's strings are
 * English: verbatim in `en`, translated in `de`.
 */
const en = {
  title: 'LinkedIn Profile Search',
  form: {
    label: 'LinkedIn profile search',
    name: 'Name',
    jobTitle: 'Job Title',
    location: 'Location',
    submit: 'Search Profiles',
  },
  results: {
    title: 'Search Results',
    about: 'About',
    company: 'Company',
    city: 'City',
    companyDescription: 'Company Description',
    profileLink: 'LinkedIn profile of {{name}}',
    avatarAlt: 'Profile picture of {{name}}',
    count_one: '{{count}} profile found',
    count_other: '{{count}} profiles found',
  },
  empty: 'No profiles found matching your criteria.',
  error: 'An error occurred while fetching profiles: {{message}}',
};

const de: typeof en = {
  title: 'LinkedIn-Profilsuche',
  form: {
    label: 'LinkedIn-Profilsuche',
    name: 'Name',
    jobTitle: 'Berufsbezeichnung',
    location: 'Ort',
    submit: 'Profile suchen',
  },
  results: {
    title: 'Suchergebnisse',
    about: 'Über',
    company: 'Unternehmen',
    city: 'Stadt',
    companyDescription: 'Unternehmensbeschreibung',
    profileLink: 'LinkedIn-Profil von {{name}}',
    avatarAlt: 'Profilbild von {{name}}',
    count_one: '{{count}} Profil gefunden',
    count_other: '{{count}} Profile gefunden',
  },
  empty: 'Keine Profile gefunden, die deinen Kriterien entsprechen.',
  error: 'Beim Abrufen der Profile ist ein Fehler aufgetreten: {{message}}',
};

export const linkedinI18n = { de, en };
