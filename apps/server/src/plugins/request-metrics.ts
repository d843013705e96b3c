import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';

/** Counts every reply and its latency by route pattern (never the raw URL: bounded labels). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
