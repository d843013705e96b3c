/**
 * The error pages' catalogue (namespace `errors`). The spec's texts are English (000 §2.14), so
 * `en` has them verbatim and `de` translates them.
 */
const en = {
  notFound: {
    code: '404',
    title: "Oops! You're lost.",
    message: 'The page you are looking for was not found.',
    searchLabel: 'Search the menu',
    searchPlaceholder: 'What are you looking for?',
  },
  serverError: {
    code: '500',
    title: 'Houston, we have a problem!',
    message: 'The page you are looking for is temporarily unavailable.',
    reload: 'Reload the page',
    reference: 'Reference for support: {{requestId}}',
  },
  toDashboard: 'Back to the dashboard',
  toLogin: 'Go to login',
};

const de: typeof en = {
  notFound: {
    code: '404',
    title: 'Hoppla! Du hast dich verirrt.',
    message: 'Die gesuchte Seite wurde nicht gefunden.',
    searchLabel: 'Menü durchsuchen',
    searchPlaceholder: 'Wonach suchst du?',
  },
  serverError: {
    code: '500',
    title: 'Houston, wir haben ein Problem!',
    message: 'Die gesuchte Seite ist vorübergehend nicht verfügbar.',
    reload: 'Seite neu laden',
    reference: 'Fehlernummer für den Support: {{requestId}}',
  },
  toDashboard: 'Zurück zum Dashboard',
  toLogin: 'Zur Anmeldung',
};

export const errorsI18n = { de, en };
