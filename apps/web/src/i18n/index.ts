import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue, FeatureManifest } from '../lib/feature-manifest';

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = 'vigil.lang';

/**
 * The two catalogues, `de` and `en`, with one namespace per feature. Spec strings are verbatim in
 * the language the spec gives them; the other language has a translation. The namespaces come
 * from the feature manifests, which the app registers (`registerNamespaces`): this module knows
 * no feature. Only the shell and the error pages are in the entry chunk; every other namespace
 * is fetched with its screen (react-i18next suspends until it is there), which keeps the
 * initial JavaScript small.
 */
const lazyNamespaces: Record<string, () => Promise<Catalogue>> = {
  apiErrors: () => import('./api-errors').then((m) => m.apiErrorsI18n),
};
/** This module's own namespaces (API errors), which any screen may show. */
export const ownNamespaceNames: readonly string[] = Object.freeze(Object.keys(lazyNamespaces));
/** Every namespace fetched on demand (tests load them all before rendering). */
export const lazyNamespaceNames: string[] = Object.keys(lazyNamespaces);

/** Adds namespaces: a catalogue goes into the store now, a loader is called on first use. */
export function registerNamespaces(namespaces: NonNullable<FeatureManifest['namespaces']>) {
  for (const [ns, entry] of Object.entries(namespaces)) {
    if (ns in lazyNamespaces || i18n.hasResourceBundle('en', ns)) {
      throw new Error(`i18n namespace registered twice: ${ns}`);
    }
    if (typeof entry === 'function') {
      lazyNamespaces[ns] = entry;
      lazyNamespaceNames.push(ns);
    } else {
      for (const lng of languages) i18n.addResourceBundle(lng, ns, entry[lng]);
    }
  }
}

/**
 * Fetches namespaces before a screen renders. A component that asks for a namespace not yet
 * loaded suspends, and the nearest boundary is the screen's: a table or a chart that appears
 * with the data would otherwise swap the whole screen, heading included, for the loader.
 */
export function preloadNamespaces(names: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...names]);
}

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
      (catalogue) => {
        // The chunk holds both languages: keep the other one too, so switching the language later
        // does not suspend the screen again for texts that are already here.
        for (const lng of languages) {
          if (lng !== language) i18n.addResourceBundle(lng, namespace, catalogue[lng], true, false);
        }
        callback(null, catalogue[language as Language] as never);
      },
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

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    // Filled by `registerNamespaces` before the first render.
    resources: {},
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: 'en',
    defaultNS: 'shell',
    ns: [],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export default i18n;
