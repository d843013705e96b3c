import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blockedReason, ipv6Bytes, mappedIPv4 } from './ip-policy';
import { createSafeFetch, SafeFetchError, type Resolver, type SafeFetchPolicy } from './safe-fetch';

/**
 * A local HTTP server stands in for the internet: tests allow its one loopback address
 * explicitly (`allowAddresses`) and give it public-looking names through an injected resolver.
 * Nothing here leaves the machine.
 */
let server: Server;
let port: number;
const hits: { url: string; host: string | undefined }[] = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hello'),
  '/png': (_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  '/html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'),
  '/big': (_req, res) => {
    // 2 MB without a Content-Length: only counting the stream catches it.
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    const push = () => {
      while (sent < 2 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', push);
      }
      res.end();
    };
    push();
  },
  '/big-declared': (_req, res) =>
    res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end(),
  '/gzip-bomb': (_req, res) =>
    res
      .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' })
      .end(gzipSync(Buffer.alloc(20 * 1024 * 1024))),
  '/gzip': (_req, res) =>
    res
      .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' })
      .end(gzipSync('zipped hello')),
  '/slow-headers': () => {
    /* never answers */
  },
  '/slow-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('start…');
    // and never ends
  },
  '/echo-headers': (req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers)),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ url: req.url ?? '', host: req.headers.host });
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to }).end();
      return;
    }
    if (url.pathname === '/chain') {
      const n = Number(url.searchParams.get('n'));
      res.writeHead(302, { location: n > 0 ? `/chain?n=${n - 1}` : '/ok' }).end();
      return;
    }
    (routes[url.pathname] ?? ((_q, r: ServerResponse) => r.writeHead(404).end()))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** Names the tests use, and where they point. */
const zone: Record<string, string[]> = {
  'public.test': ['127.0.0.1'], // "the internet": our loopback server, explicitly allowed
  'images.cdn.test': ['127.0.0.1'],
  'evil.test': ['10.0.0.7'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['127.0.0.1', '192.168.1.10'],
  'v6-private.test': ['fd00::1'],
  'v6-mapped.test': ['::ffff:127.0.0.2'],
};
let resolverCalls: string[] = [];
const resolver: Resolver = async (host) => {
  resolverCalls.push(host);
  const addresses = zone[host];
  if (!addresses) throw new Error('ENOTFOUND');
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const fetchWith = (policy: SafeFetchPolicy = {}) =>
  createSafeFetch({
    resolver,
    allowAddresses: ['127.0.0.1'],
    allowedPorts: [port],
    timeoutMs: 2_000,
    ...policy,
  });

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'the fetch was expected to be refused').toBeInstanceOf(SafeFetchError);
  return err as SafeFetchError;
}

describe('addresses: loopback, private, link-local, metadata and their disguises', () => {
  // The default policy (no exemption, any port allowed for the test server's port) refuses all.
  const strict = () => createSafeFetch({ allowedPorts: [port], timeoutMs: 2_000 });

  test.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://127.000.000.001/',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:0001]/',
    'http://[::127.0.0.1]/',
    'http://[::]/',
    'http://0.0.0.0/',
    'http://0/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fd00::1]/',
    'http://[fd12:3456:789a::1]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[2001:db8::1]/',
    'http://10.0.0.1/',
    'http://10.255.255.255/',
    'http://172.16.0.1/',
    'http://172.31.255.254/',
    'http://192.168.0.1/',
    'http://[::ffff:192.168.0.1]/',
    'http://100.64.0.1/',
    'http://100.127.255.254/',
    'http://224.0.0.1/',
    'http://239.255.255.250/',
    'http://255.255.255.255/',
    'http://192.0.0.192/',
    'http://198.18.0.1/',
  ])('%s is refused before any connection', async (url) => {
    const before = hits.length;
    const err = await refusal(strict()(url));
    expect(err.reason).toBe('BLOCKED_ADDRESS');
    expect(err.toAppError().statusCode).toBe(400);
    expect(hits.length).toBe(before);
  });

  test('the loopback test server itself is refused without the explicit exemption', async () => {
    const before = hits.length;
    const err = await refusal(strict()(`http://127.0.0.1:${port}/ok`));
    expect(err.reason).toBe('BLOCKED_ADDRESS');
    expect(hits.length).toBe(before);
  });

  test('names resolving to private, metadata or mixed addresses are refused', async () => {
    const f = createSafeFetch({ resolver, allowedPorts: [port] });
    for (const host of [
      'evil.test',
      'metadata.test',
      'mixed.test',
      'v6-private.test',
      'v6-mapped.test',
    ]) {
      expect((await refusal(f(`http://${host}:${port}/ok`))).reason).toBe('BLOCKED_ADDRESS');
    }
    // One private address among public ones is enough to refuse, even with 127.0.0.1 exempt.
    expect((await refusal(fetchWith()(`http://mixed.test:${port}/ok`))).reason).toBe(
      'BLOCKED_ADDRESS',
    );
  });

  test('the system resolver is used by default: localhost is refused', async () => {
    const f = createSafeFetch({ allowedPorts: [port] });
    for (const url of [`http://localhost:${port}/ok`, `http://LOCALHOST.:${port}/ok`]) {
      expect((await refusal(f(url))).reason).toBe('BLOCKED_ADDRESS');
    }
  });

  test('an unknown name is a DNS failure (502), not a crash', async () => {
    const err = await refusal(fetchWith()(`http://nowhere.test:${port}/ok`));
    expect(err.reason).toBe('DNS_FAILED');
    expect(err.toAppError().statusCode).toBe(502);
  });
});

