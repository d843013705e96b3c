import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { createProfile, BADGE_TEST_ENV, pngBuffer } from './badge-helpers';
import { login, registerAndVerify, signIn, type Principal, useTestApp } from './helper';

/**
 * Hostile input never gets a 5xx: every route of the generated OpenAPI document (and the
 * server-rendered pages it hides) is called with generated hostile input (NUL characters,
 * huge and deeply nested values, wrong types, bad UTF-8 bytes, unknown fields, bad
 * percent-encoding, wrong content types) as a visitor, a user and an admin. Routes added
 * later are in the document, so they are fuzzed too. Fixed seed: the same requests every run.
 */

const SEED = 20_260_801;
/** Generated requests per route and principal; bounded so the file stays well under a minute. */
const RUNS = 8;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Route = {
  method: Method;
  /** OpenAPI form: `/api/profile/{id}`. */
  path: string;
  query: string[];
  bodyFields: string[] | null;
  multipart: boolean;
};
type Who = 'visitor' | 'user' | 'admin';

/** Pages and files the document hides (`schema.hide`): server-rendered, still fuzzed. */
const HIDDEN_ROUTES: Route[] = [
  { method: 'GET', path: '/p/{profileId}', query: [], bodyFields: null, multipart: false },
  { method: 'GET', path: '/uploads/{filename}', query: [], bodyFields: null, multipart: false },
  {
    method: 'GET',
    path: '/demo-checkout/{sessionId}',
    query: ['lang'],
    bodyFields: null,
    multipart: false,
  },
  {
    method: 'POST',
    path: '/demo-checkout/{sessionId}/pay',
    query: ['lang'],
    bodyFields: ['lang'],
    multipart: false,
  },
  { method: 'GET', path: '/', query: [], bodyFields: null, multipart: false },
  { method: 'GET', path: '/no/such/{page}', query: [], bodyFields: null, multipart: false },
];

const huge = 'x'.repeat(100_000);
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Strings meant to break things: NUL, surrogate halves, huge, encodings, injections. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    huge,
    '',
    ' ',
    '%zz',
    '%E0%A4%A',
    '%00',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u202e\ufeff\u200b',
    '😀'.repeat(2000),
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    'CPT-AAAAAAAAAAAAAAAA',
    'demo',
    'unknown-user',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value, hostile strings and wrong types included. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Raw bodies: not JSON, bad UTF-8, too deep, too large, empty. */
const rawBody = fc.constantFrom<string | Buffer>(
  '{"a":',
  'not json',
  '',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xc0, 0x80, 0xed, 0xa0, 0x80]),
  `{"data":${deepArray(10_000)}}`,
  deepArray(70),
  JSON.stringify({ a: 'y'.repeat(1_100_000) }),
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/xml',
);

/** A path parameter, sometimes left undecodable on purpose. */
const pathValue = fc.oneof(
  hostileString.map((s) => encodeURIComponent(s.slice(0, 5000))),
  fc.constantFrom('%zz', '%E0%A4%A', '%00', '%ff%fe', '..%2F..%2Fetc%2Fpasswd', 'a%2Fb'),
);

