import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * A file of the built web app (index.html, `/assets/*`, favicon, logo). @fastify/static gives
 * each of them a route whose config names the file; they cost no database work, and a busy
 * office behind one address must never get a 429 (a white page) for its JavaScript, so the
 * API limit does not count them.
 */
export const isWebAppFile = (req: FastifyRequest) => {
  const config = req.routeOptions.config as { file?: unknown; rootPath?: unknown } | undefined;
  return typeof config?.file === 'string' && typeof config.rootPath === 'string';
};

/**
 * Route config for pages and files outside the API that visitors open (the public badge page,
 * QR verification, uploaded screenshots, the demo checkout): their own, generous per-IP limit
 * (`PUBLIC_RATE_LIMIT_MAX` a minute), counted apart from the API's.
 */
export const publicPageLimit = (config: Pick<Config, 'PUBLIC_RATE_LIMIT_MAX'>) => ({
  rateLimit: { max: config.PUBLIC_RATE_LIMIT_MAX, timeWindow: '1 minute' },
});