describe('the address policy', () => {
  test('public unicast addresses pass', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(blockedReason(a), a).toBeNull();
  });

  test('every IPv4 address in a blocked range is refused, in any notation', () => {
    const ranges: [number, number][] = [
      [0x0a000000, 8],
      [0x7f000000, 8],
      [0xa9fe0000, 16],
      [0xac100000, 12],
      [0xc0a80000, 16],
      [0x64400000, 10],
      [0xe0000000, 4],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...ranges),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        ([base, prefix], noise) => {
          const value = (base | (noise >>> prefix)) >>> 0;
          const dotted = [24, 16, 8, 0].map((s) => (value >>> s) & 255).join('.');
          expect(blockedReason(dotted)).not.toBeNull();
          // The URL parser turns the numeric disguises into the dotted form we check.
          for (const disguise of [String(value), `0x${value.toString(16)}`]) {
            expect(new URL(`http://${disguise}/`).hostname).toBe(dotted);
          }
          expect(blockedReason(`::ffff:${dotted}`)).not.toBeNull();
        },
      ),
    );
  });

  test('IPv6 parsing handles compression and a trailing dotted quad', () => {
    expect(mappedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(mappedIPv4('[0:0:0:0:0:ffff:c0a8:0001]')).toBe('192.168.0.1');
    expect(mappedIPv4('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(mappedIPv4('2001:db8::1')).toBeNull();
    expect([...(ipv6Bytes('1:2::7:8') ?? [])]).toEqual([
      0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 8,
    ]);
    expect(blockedReason('fe80::1%eth0')).not.toBeNull();
  });
});

describe('URLs, ports and hosts', () => {
  test.each([
    ['file:///etc/passwd', 'BLOCKED_SCHEME'],
    ['ftp://public.test/x', 'BLOCKED_SCHEME'],
    ['gopher://public.test:70/', 'BLOCKED_SCHEME'],
    ['javascript:alert(1)', 'BLOCKED_SCHEME'],
    ['not a url', 'INVALID_URL'],
    ['http://user:secret@public.test/', 'INVALID_URL'],
    ['http://public.test:22/', 'BLOCKED_PORT'],
    ['https://public.test:8443/', 'BLOCKED_PORT'],
  ])('%s → %s', async (url, reason) => {
    expect((await refusal(fetchWith()(url))).reason).toBe(reason);
  });

  test('only listed hosts when the policy has a host list', async () => {
    const f = fetchWith({ allowedHosts: ['*.cdn.test'] });
    expect((await f(`http://images.cdn.test:${port}/png`)).status).toBe(200);
    expect((await refusal(f(`http://public.test:${port}/png`))).reason).toBe('BLOCKED_HOST');
    // `*.cdn.test` means subdomains, not look-alikes.
    expect((await refusal(f(`http://evilcdn.test:${port}/png`))).reason).toBe('BLOCKED_HOST');
  });
});

describe('fetching', () => {
  test('connects to the address it checked and sends the real host name', async () => {
    resolverCalls = [];
    const res = await fetchWith()(`http://public.test:${port}/ok`);
    expect(res).toMatchObject({ status: 200, contentType: 'text/plain', redirects: [] });
    expect(res.body.toString()).toBe('hello');
    expect(hits.at(-1)?.host).toBe(`public.test:${port}`);
    // One resolution per hop: nothing resolves the name again between check and connect.
    expect(resolverCalls).toEqual(['public.test']);
  });

  test('a resolver that changes its answer (DNS rebinding) cannot redirect the connection', async () => {
    let calls = 0;
    const rebinding: Resolver = async () =>
      ++calls === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '169.254.169.254', family: 4 }];
    const f = fetchWith({ resolver: rebinding });
    const res = await f(`http://rebind.test:${port}/ok`);
    expect(res.body.toString()).toBe('hello');
    expect(calls).toBe(1);
  });

  test('gzip is decoded; a decompression bomb is cut at the size cap', async () => {
    const f = fetchWith({ maxBytes: 1024 * 1024 });
    expect((await f(`http://public.test:${port}/gzip`)).body.toString()).toBe('zipped hello');
    expect((await refusal(f(`http://public.test:${port}/gzip-bomb`))).reason).toBe('TOO_LARGE');
  });

  test('a body past the cap is aborted while streaming, with or without Content-Length', async () => {
    const f = fetchWith({ maxBytes: 256 * 1024 });
    const err = await refusal(f(`http://public.test:${port}/big`));
    expect(err.reason).toBe('TOO_LARGE');
    expect(err.toAppError().statusCode).toBe(413);
    expect((await refusal(f(`http://public.test:${port}/big-declared`))).reason).toBe('TOO_LARGE');
  });

  test('a server that never answers, or never finishes, hits the time cap', async () => {
    const f = fetchWith({ timeoutMs: 300 });
    const started = Date.now();
    expect((await refusal(f(`http://public.test:${port}/slow-headers`))).reason).toBe('TIMEOUT');
    expect((await refusal(f(`http://public.test:${port}/slow-body`))).reason).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  test('a connection that cannot be made is refused after the connect cap', async () => {
    // A closed port on the exempt loopback address: refused at once.
    const f = fetchWith({ allowedPorts: [1] });
    expect((await refusal(f('http://public.test:1/'))).reason).toBe('CONNECTION_FAILED');
  });

  test('content types can be restricted (images only)', async () => {
    const f = fetchWith({ allowedContentTypes: ['image/*'] });
    expect((await f(`http://public.test:${port}/png`)).contentType).toBe('image/png');
    const err = await refusal(f(`http://public.test:${port}/html`));
    expect(err.reason).toBe('BAD_CONTENT_TYPE');
    expect(err.toAppError().statusCode).toBe(415);
  });

  test("the caller's signal aborts the fetch", async () => {
    const controller = new AbortController();
    const pending = fetchWith()(`http://public.test:${port}/slow-headers`, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('user left')), 50);
    await expect(pending).rejects.toThrow('user left');
  });
});