type Request = {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** A multipart form by hand, with hostile field values and a garbage or missing file. */
function multipartBody(fields: Array<[string, string]>, file: Buffer | null) {
  const boundary = 'vigilfuzzboundary';
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="screenshot"; filename="x.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function requestFor(route: Route): fc.Arbitrary<Request> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map(() => pathValue));
  const queryKeys = [...route.query, 'unknownField', 'page', 'limit'];
  const query = fc.array(fc.tuple(fc.constantFrom(...queryKeys), hostileString), { maxLength: 4 });
  const rawQuery = fc.constantFrom(
    '',
    '',
    '&%zz=1',
    '&q=%E0%A4%A',
    '&a=%00',
    `&q=${'y'.repeat(9000)}`,
  );
  const jsonBody = route.bodyFields
    ? fc.oneof(
        // The declared fields with hostile values (some left out), plus unknown fields.
        fc
          .tuple(
            fc.array(fc.tuple(fc.constantFrom(...route.bodyFields, 'unknownField'), hostileValue), {
              maxLength: route.bodyFields.length + 2,
            }),
          )
          .map(([entries]) => JSON.stringify(Object.fromEntries(entries))),
        hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
        rawBody,
      )
    : fc.oneof(
        fc.constant(undefined),
        hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
        rawBody,
      );
  const multipart = fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.constantFrom('full_name', 'email', 'platform', 'username', 'profile_url', 'x'),
          hostileString.map((s) => s.slice(0, 20_000)),
        ),
        { maxLength: 7 },
      ),
      fc.constantFrom<Buffer | null>(
        null,
        Buffer.from('not an image'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        Buffer.alloc(0),
      ),
    )
    .map(([fields, file]) => multipartBody(fields, file));
  return fc
    .record({
      params,
      query,
      rawQuery,
      body:
        route.multipart || route.method !== 'GET'
          ? fc.oneof(jsonBody, multipart)
          : fc.constant(undefined),
      type: contentType,
    })
    .map(({ params, query, rawQuery, body, type }): Request => {
      let path = route.path;
      names.forEach((name, i) => {
        path = path.replace(`{${name}}`, params[i] ?? '');
      });
      const qs = query.map(([k, v]) => `${k}=${encodeURIComponent(v.slice(0, 5000))}`).join('&');
      const url = `${path}?${qs}${rawQuery}`;
      if (body === undefined) return { url, headers: {} };
      if (typeof body === 'object' && !Buffer.isBuffer(body)) {
        return { url, headers: { 'content-type': body.type }, payload: body.payload };
      }
      return { url, headers: { 'content-type': type }, payload: body };
    });
}

/**
 * A plausible value for a field by its name, so that one hostile field in an otherwise sane
 * request gets past validation of the others and reaches the service and the database.
 */
function plausible(field: string, profileId: string): unknown {
  const f = field.toLowerCase();
  if (f.includes('email')) return `fuzz-${field}@example.test`;
  if (f.includes('password')) return 'fuzz-password-1';
  if (f === 'profileid') return profileId;
  if (f.includes('url')) return 'https://example.test/fuzz';
  if (f === 'platform') return 'github';
  if (f === 'status') return 'verified';
  if (f === 'service') return 'tiktok';
  if (f === 'data') return { username: 'fuzz' };
  if (f === 'mobileno') return '15112345678';
  if (f === 'code') return '123456';
  if (f === 'countrycode') return '+49';
  if (f === 'dob') return '2000-01-01';
  if (f === 'token') return 'fuzz-token-0123456789';
  if (f === 'lang') return 'de';
  return 'fuzz';
}

const NUL_TEXT = 'fu\u0000zz';
const HUGE_TEXT = 'y'.repeat(100_000);

/**
 * Requests every route gets besides the generated ones: each declared parameter and field in
 * turn carries a NUL, a huge value, a wrong type or a bad encoding while the rest stays sane;
 * plus a deep body, bad UTF-8 bytes and a sane multipart form with one hostile field.
 */
