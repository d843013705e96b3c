import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../lib/server-root';
import type { Infrastructure } from './infrastructure';

/**
 * Vite names every file under `assets/` by its content hash: a changed file is a new URL, so
 * browsers may keep them forever. index.html names the current ones and is revalidated on
 * every load; other files (favicon, logo) keep their names and are cached for an hour.
 */
export const webCacheControl = (path: string) => {
  if (/[\\/]assets[\\/][^\\/]+$/.test(path)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
};

/** The built web app (when there is one): registered after every module's routes. */
export async function registerWebApp(app: FastifyInstance, infra: Infrastructure) {
  const webDist = resolve(infra.config.WEB_DIST_DIR ?? resolve(serverRoot, '../web/dist'));
  if (existsSync(resolve(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, path) => res.header('cache-control', webCacheControl(path)),
    });
  }
}
