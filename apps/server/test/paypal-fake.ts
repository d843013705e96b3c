import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local HTTP server that speaks the PayPal REST calls the product makes, with PayPal's JSON
 * shapes and error shapes (Orders v2, Payments v2, Notifications v1):
 *
 *   POST /v1/oauth2/token                            Basic client:secret → bearer token
 *   POST /v2/checkout/orders                         → PAYER_ACTION_REQUIRED + 'payer-action' link
 *   GET  /v2/checkout/orders/:id                     → the order (404 RESOURCE_NOT_FOUND once expired)
 *   POST /v2/checkout/orders/:id/authorize           → COMPLETED + authorization, payer name
 *   POST /v2/payments/authorizations/:id/capture     → capture COMPLETED (or declined)
 *   POST /v1/notifications/verify-webhook-signature  → { verification_status }
 *
 * `PayPal-Request-Id` makes a repeated POST answer its first reply, as PayPal does. It also
 * serves a minimal approval page (`/checkoutnow?token=…`) that sends the browser to the order's
 * return or cancel URL, for the browser suite. Tests steer failures: 5xx, a hanging reply
 * (time-out), a malformed body, an expired order, a declined authorization or capture.
 */

export type FakePayPalOptions = {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  port?: number;
  /** The origin the approval page links are built on (defaults to the fake's own). */
  publicUrl?: string;
};

type Money = { currency_code: string; value: string };
type Link = { href: string; rel: string; method: string };

type FakeAuthorization = {
  id: string;
  status: 'CREATED' | 'CAPTURED' | 'VOIDED' | 'EXPIRED' | 'DENIED';
  amount: Money;
  orderId: string;
};
type FakeCapture = {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  amount: Money;
  final_capture: boolean;
};

export type FakeOrder = {
  id: string;
  intent: 'AUTHORIZE' | 'CAPTURE';
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
    amount: Money;
    payments?: { authorizations?: FakeAuthorization[]; captures?: FakeCapture[] };
  }[];
  payer?: {
    name: { given_name: string; surname: string };
    email_address: string;
    payer_id: string;
  };
  returnUrl: string;
  cancelUrl: string;
  locale: string | undefined;
  create_time: string;
  /** What the next step answers (steered by tests). */
  behaviour: { authorize?: 'declined'; capture?: 'declined' | 'declined_status' | 'pending' };
};

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  requestId: string | undefined;
  body: unknown;
};

const issue = (status: number, name: string, issueCode: string, description: string) => ({
  status,
  body: {
    name,
    message:
      name === 'RESOURCE_NOT_FOUND'
        ? 'The specified resource does not exist.'
        : 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue: issueCode, description }],
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issueCode}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  },
});

const notFound = () =>
  issue(
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );

