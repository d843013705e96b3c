import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the one call of Twilio's Messages API the product makes,
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, with Twilio's shapes (from its
 * Messages resource and API-response docs): HTTP Basic AccountSid:AuthToken, a form body, 201
 * with the Message resource, errors as `{ code, message, more_info, status }`.
 */
export type TwilioRequest = {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
};

const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export async function startFakeTwilio(opts: { accountSid: string; authToken: string }) {
  const requests: TwilioRequest[] = [];
  /** Replies forced for the next requests (throttling, outages), in order. */
  const forced: { status: number; body: unknown; retryAfter?: string }[] = [];
  const messages: Record<string, unknown>[] = [];

  const answer = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({
        path,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form,
      });
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (req.method !== 'POST' || !match) {
        const e = twilioError(404, 20404, 'The requested resource was not found');
        return answer(res, e.status, e.body);
      }
      const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected || match[1] !== opts.accountSid) {
        const e = twilioError(401, 20003, 'Authenticate');
        return answer(res, e.status, e.body);
      }
      const next = forced.shift();
      if (next) {
        return answer(
          res,
          next.status,
          next.body,
          next.retryAfter ? { 'retry-after': next.retryAfter } : {},
        );
      }
      const to = form.To ?? '';
      if (!/^\+[1-9][0-9]{6,14}$/.test(to)) {
        const e = twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
        return answer(res, e.status, e.body);
      }
      if (!form.From && !form.MessagingServiceSid) {
        const e = twilioError(
          400,
          21603,
          "A 'From' or 'MessagingServiceSid' parameter is required",
        );
        return answer(res, e.status, e.body);
      }
      if (!form.Body) {
        const e = twilioError(400, 21602, 'Message body is required.');
        return answer(res, e.status, e.body);
      }
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const now = new Date().toUTCString();
      const message = {
        account_sid: opts.accountSid,
        api_version: '2010-04-01',
        body: form.Body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: form.MessagingServiceSid ? 'accepted' : 'queued',
        subresource_uris: {
          media: `/2010-04-01/Accounts/${opts.accountSid}/Messages/${sid}/Media.json`,
        },
        to,
        uri: `/2010-04-01/Accounts/${opts.accountSid}/Messages/${sid}.json`,
      };
      messages.push(message);
      answer(res, 201, message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messages,
    /** The next request is throttled: 429 with Twilio's code 20429. */
    throttleNext: () =>
      forced.push({
        ...twilioError(429, 20429, 'Too Many Requests'),
        retryAfter: '1',
      }),
    /** The next request is refused with this status and Twilio error code. */
    refuseNext: (status: number, code: number, message: string) =>
      forced.push(twilioError(status, code, message)),
    /** The next request meets an outage: 503 (Twilio's error body). */
    failNext: () => forced.push(twilioError(503, 20500, 'Service Unavailable')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
