import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  createWikidataOutletFacts,
  OutletFactsError,
} from '../src/integrations/outlet-facts/wikidata.outlet-facts';
import type { OutletFactsProvider } from '../src/integrations/outlet-facts/outlet-facts';
import { createFactsCache } from '../src/modules/news/facts-cache';
import { createTitleFetcher, titleOf } from '../src/modules/news/page-title';

/** A local server that speaks whatever the current test tells it to. */
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
let server: Server;
let base = '';
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
});

const json =
  (body: unknown, status = 200) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/sparql-results+json' });
    res.end(JSON.stringify(body));
  };
const lit = (value: string) => ({ type: 'literal', value });

const wikidataReply = {
  head: {
    vars: [
      'item',
      'itemLabel',
      'itemDescription',
      'established',
      'logo',
      'employees',
      'awards',
      'previousNames',
    ],
  },
  results: {
    bindings: [
      {
        item: { type: 'uri', value: 'http://www.wikidata.org/entity/Q9531' },
        itemLabel: lit('BBC'),
        itemDescription: lit('British public service broadcaster'),
        established: { type: 'literal', value: '1922-10-18T00:00:00Z' },
        logo: { type: 'uri', value: 'http://commons.wikimedia.org/wiki/Special:FilePath/BBC.svg' },
        employees: lit('21795'),
        awards: lit('3'),
        previousNames: lit('British Broadcasting Company|BBC'),
      },
    ],
  },
};

describe('Wikidata SPARQL outlet facts adapter (against a local server)', () => {
  const provider = (timeoutMs = 2000) =>
    createWikidataOutletFacts({ endpoint: `${base}/sparql`, timeoutMs });

  test('asks for the domain as official website and reads the JSON result shape', async () => {
    handler = json(wikidataReply);
    const facts = await provider().lookup('bbc.co.uk', 'en');
    expect(facts).toEqual({
      name: 'BBC',
      established: '1922-10-18',
      awards: 3,
      previousNames: ['British Broadcasting Company'],
      employees: 21795,
      logo: 'http://commons.wikimedia.org/wiki/Special:FilePath/BBC.svg',
      description: 'British public service broadcaster',
    });
    const query = new URL(seen[0]!, base).searchParams.get('query')!;
    expect(query).toContain('wdt:P856');
    expect(query).toContain('<https://www.bbc.co.uk/>');
    expect(query).toContain('wikibase:language "en,de"');
  });

  test('no binding: unknown (null)', async () => {
    handler = json({ head: { vars: [] }, results: { bindings: [] } });
    expect(await provider().lookup('nobody.example.com', 'en')).toBeNull();
  });

  test.each([
    ['a malformed reply', json({ unexpected: true }), 'BAD_REPLY'],
    ['not JSON', (_r: IncomingMessage, res: ServerResponse) => res.end('<html>'), 'BAD_REPLY'],
    ['an HTTP error', json({}, 503), 'HTTP'],
  ])('%s is an OutletFactsError', async (_label, h, reason) => {
    handler = h;
    await expect(provider().lookup('bbc.co.uk', 'en')).rejects.toMatchObject({ reason });
  });

  test('a slow endpoint times out', async () => {
    handler = (_req, res) => setTimeout(() => json(wikidataReply)(_req, res), 1500);
    const started = Date.now();
    const err = await provider(200)
      .lookup('bbc.co.uk', 'de')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutletFactsError);
    expect((err as OutletFactsError).reason).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1200);
  });
});

describe('facts cache: never blocks the rating', () => {
  const log = { warn: () => {} } as unknown as FastifyBaseLogger;

  test('a slow provider: answered without facts within the budget, cached for the next check', async () => {
    let calls = 0;
    const provider: OutletFactsProvider = {
      kind: 'knowledge-base',
      lookup: async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 300));
        return { name: 'Slow News' };
      },
    };
    const cache = createFactsCache({ provider, ttlMs: 60_000, budgetMs: 50, now: Date.now, log });
    const started = Date.now();
    expect(await cache.get('slow.example.com')).toEqual({ facts: null, source: 'none' });
    expect(Date.now() - started).toBeLessThan(250);
    await cache.idle();
    expect(await cache.get('slow.example.com')).toEqual({
      facts: { name: 'Slow News' },
      source: 'knowledge-base',
    });
    expect(calls).toBe(1);
  });

  test('a failing provider: no facts, and not asked again at once', async () => {
    let calls = 0;
    const provider: OutletFactsProvider = {
      kind: 'knowledge-base',
      lookup: async () => {
        calls++;
        throw new OutletFactsError('CONNECTION', 'down');
      },
    };
    const cache = createFactsCache({ provider, ttlMs: 60_000, budgetMs: 500, now: Date.now, log });
    expect((await cache.get('down.example.com')).facts).toBeNull();
    expect((await cache.get('down.example.com')).facts).toBeNull();
    expect(calls).toBe(1);
  });
});

describe('page titles of submitted URLs go only through the safe fetch', () => {
  test('titleOf reads and cleans a title', () => {
    expect(titleOf('<html><head><title>\n  Daily &amp; Weekly &#8211; News </title>')).toBe(
      'Daily & Weekly – News',
    );
    expect(titleOf('<p>no title</p>')).toBeNull();
  });

  test.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '192.168.0.1', '::1', 'fd00::1'])(
    'a name resolving to %s is refused before any request',
    async (address) => {
      handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<title>internal</title>');
      };
      const port = Number(new URL(base).port);
      const fetchTitle = createTitleFetcher({
        resolver: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
        allowedPorts: [port],
      });
      expect(await fetchTitle(`http://news.example.com:${port}/`)).toBeNull();
      expect(seen).toEqual([]);
    },
  );

  test('a public-looking name (the local server, explicitly exempted) yields its title', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<title>The Example Times</title>');
    };
    const port = Number(new URL(base).port);
    const fetchTitle = createTitleFetcher({
      resolver: async () => [{ address: '127.0.0.1', family: 4 }],
      allowAddresses: ['127.0.0.1'],
      allowedPorts: [port],
    });
    expect(await fetchTitle(`http://news.example.com:${port}/`)).toBe('The Example Times');
  });
});