/** PayPal ids: 17 upper-case letters and digits. */
const paypalId = () =>
  randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(17, '7')
    .slice(0, 17);

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** PayPal's CRC32 of the body, as the signature base uses it. */
function crc32(text: string) {
  let crc = -1;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakePayPal(opts: FakePayPalOptions) {
  const orders = new Map<string, FakeOrder>();
  const authorizations = new Map<string, FakeAuthorization>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const requests: RecordedRequest[] = [];
  const signingKey = randomBytes(32);
  const steer = {
    fail: 0,
    failStatus: 500,
    failPrefix: '/',
    hangMs: 0,
    hangCount: 0,
    malformed: 0,
  };
  let base = '';

  const orderView = (o: FakeOrder) => {
    const { behaviour: _b, returnUrl: _r, cancelUrl: _c, locale: _l, ...view } = o;
    const links: Link[] = [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
    ];
    if (o.status === 'PAYER_ACTION_REQUIRED' || o.status === 'CREATED') {
      links.push({
        href: `${approveBase()}/checkoutnow?token=${o.id}`,
        rel: 'payer-action',
        method: 'GET',
      });
    }
    if (o.status === 'APPROVED') {
      links.push({
        href: `${base}/v2/checkout/orders/${o.id}/authorize`,
        rel: 'authorize',
        method: 'POST',
      });
    }
    return { ...view, payment_source: { paypal: {} }, links };
  };
  const approveBase = () => opts.publicUrl ?? base;

  const api = async (
    req: IncomingMessage,
    raw: string,
  ): Promise<{ status: number; body: unknown }> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
        return {
          status: 400,
          body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
        };
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment/authcapture openid',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
        },
      };
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          links: [],
        },
      };
    }
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return issue(
          400,
          'INVALID_REQUEST',
          'MALFORMED_REQUEST_JSON',
          'The request JSON is not well formed.',
        );
      }
    }

    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = body.webhook_event;
      const fields = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ];
      if (fields.some((f) => typeof body[f] !== 'string') || typeof event !== 'object' || !event) {
        return issue(
          400,
          'VALIDATION_ERROR',
          'MISSING_REQUIRED_PARAMETER',
          'A required field is missing.',
        );
      }
      const ok =
        body.webhook_id === opts.webhookId &&
        body.transmission_sig ===
          sign(String(body.transmission_id), String(body.transmission_time), JSON.stringify(event));
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const units = body.purchase_units as FakeOrder['purchase_units'] | undefined;
      const unit = units?.[0];
      const context = (
        body.payment_source as { paypal?: { experience_context?: Record<string, string> } }
      )?.paypal?.experience_context;
      if (
        (body.intent !== 'AUTHORIZE' && body.intent !== 'CAPTURE') ||
        !unit?.amount?.currency_code ||
        !/^\d+(\.\d{2})?$/.test(unit.amount.value ?? '') ||
        !context?.return_url ||
        !context.cancel_url
      ) {
        return issue(
          400,
          'INVALID_REQUEST',
          'MISSING_REQUIRED_PARAMETER',
          'A required field / parameter is missing.',
        );
      }
      const id = paypalId();
      const order: FakeOrder = {
        id,
        intent: body.intent,
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: [
          {
            reference_id: unit.reference_id ?? 'default',
            ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
            ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
            ...(unit.description ? { description: unit.description } : {}),
            amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
          },
        ],
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        locale: context.locale,
        create_time: new Date().toISOString(),
        behaviour: {},
      };
      orders.set(id, order);
      return { status: 200, body: orderView(order) };
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/authorize)?$/.exec(path);
    if (orderMatch?.[1]) {
      const order = orders.get(decodeURIComponent(orderMatch[1]));
      if (!order) return notFound();
      if (req.method === 'GET' && !orderMatch[2]) return { status: 200, body: orderView(order) };
      if (req.method === 'POST' && orderMatch[2]) {
        if (order.status === 'COMPLETED') {
          return issue(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_ALREADY_AUTHORIZED',
            'Order already authorized.',
          );
        }
        if (order.status !== 'APPROVED') {
          return issue(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          );
        }
        if (order.behaviour.authorize === 'declined') {
          return issue(
            422,
            'UNPROCESSABLE_ENTITY',
            'INSTRUMENT_DECLINED',
            'The instrument presented was either declined by the processor or bank, or it can\u2019t be used for this payment.',
          );
        }
        const unit = order.purchase_units[0]!;
        const auth: FakeAuthorization = {
          id: paypalId(),
          status: 'CREATED',
          amount: unit.amount,
          orderId: order.id,
        };
        authorizations.set(auth.id, auth);
        unit.payments = { authorizations: [auth] };
        order.status = 'COMPLETED';
        return { status: 201, body: orderView(order) };
      }
    }

    const captureMatch = /^\/v2\/payments\/authorizations\/([^/]+)\/capture$/.exec(path);
    if (req.method === 'POST' && captureMatch?.[1]) {
      const auth = authorizations.get(decodeURIComponent(captureMatch[1]));
      if (!auth) return notFound();
      const order = orders.get(auth.orderId);
      if (!order) return notFound();
      if (auth.status === 'CAPTURED') {
        return issue(
          422,
          'UNPROCESSABLE_ENTITY',
          'AUTHORIZATION_ALREADY_CAPTURED',
          'Authorization has been previously captured and hence cannot be captured again.',
        );
      }
      if (auth.status === 'EXPIRED' || auth.status === 'VOIDED') {
        return issue(
          422,
          'UNPROCESSABLE_ENTITY',
          auth.status === 'EXPIRED' ? 'AUTHORIZATION_EXPIRED' : 'AUTHORIZATION_VOIDED',
          'The authorization can no longer be captured.',
        );
      }
      if (order.behaviour.capture === 'declined') {
        return issue(
          422,
          'UNPROCESSABLE_ENTITY',
          'INSTRUMENT_DECLINED',
          'The instrument presented was either declined by the processor or bank.',
        );
      }
      const status =
        order.behaviour.capture === 'declined_status'
          ? 'DECLINED'
          : order.behaviour.capture === 'pending'
            ? 'PENDING'
            : 'COMPLETED';
      const capture: FakeCapture = {
        id: paypalId(),
        status,
        amount: auth.amount,
        final_capture: true,
      };
      if (status !== 'DECLINED') auth.status = 'CAPTURED';
      const unit = order.purchase_units[0]!;
      unit.payments = { ...unit.payments, captures: [...(unit.payments?.captures ?? []), capture] };
      return {
        status: 201,
        body: {
          ...capture,
          ...(status === 'DECLINED' ? { status_details: { reason: 'DECLINED' } } : {}),
          invoice_id: (body.invoice_id as string | undefined) ?? unit.invoice_id,
          seller_protection: { status: 'ELIGIBLE' },
          create_time: new Date().toISOString(),
          links: [
            { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
          ],
        },
      };
    }
    return issue(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      `No route ${req.method} ${path}.`,
    );
  };

  /** The fake's signature: HMAC over PayPal's signature base (id|time|webhook id|crc32). */
  function sign(transmissionId: string, time: string, eventJson: string) {
    return createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${opts.webhookId}|${crc32(eventJson)}`)
      .digest('base64');
  }

  /** The approval page a payer sees, and its two buttons. */
  const approvalPage = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) {
      res
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
        .end('<h1>Order not found</h1>');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/checkoutnow/approve') {
      approve(order.id);
      const back = new URL(order.returnUrl);
      back.searchParams.set('token', order.id);
      back.searchParams.set('PayerID', order.payer!.payer_id);
      res.writeHead(303, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/checkoutnow/cancel') {
      const back = new URL(order.cancelUrl);
      back.searchParams.set('token', order.id);
      res.writeHead(303, { location: back.toString() }).end();
      return;
    }
    const unit = order.purchase_units[0]!;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PayPal (local fake)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>PayPal sandbox (local fake)</h1>
<p>${escapeHtml(unit.description ?? '')}</p>
<p>Amount: ${escapeHtml(unit.amount.value)} ${escapeHtml(unit.amount.currency_code)}</p>
<form method="post" action="/checkoutnow/approve?token=${order.id}"><button type="submit">Approve payment</button></form>
<form method="post" action="/checkoutnow/cancel?token=${order.id}"><button type="submit">Cancel and return</button></form>
</main></body></html>`);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/health') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return;
      }
      if (url.pathname.startsWith('/checkoutnow')) {
        await approvalPage(req, res);
        return;
      }
      const raw = await readBody(req);
      let parsed: unknown = raw;
      try {
        parsed = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
      } catch {
        // kept as text
      }
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        requestId,
        body: parsed,
      });
      if (steer.hangCount > 0) {
        steer.hangCount--;
        await new Promise((resolve) => setTimeout(resolve, steer.hangMs));
      }
      if (steer.fail > 0 && url.pathname.startsWith(steer.failPrefix)) {
        steer.fail--;
        res.writeHead(steer.failStatus, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            name: 'INTERNAL_SERVER_ERROR',
            message: 'An internal server error has occurred.',
            debug_id: 'f00',
          }),
        );
        return;
      }
      if (steer.malformed > 0) {
        steer.malformed--;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "trunc');
        return;
      }
      const key = requestId ? `${req.method} ${url.pathname} ${requestId}` : undefined;
      let reply = key ? replies.get(key) : undefined;
      if (!reply) {
        reply = await api(req, raw);
        if (key && reply.status < 300) replies.set(key, reply);
      }
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'paypal-debug-id': randomBytes(6).toString('hex'),
      });
      res.end(JSON.stringify(reply.body));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  const order = (id: string) => {
    const o = orders.get(id);
    if (!o) throw new Error(`fake PayPal knows no order ${id}`);
    return o;
  };

  /** The payer approved the order on PayPal. */
  function approve(id: string, givenName = 'Grace') {
    const o = order(id);
    o.payer = {
      name: { given_name: givenName, surname: 'Hopper' },
      email_address: 'grace.hopper@example.com',
      payer_id: 'QYR5Z8XDVJNXQ',
    };
    if (o.status === 'PAYER_ACTION_REQUIRED' || o.status === 'CREATED') o.status = 'APPROVED';
  }

  return {
    url: base,
    orders,
    requests,
    approve,
    /** PayPal forgot the order (orders expire: GET answers 404 RESOURCE_NOT_FOUND). */
    expire(id: string) {
      orders.delete(id);
    },
    void(id: string) {
      order(id).status = 'VOIDED';
    },
    /** The authorization of this order lapses (authorizations live 29 days). */
    expireAuthorization(id: string) {
      for (const a of order(id).purchase_units[0]?.payments?.authorizations ?? [])
        a.status = 'EXPIRED';
    },
    declineAuthorization(id: string) {
      order(id).behaviour.authorize = 'declined';
    },
    /** `error`: a 422 INSTRUMENT_DECLINED; `status`: a 201 whose capture is DECLINED. */
    declineCapture(id: string, how: 'error' | 'status' = 'error') {
      order(id).behaviour.capture = how === 'error' ? 'declined' : 'declined_status';
    },
    pendCapture(id: string) {
      order(id).behaviour.capture = 'pending';
    },
    /** Changes the order's amount behind our back (a tampered or mismatched order). */
    setAmount(id: string, value: string) {
      order(id).purchase_units[0]!.amount.value = value;
    },
    /** The next `n` API requests answer `status` (5xx: the client retries). */
    failNext(n: number, status = 500, pathPrefix = '/') {
      steer.fail = n;
      steer.failStatus = status;
      steer.failPrefix = pathPrefix;
    },
    /** The next `n` API requests wait `ms` before answering (a time-out). */
    hangNext(n: number, ms: number) {
      steer.hangCount = n;
      steer.hangMs = ms;
    },
    /** The next `n` API requests answer 200 with a body that is not JSON. */
    malformedNext(n: number) {
      steer.malformed = n;
    },
    /** Headers PayPal would send with this event body (a valid signature over it). */
    signedHeaders(eventJson: string, over: Partial<Record<string, string>> = {}) {
      const id = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url':
          'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign(id, time, JSON.stringify(JSON.parse(eventJson))),
        ...over,
      } as Record<string, string>;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
