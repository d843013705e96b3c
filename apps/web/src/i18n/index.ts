import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorsI18n } from '../features/errors/i18n';
import { shellI18n } from '../app/i18n';
import { lookupNamespaces } from '../features/lookups/i18n';

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = 'vigil.lang';

type Catalogue = Record<Language, object>;

/**
 * The two catalogues, `de` and `en`, with one namespace per feature. Spec strings are verbatim in
 * the language the spec gives them; the other language has a translation. Only the shell and
 * the error pages are in the entry chunk; every other namespace is fetched with its screen
 * (react-i18next suspends until it is there), which keeps the initial JavaScript small.
 */
export const eagerNamespaces = { shell: shellI18n, errors: errorsI18n } as const;

const lazyNamespaces: Record<string, () => Promise<Catalogue>> = {
  apiErrors: () => import('./api-errors').then((m) => m.apiErrorsI18n),
  account: () => import('../features/account/i18n').then((m) => m.accountI18n),
  auth: () => import('../features/auth/i18n').then((m) => m.authI18n),
  outbox: () => import('../features/outbox/i18n').then((m) => m.outboxI18n),
  badge: () => import('../features/badge/i18n').then((m) => m.badgeI18n),
  payments: () => import('../features/payments/i18n').then((m) => m.paymentsI18n),
  qrCode: () => import('../features/qr-code/i18n').then((m) => m.qrCodeI18n),
  validateProfile: () =>
    import('../features/validate-profile/i18n').then((m) => m.validateProfileI18n),
  verifyProfiles: () =>
    import('../features/verify-profiles/i18n').then((m) => m.verifyProfilesI18n),
  ...lookupNamespaces,
  dataTable: () => import('../components/data-table/i18n').then((m) => m.dataTableI18n),
  chart: () => import('../components/chart/i18n').then((m) => m.chartI18n),
  analysis: () => import('../features/analysis/i18n').then((m) => m.analysisI18n),
  followers: () => import('../features/followers/i18n').then((m) => m.followersI18n),
  news: () => import('../features/news/i18n').then((m) => m.newsI18n),
  audit: () => import('../features/audit/i18n').then((m) => m.auditI18n),
  portableBadge: () => import('../features/portable-badge/i18n').then((m) => m.portableBadgeI18n),
  linkedAccounts: () =>
    import('../features/linked-accounts/i18n').then((m) => m.linkedAccountsI18n),
  content: () => import('../features/content/i18n').then((m) => m.contentI18n),
  imageReview: () => import('../features/image-review/i18n').then((m) => m.imageReviewI18n),
};
export const lazyNamespaceNames = Object.keys(lazyNamespaces);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyNamespaces[namespace];
    if (!load) {
      callback(new Error(`Unknown i18n namespace: ${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue[language as Language] as never),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  if (stored === 'de' || stored === 'en') return stored;
  const nav = typeof navigator === 'undefined' ? '' : navigator.language;
  return nav.toLowerCase().startsWith('de') ? 'de' : 'en';
}

const resources = Object.fromEntries(
  languages.map((lng) => [
    lng,
    Object.fromEntries(Object.entries(eagerNamespaces).map(([ns, c]) => [ns, c[lng]])),
  ]),
);

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: 'en',
    defaultNS: 'shell',
    ns: Object.keys(eagerNamespaces),
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export default i18n;
