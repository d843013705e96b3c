import { AppError } from '../src/lib/app-error';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received. */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

/** How the fake answers: JSON (object), raw text, a status, headers, a delay, or never. */
export type FakeAnswer = {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
  delayMs?: number;
  /** Never answer (the client's time limit must end the call). */
  hang?: boolean;
};

/** How the fake answers each request it receives. */
export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export type FakeRapidApi = {
  url: string;
  requests: FakeRequest[];
  /** Replaces the answering function. */
  answer: (fn: FakeHandler) => void;
  close: () => Promise<void>;
};

/**
 * A local HTTP server on a random port standing in for the RapidAPI hosts, so adapters are
 * tested over real HTTP (real fetch, real timeouts) without mocking anything.
 */
export async function startFakeRapidApi(
  initial: FakeHandler = () => ({ status: 404 }),
  /** 0 (the default) picks a free port; the browser suite's vendor listens on a fixed one. */
  listenPort = 0,
): Promise<FakeRapidApi> {
  let handler = initial;
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then(async (a) => {
        if (a.hang) return;
        if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
        const body = a.json !== undefined ? JSON.stringify(a.json) : (a.text ?? '');
        res.writeHead(a.status ?? 200, {
          'content-type': a.json !== undefined ? 'application/json' : 'text/plain',
          ...a.headers,
        });
        res.end(body);
      });
    });
  });
  await new Promise<void>((r) => server.listen(listenPort, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (fn) => {
      handler = fn;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** The AppError a provider call ends with; fails the test when the call succeeds. */
export async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}
