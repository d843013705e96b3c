import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { trustProxyOption } from './config-checks';
import { openInfrastructure } from './composition/infrastructure';
import type { AppOverrides } from './composition/overrides';
import type { ModuleServices } from './composition/module-plugin';
import { registerModules } from './composition/modules';
import { registerPlugins } from './composition/plugins';
import { registerWebApp } from './composition/web-app';
import type { Database } from './db/client';
import type { Storage } from './integrations/storage/storage';
import { requestContext, requestIdMixin } from './lib/request-context';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';

export type { AppOverrides } from './composition/overrides';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: Storage;
  }
}

/**
 * The composition root: the Fastify instance, the infrastructure (database, Redis, storage),
 * the cross-cutting plugins, the module plugins (`composition/modules.ts`: each builds its
 * services, routes, subscriptions and jobs) and the web app, in that order. Each step is a
 * named function in `composition/`.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}) {
  const app = Fastify({
    logger: overrides.logger ?? { level: config.LOG_LEVEL, mixin: requestIdMixin },
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // During a graceful stop requests on open connections are still served (with
    // `Connection: close`), not refused with a 503: see plugins/graceful-shutdown.ts.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Everything a request causes (services, after-reply work it starts) logs with its id.
  app.addHook('onRequest', (req, _reply, done) => requestContext.run(req.id, done));

  const infra = await openInfrastructure(config, overrides, app.log);
  app.decorate('config', config);
  app.decorate('database', infra.database);
  // The registry the module plugins fill as they load (see composition/module-plugin.ts).
  const services = { background: infra.afterReply } as ModuleServices;
  app.decorate('services', services);
  app.decorate('storage', infra.storage);
  app.addHook('onSend', (req, res, payload, done) => {
    res.header('x-request-id', req.id);
    done(null, payload);
  });
  // Job workers start once every route and job type is registered, and stop before the database.
  app.addHook('onReady', () => services.jobs.start());
  app.addHook('onClose', async () => {
    // A start that failed part-way has only the modules loaded before the failure.
    const loaded: Partial<ModuleServices> = services;
    await loaded.jobs?.stop();
    await infra.afterReply.idle();
    await loaded.lookups?.flushStores();
    await loaded.mailer?.close?.();
    await infra.close();
  });

  await registerPlugins(app, infra);
  await registerModules(app, { infra, overrides });
  await registerWebApp(app, infra);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
