import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { UPLOAD_MAX_BYTES } from '@vigil/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { registerAuth } from '../plugins/auth';
import { registerGracefulShutdown } from '../plugins/graceful-shutdown';
import { registerInputGuards } from '../plugins/input-guards';
import { isWebAppFile } from '../plugins/rate-limits';
import { registerRequestMetrics } from '../plugins/request-metrics';
import { registerSecurityHeaders } from '../plugins/security-headers';
import type { Infrastructure } from './infrastructure';

/** Cross-cutting plugins, in the order requests meet them. */
export async function registerPlugins(app: FastifyInstance, infra: Infrastructure) {
  const { config, redis } = infra;
  registerRequestMetrics(app, infra.metrics);
  registerInputGuards(app);
  registerGracefulShutdown(app, { idleGraceMs: config.SHUTDOWN_IDLE_GRACE_MS });
  registerSecurityHeaders(app, {
    // HSTS only when the public address is https (issue 20 §2); plain HTTP on a LAN address
    // must keep working (STACK.md pitfall 1): no HSTS then, and never an upgrade of requests.
    hsts: config.PUBLIC_BASE_URL.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        // Live provider avatars and post images come from the platforms' https CDNs.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES } });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (req) => isWebAppFile(req),
    // One namespace for every process of a deployment: a limit counts across all of them.
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rl:` } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${ctx.after}.`, {
        headers: { 'retry-after': String(Math.ceil(ctx.ttl / 1000)) },
      }),
  });
  // Read when a request arrives: the auth module provides them when it loads (after this).
  registerAuth(app, {
    tokens: { verifyAccess: (token) => app.services.tokens.verifyAccess(token) },
    sessionState: (sid) => app.services.auth.sessionState(sid),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vigil API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs UI and `/api/docs/json` (issue 20 §2): always outside production, in production
  // only with API_DOCS_PUBLIC=1; otherwise the paths answer the usual 404.
  if (config.NODE_ENV !== 'production' || config.API_DOCS_PUBLIC) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
}
