import type { FastifyServerOptions } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../integrations/mail/mailer';
import type { SmsSender } from '../integrations/sms/sms';
import type { Clock } from '../lib/clock';
import type { LookupsRepo } from '../modules/lookups/lookups.repo';
import type { AccountCheck } from '../modules/lookups/lookups.service';
import type { SafeFetch } from '../lib/safe-fetch';

/** What tests (and only tests) may replace; fakes are type-checked against these shapes. */
export type AppOverrides = {
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Stored-account records of the lookups (tests: a store that fails). */
  lookupsRepo?: LookupsRepo;
  /** The image proxy's fetch (tests: a fake CDN). */
  imageFetch?: SafeFetch;
  /**
   * What a watch check observes of an account (tests that publish `watch.checked` themselves:
   * a check that always fails, so the scheduler's real checks cannot interleave).
   */
  watchObserve?: (platform: string, username: string) => Promise<AccountCheck>;
};
