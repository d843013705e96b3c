import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Infrastructure } from './infrastructure';
import type { AppOverrides } from './overrides';

/**
 * The public services of the loaded modules. Each module plugin adds its entries by interface
 * merging in its own `<name>.plugin.ts` (`declare module '../../composition/module-plugin'`),
 * and fills them with `provide` when it loads: what a module offers is declared where it is
 * built, and a plugin reads only what its `dependencies` have provided before it.
 */
export interface ModuleServices {
  /** Work that runs after replies; `idle()` waits for it (shutdown, tests). */
  background: Infrastructure['afterReply'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' public services (the typed registry the module plugins fill). */
    services: ModuleServices;
  }
}

/** What every module plugin is built from: the infrastructure and the tests' replacements. */
export type ModuleOptions = { infra: Infrastructure; overrides: AppOverrides };

/**
 * The routes a module's setup returns, registered in this order once it has provided its
 * services: `api` under `/api`, `pages` at the root (public pages, redirects back from other
 * sites).
 */
export type ModuleRoutes = {
  api?: readonly FastifyPluginAsyncZod[];
  pages?: readonly FastifyPluginAsyncZod[];
};

/** The Fastify plugin name of the module `name` (what other modules list as a dependency). */
const pluginName = (name: string) => `vigil-${name}`;

/**
 * A server module as a Fastify plugin named `vigil-<name>`: `setup` builds its repos and
 * services from the infrastructure and the services of `dependencies` (read from
 * `app.services`), provides its public services, registers its domain-event subscriptions and
 * job types, and returns its routes, which are registered then. fastify-plugin keeps it
 * unencapsulated (its `provide`s reach the modules loaded after it) and makes a module loaded
 * before one it depends on fail at start.
 */
export function defineModule(
  name: string,
  dependencies: readonly string[],
  setup: (
    app: FastifyInstance,
    opts: ModuleOptions,
  ) => Promise<ModuleRoutes | void> | ModuleRoutes | void,
) {
  return fp<ModuleOptions>(
    async (app, opts) => {
      const routes = (await setup(app, opts)) ?? {};
      for (const plugin of routes.api ?? []) await app.register(plugin, { prefix: '/api' });
      for (const plugin of routes.pages ?? []) await app.register(plugin);
    },
    {
      name: pluginName(name),
      dependencies: dependencies.map(pluginName),
      fastify: '5.x',
    },
  );
}

/** Adds a module's public services to the registry; a name provided twice is a wiring error. */
export function provide<K extends keyof ModuleServices>(
  app: FastifyInstance,
  entries: Pick<ModuleServices, K>,
) {
  for (const key of Object.keys(entries)) {
    if (key in app.services) throw new Error(`module service "${key}" is provided twice`);
  }
  Object.assign(app.services, entries);
}