function examplesFor(route: Route, profileId: string, png: Buffer): Request[] {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pathWith = (value: (name: string) => string) =>
    names.reduce((p, name) => p.replace(`{${name}}`, value(name)), route.path);
  const sanePath = pathWith(() => (route.path.includes('profile') ? profileId : 'demo'));
  const examples: Request[] = [];
  for (const bad of ['a%00b', '%zz', encodeURIComponent('x'.repeat(3000)), '%E0%A4%A']) {
    if (names.length) examples.push({ url: pathWith(() => bad), headers: {} });
    for (const q of route.query) examples.push({ url: `${sanePath}?${q}=${bad}`, headers: {} });
  }
  const json = { 'content-type': 'application/json' };
  if (route.bodyFields) {
    const sane = Object.fromEntries(route.bodyFields.map((f) => [f, plausible(f, profileId)]));
    for (const field of route.bodyFields) {
      for (const value of [NUL_TEXT, HUGE_TEXT, 12345, ['x'], { a: 1 }, null]) {
        examples.push({
          url: sanePath,
          headers: json,
          payload: JSON.stringify({ ...sane, [field]: value }),
        });
      }
      const deep = JSON.stringify({ ...sane, [field]: '__DEEP__' }).replace(
        '"__DEEP__"',
        deepArray(10_000),
      );
      examples.push({ url: sanePath, headers: json, payload: deep });
    }
    examples.push({
      url: sanePath,
      headers: json,
      payload: JSON.stringify({ ...sane, unknownField: NUL_TEXT }),
    });
  }
  if (route.method !== 'GET') {
    examples.push({
      url: sanePath,
      headers: json,
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
  }
  if (route.multipart && route.method === 'POST') {
    const fields = ['full_name', 'email', 'platform', 'username', 'profile_url'];
    for (const field of fields) {
      for (const value of ['fu\u0000zz', 'z'.repeat(9000)]) {
        const form = multipartBody(
          fields.map((f) => [f, f === field ? value : String(plausible(f, profileId))]),
          png,
        );
        examples.push({
          url: sanePath,
          headers: { 'content-type': form.type },
          payload: form.payload,
        });
      }
    }
  }
  return examples;
}

/** The routes of the OpenAPI document, with their query parameters and body fields. */
function documentedRoutes(doc: unknown): Route[] {
  type Op = {
    parameters?: Array<{ in: string; name: string }>;
    requestBody?: {
      content: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
    };
  };
  const paths = (doc as { paths: Record<string, Record<string, Op>> }).paths;
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const json = op.requestBody?.content['application/json'];
      routes.push({
        method: method.toUpperCase() as Method,
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : null,
        multipart: Boolean(op.requestBody?.content['multipart/form-data']) || !json,
      });
    }
  }
  return routes;
}

const principals: Partial<Record<Who, Principal>> = {};
let profileId: string;
let png: Buffer;
const t = useTestApp({ env: BADGE_TEST_ENV });
beforeAll(async () => {
  principals.user = await signIn(t.app, 'user');
  principals.admin = await signIn(t.app, 'admin');
  profileId = (await createProfile(t.app)).profile_id;
  png = await pngBuffer();
});

/**
 * A principal whose session still works. The fuzz may sign them out or delete their account
 * (that is what some routes do); then they sign in again, or register again.
 */
async function ensureSignedIn(who: Who): Promise<Record<string, string>> {
  const p = principals[who];
  if (!p) return {};
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/accounts/current',
    headers: { authorization: `Bearer ${p.token}` },
  });
  if (check.statusCode !== 200) {
    if (who === 'admin')
      await t.app.services.auth.ensureAdmin({ email: p.email, password: p.password, force: true });
    else if (!(await t.app.services.auth.findUserByEmail(p.email)))
      await registerAndVerify(t.app, p.email, p.password);
    Object.assign(p, await login(t.app, p.email, p.password));
  }
  return { authorization: `Bearer ${p.token}` };
}

test('every route answers hostile input with less than 500, as visitor, user and admin', async () => {
  const routes = [...documentedRoutes(t.app.swagger()), ...HIDDEN_ROUTES];
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  let requests = 0;
  for (const route of routes) {
    for (const who of ['visitor', 'user', 'admin'] as const) {
      try {
        const examples = examplesFor(route, profileId, png).map((r): [Request] => [r]);
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (req) => {
            const auth = await ensureSignedIn(who);
            requests++;
            const res = await t.app.inject({
              method: route.method,
              url: req.url,
              headers: { ...req.headers, ...auth },
              ...(req.payload === undefined ? {} : { payload: req.payload }),
            });
            if (res.statusCode >= 500) {
              throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
            }
          }),
          // The examples run first and count in numRuns.
          { seed: SEED, numRuns: examples.length + RUNS, endOnFailure: true, examples },
        );
      } catch (err) {
        failures.push(
          `${route.method} ${route.path} as ${who}: ${(err as Error).message.slice(0, 1500)}`,
        );
      }
    }
  }
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(routes.length * 3 * RUNS);
}, 120_000);
