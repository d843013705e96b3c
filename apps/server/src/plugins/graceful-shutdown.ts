import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A graceful stop for `app.close()` on a listening server:
 *
 * 1. Stop accepting connections at once, but leave open keep-alive connections alone: Node's
 *    `server.close()` would also drop the idle ones, and a client that is just sending its next
 *    request on one of them would see a reset connection.
 * 2. Every reply from now on carries `Connection: close`, so each client finishes the request
 *    it is making (an upload in flight included) and then leaves.
 * 3. After `idleGraceMs`, connections that stayed idle are closed; in-flight requests are
 *    waited for until none is left. Only then do Fastify's `onClose` hooks run (write-behind
 *    stores flush, the database closes), so no request meets a closed database.
 *
 * The caller bounds the whole stop with a timer (main.ts).
 */
export function registerGracefulShutdown(app: FastifyInstance, opts: { idleGraceMs: number }) {
  let closing = false;

  app.addHook('onSend', (_req, res, payload, done) => {
    if (closing) res.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    // The listening socket only (see 1.); Fastify's own close() later finds it closed.
    NetServer.prototype.close.call(server);
    const connections = () =>
      new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
    const idleUntil = Date.now() + opts.idleGraceMs;
    let idleClosed = false;
    while ((await connections()) > 0) {
      if (!idleClosed && Date.now() >= idleUntil) {
        server.closeIdleConnections();
        idleClosed = true;
      }
      await sleep(20);
    }
  });
}
