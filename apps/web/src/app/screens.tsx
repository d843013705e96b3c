import type { ComponentType } from 'react';
import { accountManifest } from '../features/account/manifest';
import { analysisManifest } from '../features/analysis/manifest';
import { auditManifest } from '../features/audit/manifest';
import { authManifest } from '../features/auth/manifest';
import { badgeManifest } from '../features/badge/manifest';
import { contentManifest } from '../features/content/manifest';
import { errorsManifest } from '../features/errors/manifest';
import { followersManifest } from '../features/followers/manifest';
import { imageReviewManifest } from '../features/image-review/manifest';
import { linkedAccountsManifest } from '../features/linked-accounts/manifest';
import { lookupsManifest } from '../features/lookups/manifest';
import { newsManifest } from '../features/news/manifest';
import { outboxManifest } from '../features/outbox/manifest';
import { paymentsManifest } from '../features/payments/manifest';
import { portableBadgeManifest } from '../features/portable-badge/manifest';
import { providersManifest } from '../features/providers/manifest';
import { qrCodeManifest } from '../features/qr-code/manifest';
import { validateProfileManifest } from '../features/validate-profile/manifest';
import { verifyProfilesManifest } from '../features/verify-profiles/manifest';
import { watchlistsManifest } from '../features/watchlists/manifest';
import { ownNamespaceNames, preloadNamespaces, registerNamespaces } from '../i18n';
import type {
  Access,
  FeatureManifest,
  MenuAudience,
  ScreenManifest,
} from '../lib/feature-manifest';
import { shellCatalogue } from './i18n';

export type { Access, MenuAudience } from '../lib/feature-manifest';

/** The shared components' namespaces. */
const appNamespaces = {
  dataTable: () => import('../components/data-table/i18n').then((m) => m.dataTableI18n),
  chart: () => import('../components/chart/i18n').then((m) => m.chartI18n),
  provenance: () => import('../components/provenance/i18n').then((m) => m.provenanceI18n),
  watch: () => import('../components/watch/i18n').then((m) => m.watchI18n),
};

/** What the app itself brings: the dashboard (it hands the dashboard its cards) and shared parts' texts. */
const appManifest: FeatureManifest<typeof appNamespaces> = {
  screens: [
    {
      id: 'dashboard',
      path: '/dashboard',
      access: 'user',
      frame: 'shell',
      title: { en: 'Dashboard', de: 'Dashboard' },
      menu: { position: 10, label: { en: 'Dashboard', de: 'Dashboard' } },
      load: () => import('./dashboard-route').then((m) => m.DashboardRoute),
    },
  ],
  namespaces: appNamespaces,
};

/**
 * THE list of features. Each manifest brings its screens (route, access, sidebar entry, titles,
 * dashboard line) and its i18n namespaces; a new screen is a feature folder with its manifest
 * and, for a new feature, one line here.
 */
export const features = [
  appManifest,
  accountManifest,
  linkedAccountsManifest,
  newsManifest,
  analysisManifest,
  watchlistsManifest,
  verifyProfilesManifest,
  imageReviewManifest,
  badgeManifest,
  lookupsManifest,
  validateProfileManifest,
  followersManifest,
  paymentsManifest,
  outboxManifest,
  providersManifest,
  auditManifest,
  authManifest,
  errorsManifest,
  qrCodeManifest,
  portableBadgeManifest,
  contentManifest,
] as const satisfies readonly FeatureManifest[];

type ScreenBase = {
  path: string;
  access: Access;
  /** `shell` catalogue key of the page title: the document title, and the heading of a planned screen. */
  titleKey: `screens.${string}`;
  frame: 'shell' | 'bare';
  /** The sidebar entry: present = listed, in the order of this registry (spec 000 §2.2). */
  menu?: { labelKey: `menu.${string}`; audience?: MenuAudience };
  /** `shell` key of the line on the dashboard's card; only built screens get a card. */
  cardKey?: `dashboard.cards.${string}`;
};

/** A built screen: its component, loaded with the screen (one lazy chunk per screen). */
export type ReadyScreen = ScreenBase & { status: 'ready'; load: () => Promise<ComponentType> };
/** A screen a later issue builds: reachable, showing its title and "not available yet". */
export type PlannedScreen = ScreenBase & { status: 'planned' };
export type Screen = ReadyScreen | PlannedScreen;

const manifestScreens: ScreenManifest[] = features.flatMap((f) => f.screens);

/** The namespaces of the shared components any screen may show (tables, charts, errors…). */
const sharedNamespaces = [...Object.keys(appNamespaces), ...ownNamespaceNames];
/** Per screen: its feature's namespaces and the shared ones, fetched with its chunk. */
const screenNamespaces = new Map<ScreenManifest, readonly string[]>(
  (features as readonly FeatureManifest[]).flatMap((f) =>
    f.screens.map((s) => [s, [...Object.keys(f.namespaces ?? {}), ...sharedNamespaces]] as const),
  ),
);

/** Sidebar entries first, by their position (the spec's menu order); then the other screens. */
const menuPosition = (s: ScreenManifest) => s.menu?.position ?? Number.POSITIVE_INFINITY;

function toScreen(s: ScreenManifest): Screen {
  const base: ScreenBase = {
    path: s.path,
    access: s.access,
    frame: s.frame,
    titleKey: `screens.${s.id}`,
    menu: s.menu && {
      labelKey: `menu.${s.id}`,
      ...(s.menu.audience ? { audience: s.menu.audience } : {}),
    },
    cardKey: s.card && `dashboard.cards.${s.id}`,
  };
  const { load } = s;
  if (!load) return { ...base, status: 'planned' };
  // The texts come with the component: no part of the screen suspends once it has rendered.
  const loadWithTexts = () =>
    Promise.all([load(), preloadNamespaces(screenNamespaces.get(s)!)]).then(
      ([Component]) => Component,
    );
  return { ...base, status: 'ready', load: loadWithTexts };
}

/**
 * THE screen registry, composed from the manifests: the router, the guards, the sidebar (in this
 * order), the navbar search, the page titles and the dashboard cards all follow from it.
 */
export const screens: readonly Screen[] = [...manifestScreens]
  .sort((a, b) => menuPosition(a) - menuPosition(b))
  .map(toScreen);

/** The shell's catalogue with every screen's title, sidebar label and dashboard line. */
export const shellI18n = shellCatalogue(manifestScreens);

registerNamespaces({ shell: shellI18n });
for (const feature of features as readonly FeatureManifest[]) {
  if (feature.namespaces) registerNamespaces(feature.namespaces);
}

export { loadServerError } from '../features/errors/manifest';

/** Where the empty path, `/logout` afterwards and every unknown path go (spec 000 §2.1). */
export const START_PATH = '/login';
