import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (`GET /api/metrics`). One registry per app instance (tests
 * build many apps in one process), never prom-client's global one. Counters are per process:
 * Prometheus scrapes each process and sums them; gauges read from the database (job queue) are
 * the same on every process.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'vigil_' });
  const httpRequests = new Counter({
    name: 'vigil_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'vigil_http_request_duration_seconds',
    help: 'Time from request to reply, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const providerCalls = new Counter({
    name: 'vigil_provider_calls_total',
    help: 'Calls (attempts) to a social data provider, by provider and outcome (ok or error).',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'vigil_lookup_cache_total',
    help: 'Lookup cache reads, by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route }, seconds);
    },
    providerCall(provider: string, outcome: 'ok' | 'error') {
      providerCalls.inc({ provider, outcome });
    },
    cacheRead(hit: boolean) {
      cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    },
    /** A gauge whose values are read when Prometheus scrapes (e.g. from the database). */
    gaugeFromSource<L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      read: () => Promise<{ labels: Record<L, string>; value: number }[]>,
    ) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set(labels, value);
        },
      });
    },
    async text() {
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