describe('redirects are checked hop by hop', () => {
  const via = (to: string, status = 302) =>
    `http://public.test:${port}/redirect?status=${status}&to=${encodeURIComponent(to)}`;

  test('a redirect to a public place is followed (relative and absolute)', async () => {
    const res = await fetchWith()(`http://public.test:${port}/chain?n=2`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('hello');
    expect(res.redirects).toHaveLength(3);
    const abs = await fetchWith()(via(`http://images.cdn.test:${port}/png`, 301));
    expect(abs).toMatchObject({ status: 200, contentType: 'image/png' });
    expect(abs.url).toBe(`http://images.cdn.test:${port}/png`);
  });

  test.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    // 127.0.0.2: loopback, but not the one address these tests exempt
    'http://0x7f000002/',
    'http://evil.test/',
    'file:///etc/passwd',
  ])('a redirect to %s is refused', async (to) => {
    const err = await refusal(fetchWith()(via(to)));
    expect(['BLOCKED_ADDRESS', 'BLOCKED_SCHEME', 'BLOCKED_PORT']).toContain(err.reason);
  });

  test('a redirect to a host off the list is refused', async () => {
    const f = fetchWith({ allowedHosts: ['public.test'] });
    const err = await refusal(f(via(`http://images.cdn.test:${port}/png`)));
    expect(err.reason).toBe('BLOCKED_HOST');
  });

  test('at most maxRedirects hops', async () => {
    const f = fetchWith({ maxRedirects: 3 });
    expect((await f(`http://public.test:${port}/chain?n=2`)).status).toBe(200);
    expect((await refusal(f(`http://public.test:${port}/chain?n=3`))).reason).toBe(
      'TOO_MANY_REDIRECTS',
    );
  });

  test('credentials do not follow a redirect to another origin', async () => {
    const res = await fetchWith()(via(`http://images.cdn.test:${port}/echo-headers`), {
      headers: { authorization: 'Bearer secret', accept: 'application/json' },
    });
    const seen = JSON.parse(res.body.toString()) as Record<string, string>;
    expect(seen.authorization).toBeUndefined();
    expect(seen.accept).toBe('application/json');
  });
});

test('product code never exempts addresses from the policy', () => {
  const src = join(import.meta.dirname, '..');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        path.endsWith('.ts') &&
        !path.endsWith('.test.ts') &&
        !path.endsWith('safe-fetch.ts') &&
        readFileSync(path, 'utf8').includes('allowAddresses')
      ) {
        offenders.push(path);
      }
    }
  };
  walk(src);
  expect(offenders).toEqual([]);
});
