import { z } from 'zod';

/**
 * Twilio's Programmable Messaging REST API, the one call the product makes:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (HTTP Basic AccountSid:AuthToken,
 * form body `To`, `From` or `MessagingServiceSid`, `Body`). Twilio answers 201 with the Message
 * resource, or an error object `{ code, message, more_info, status }`.
 *
 * This client only sends once and says whether a failure is worth retrying; the durable queue
 * with retries is the outbox module's `sms.send` job (the jobs table).
 */
export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** A Twilio phone number (E.164) … */
  from?: string | undefined;
  /** … or a Messaging Service, which picks the sender (one of the two is set). */
  messagingServiceSid?: string | undefined;
  /** `https://api.twilio.com` (tests: a local fake). */
  apiBase: string;
  /** One request's time limit (default 15 s). */
  timeoutMs?: number;
};

const messageSchema = z.object({ sid: z.string().min(1), status: z.string() });
const errorSchema = z.object({
  code: z.number().nullable().optional(),
  message: z.string().optional(),
  more_info: z.string().nullable().optional(),
  status: z.number().optional(),
});

/**
 * A failed send. `retryable`: Twilio was away or throttled us (network, time-out, 429, 5xx);
 * otherwise Twilio refused this message (bad number, bad credentials, …) and sending it again
 * would be refused again.
 */
export class TwilioError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly twilioCode: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

export type TwilioClient = {
  send: (
    message: { to: string; body: string },
    signal?: AbortSignal,
  ) => Promise<{ sid: string; status: string }>;
};

export function createTwilioClient(cfg: TwilioConfig): TwilioClient {
  const url = `${cfg.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(
    cfg.accountSid,
  )}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;

  return {
    async send(message, signal) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (cfg.messagingServiceSid) form.set('MessagingServiceSid', cfg.messagingServiceSid);
      else if (cfg.from) form.set('From', cfg.from);
      const timeout = AbortSignal.timeout(cfg.timeoutMs ?? 15_000);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (err) {
        // The job's own abort (cancel, shutdown) is not Twilio's failure: let it through.
        if (signal?.aborted) throw err;
        throw new TwilioError(
          `Twilio could not be reached (${(err as Error).name}).`,
          null,
          null,
          true,
        );
      }
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (res.status === 201 || res.status === 200) {
        const parsed = messageSchema.safeParse(json);
        if (!parsed.success) {
          // Twilio took the message (2xx) but the reply is unreadable: sending again could
          // deliver it twice, so this is not retried.
          throw new TwilioError(
            'Twilio accepted the message with an unreadable reply.',
            res.status,
            null,
            false,
          );
        }
        return { sid: parsed.data.sid, status: parsed.data.status };
      }
      const error = errorSchema.safeParse(json);
      const code = error.success ? (error.data.code ?? null) : null;
      const detail =
        error.success && error.data.message ? error.data.message : `HTTP ${res.status}`;
      const retryable = res.status === 429 || res.status >= 500;
      throw new TwilioError(
        `Twilio refused the message: ${detail}${code !== null ? ` (code ${code})` : ''}.`,
        res.status,
        code,
        retryable,
      );
    },
  };
}
