import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import i18n from '../i18n';
import { Guard } from './guards';
import { loadServerError, screens, START_PATH, type Screen } from './screens';

const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const ComingSoonScreen = lazy(() =>
  import('../features/placeholder/components/coming-soon-screen').then((m) => ({
    default: m.ComingSoonScreen,
  })),
);
const ServerErrorScreen = lazy(() => loadServerError().then((C) => ({ default: C })));

export const fallback = (
  <Center h="60vh" aria-busy="true">
    <Loader role="status" aria-label="Loading" />
  </Center>
);

/** The product name after the screen's title, so tabs and history entries say where they lead. */
export const PRODUCT_NAME = 'Vigil';

const onLanguageChange = (notify: () => void) => {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
};

/**
 * The document title: the screen's title in the current language, then the product. (Through
 * the i18n instance rather than react-i18next's hook: importing the hook here, in the entry,
 * made the bundler split the entry into eight files, 5 KB more gzip.)
 */
function usePageTitle(titleKey: `screens.${string}`) {
  const language = useSyncExternalStore(onLanguageChange, () => i18n.language);
  useEffect(() => {
    document.title = `${i18n.t(titleKey, { ns: 'shell', lng: language })} · ${PRODUCT_NAME}`;
  }, [titleKey, language]);
}

function ScreenPage({ screen, Component }: { screen: Screen; Component: ComponentType }) {
  usePageTitle(screen.titleKey);
  return (
    <Guard access={screen.access}>
      <Suspense fallback={fallback}>
        <Component />
      </Suspense>
    </Guard>
  );
}

/** One route per registry entry: guard, title, lazy component (or the "not available yet" notice). */
function routeOf(screen: Screen): RouteObject {
  const Component: ComponentType =
    screen.status === 'ready'
      ? lazy(() => screen.load().then((C) => ({ default: C })))
      : () => <ComingSoonScreen titleKey={screen.titleKey} />;
  return { path: screen.path, element: <ScreenPage screen={screen} Component={Component} /> };
}

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={START_PATH} replace /> },
  ...screens.filter((s) => s.frame === 'bare').map(routeOf),
  {
    element: (
      <Suspense fallback={fallback}>
        <AppLayout />
      </Suspense>
    ),
    errorElement: (
      <Suspense fallback={fallback}>
        <ServerErrorScreen />
      </Suspense>
    ),
    children: screens.filter((s) => s.frame === 'shell').map(routeOf),
  },
  // Any other path goes to /login (spec 000 §2.1); a signed-in user is sent on to the dashboard.
  { path: '*', element: <Navigate to={START_PATH} replace /> },
];

export const createRouter = () => createHashRouter(routes);
