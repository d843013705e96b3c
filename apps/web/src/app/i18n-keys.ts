import type { apiErrorsI18n } from '../i18n/api-errors';
import type { Catalogue } from '../lib/feature-manifest';
import type { features, shellI18n } from './screens';

/**
 * Typed i18n keys, through i18next's own mechanism (`CustomTypeOptions.resources`): every
 * `t('key')` and `useTranslation('namespace')` is checked against the English catalogues, so a
 * missing or misspelt key fails `tsc`. The namespaces come from the manifests in `screens.tsx`:
 * a feature's new namespace is typed without touching this file.
 */

/** A manifest's namespace entry (catalogue or loader) → its English texts. */
type EnglishOf<E> = E extends () => Promise<infer C extends Catalogue>
  ? C['en']
  : E extends Catalogue
    ? E['en']
    : never;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** Every feature's namespaces, merged into one object type. */
type FeatureNamespaces = UnionToIntersection<NonNullable<(typeof features)[number]['namespaces']>>;

export type Resources = { [N in keyof FeatureNamespaces]: EnglishOf<FeatureNamespaces[N]> } & {
  shell: (typeof shellI18n)['en'];
  apiErrors: (typeof apiErrorsI18n)['en'];
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: Resources;
  }
}
