import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { pino } from 'pino';
import { requestContext, requestIdMixin } from '../src/lib/request-context';
import { buildTestApp, useTestApp, expectError } from './helper';

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l));
    done();
  },
});

const t = useTestApp({
  env: { METRICS_TOKEN: TOKEN },
  logger: { level: 'info', mixin: requestIdMixin, stream: sink },
});

const scrape = () =>
  t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });

test('GET /api/metrics needs the token', async () => {
  const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
  expectError(none, 401, 'UNAUTHENTICATED');
  const wrong = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: 'Bearer not-the-token-at-all-xx' },
  });
  expect(wrong.statusCode).toBe(401);
});

test('without METRICS_TOKEN the route is off (404)', async () => {
  const off = await buildTestApp();
  try {
    const res = await off.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(404);
  } finally {
    await off.close();
  }
});

test('metrics are Prometheus text: requests by route pattern, latency, jobs, providers, cache', async () => {
  await t.app.inject({ method: 'GET', url: '/api/health' });
  await t.app.inject({ method: 'GET', url: '/api/jobs/not-a-job' });
  await t.app.services.jobs.enqueue('jobs.purge-finished', {}, { idempotencyKey: 'm1' });
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const body = res.body;
  expect(body).toMatch(/# TYPE vigil_http_requests_total counter/);
  expect(body).toMatch(
    /vigil_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
  );
  // The route pattern, not the raw URL (bounded label values).
  expect(body).toMatch(/route="\/api\/jobs\/:id"/);
  expect(body).not.toMatch(/not-a-job/);
  expect(body).toMatch(/# TYPE vigil_http_request_duration_seconds histogram/);
  expect(body).toMatch(/vigil_http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
  expect(body).toMatch(
    /vigil_jobs\{type="jobs\.purge-finished",status="(queued|running|succeeded)"\} \d+/,
  );
  expect(body).toMatch(/# TYPE vigil_provider_calls_total counter/);
  expect(body).toMatch(/# TYPE vigil_lookup_cache_total counter/);
  expect(body).toMatch(/vigil_process_cpu_seconds_total/);
  // Every line is a comment, blank, or `name{labels} value`.
  for (const line of body.split('\n')) {
    expect(line).toMatch(/^(#.*|[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? [-+0-9.eE]+|NaN|[+-]Inf)?$/);
  }
});

test('every reply names its request id; error bodies repeat it', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
  const id = res.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.json()).toMatchObject({ requestId: id });
  // The framework's request log lines carry it too.
  expect(lines.some((l) => l.reqId === id)).toBe(true);
});

test('a line from the app logger (not req.log) inside a request carries its id once', () => {
  const out: Record<string, unknown>[] = [];
  const log = pino(
    { mixin: requestIdMixin },
    new Writable({
      write(chunk: Buffer, _e, done) {
        out.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  );
  requestContext.run('req-123', () => {
    log.info('service line');
    log.child({ reqId: 'req-123' }).info('request line');
  });
  log.info('outside any request');
  expect(out[0]).toMatchObject({ reqId: 'req-123', msg: 'service line' });
  expect(out[1]).toMatchObject({ reqId: 'req-123', msg: 'request line' });
  expect(out[2]).not.toHaveProperty('reqId');
});
