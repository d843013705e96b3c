import type { AccessClaims } from '@vigil/shared';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import i18n, { lazyNamespaceNames } from '../i18n';
import { AppProviders, createQueryClient } from '../app/providers';
import { signIn } from './session';

/** Tests that build their own router use the app's providers through this helper. */
export { AppProviders, createQueryClient };

type Options = {
  url?: string;
  path?: string;
  lang?: 'de' | 'en';
  extraPaths?: string[];
  /** Child routes of the screen's route, for layouts that render an `<Outlet />`. */
  children?: RouteObject[];
  /** Sign in with a fake token carrying these claims before rendering. */
  session?: Partial<AccessClaims> & Pick<AccessClaims, 'role'>;
  /** Under StrictMode, as main.tsx renders, which runs mount effects twice in development. */
  strict?: boolean;
};

/**
 * Renders a screen inside the real providers and a memory router at `url`. Extra routes let a
 * test see where a screen navigates (each renders its path in a <div data-testid="route">).
 */
export async function renderApp(ui: ReactElement, opts: Options = {}) {
  await i18n.changeLanguage(opts.lang ?? 'en');
  // Screens load their namespace lazily in the app; tests have them ready before rendering.
  await i18n.loadNamespaces(lazyNamespaceNames);
  if (opts.session) signIn(opts.session);
  const url = opts.url ?? '/';
  const routes: RouteObject[] = [
    { path: opts.path ?? url.split('?')[0], element: ui, children: opts.children },
    ...(opts.extraPaths ?? []).map((p) => ({
      path: p,
      element: <div data-testid="route">{p}</div>,
    })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const app = (
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(opts.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router };
}
