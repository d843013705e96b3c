import { z } from 'zod';
import type { SmsSender } from '../../integrations/sms/sms';
import { TwilioError, type TwilioClient } from '../../integrations/sms/twilio.sms';
import { AppError } from '../../lib/app-error';
import { PermanentJobError, type JobsService } from '../jobs/jobs.service';

/** How many times an SMS is tried in all before its job is recorded as failed. */
export const SMS_MAX_ATTEMPTS = 6;

/**
 * SMS through a gateway, the durable way: `send` writes an `sms.send` job (the jobs table), a
 * worker hands it to the gateway. Throttling (429), Twilio's outages (5xx) and the network are
 * retried with back-off; a refusal (4xx: a bad number, bad credentials) fails the job at once
 * with Twilio's reason, which stays in the jobs table (operators: `GET /api/jobs/:id`) and the log.
 * The request that asked for the code is answered once the job is stored, not when it is sent.
 */
export function createQueuedSms(deps: { jobs: JobsService; gateway: TwilioClient }): SmsSender {
  const job = deps.jobs.define({
    type: 'sms.send',
    payload: z.object({ to: z.string().min(1), body: z.string().min(1) }),
    maxAttempts: SMS_MAX_ATTEMPTS,
    // A verification code is valid 10 minutes: the retries stay well inside that.
    backoff: { baseMs: 2_000, maxMs: 60_000 },
    timeoutMs: 30_000,
    keyScope: 'active',
    async handler(payload, ctx) {
      try {
        const sent = await deps.gateway.send(payload, ctx.signal);
        ctx.log.info({ sid: sent.sid, status: sent.status }, 'SMS handed to Twilio');
        return sent;
      } catch (err) {
        if (err instanceof TwilioError && !err.retryable) {
          ctx.log.warn({ httpStatus: err.httpStatus, twilioCode: err.twilioCode }, err.message);
          throw new PermanentJobError('SMS_REJECTED', err.message);
        }
        if (err instanceof TwilioError) {
          // Retried (a 5xx/429 AppError is not permanent) and recorded with Twilio's reason.
          throw new AppError(
            err.httpStatus === 429 ? 'RATE_LIMITED' : 'UPSTREAM_UNAVAILABLE',
            err.message,
          );
        }
        throw err;
      }
    },
  });
  return {
    kind: 'twilio',
    async send(message) {
      await deps.jobs.enqueue(job, message);
    },
  };
}
