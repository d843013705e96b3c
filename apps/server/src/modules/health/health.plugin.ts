import { defineModule } from '../../composition/module-plugin';
import { healthRoutes } from './health.routes';
import { metricsRoutes } from './metrics.routes';

/** Liveness, readiness and the Prometheus metrics: routes over the infrastructure only. */
export const healthPlugin = defineModule('health', [], async (app, { infra }) => {
  await app.register(healthRoutes, {
    prefix: '/api',
    checks: { redis: infra.redis, storage: infra.storage },
  });
  await app.register(metricsRoutes, {
    prefix: '/api',
    token: infra.config.METRICS_TOKEN,
    metrics: infra.metrics,
  });
});
