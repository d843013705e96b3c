import { createDemoPayments } from '../integrations/payments/demo.payments';
import { loadSigningKey } from '../lib/signing-key';
import type { AuditService } from '../modules/audit/audit.service';
import type { AuthService } from '../modules/auth';
import { createPaymentsRepo } from '../modules/payments/payments.repo';
import { createPaymentsService } from '../modules/payments/payments.service';
import { createProfilesRepo } from '../modules/profiles/profiles.repo';
import { createProfilesService } from '../modules/profiles/profiles.service';
import { createTrustTokens } from '../modules/trust/trust-tokens';
import { createTrustService } from '../modules/trust/trust.service';
import { createImageUploads } from '../modules/uploads';
import type { Infrastructure } from './infrastructure';
import type { MessagingModule } from './messaging';

/** The trust-badge chain: profiles with evidence, the payment, and the signed QR. */
export async function createTrustBadgeModule(
  infra: Infrastructure,
  deps: {
    messaging: MessagingModule;
    audit: AuditService;
    auth: Pick<AuthService, 'findUserByEmail'>;
  },
) {
  const { config, clock, log, storage } = infra;
  const profilesRepo = createProfilesRepo(infra.database.db, { cacheRows: infra.cacheRows });
  const paymentsRepo = createPaymentsRepo(infra.database.db);
  infra.fileReferences.register({
    module: 'profiles',
    inUse: (names) => profilesRepo.screenshotsIn(names),
  });
  // Issue 20 §1: the demo checkout only where it is enabled (default outside production).
  const demo = config.demoCheckoutEnabled
    ? createDemoPayments({
        publicBaseUrl: config.PUBLIC_BASE_URL,
        lookup: (ref) => paymentsRepo.findByRef('demo', ref),
      })
    : null;
  const card =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? (await import('../integrations/payments/stripe.payments')).createStripePayments({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : demo;
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID
      ? (await import('../integrations/payments/paypal.payments')).createPayPalPayments({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          webhookId: config.PAYPAL_WEBHOOK_ID,
          apiBase: config.PAYPAL_API_BASE,
        })
      : null;
  if (config.NODE_ENV === 'production') {
    const fallback = demo ? 'run on the demo checkout (no real payment)' : 'are not offered';
    if (card?.kind !== 'stripe') log.warn(`no STRIPE_SECRET_KEY: card payments ${fallback}`);
    if (!paypal) log.warn(`no PAYPAL_CLIENT_ID: PayPal payments ${fallback}`);
  }
  const profiles = createProfilesService({
    repo: profilesRepo,
    audit: deps.audit,
    uploads: createImageUploads({ storage }),
    storage,
    mailer: deps.messaging.mailer,
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    log,
    verifiedAccountOf: async (email) => {
      const user = await deps.auth.findUserByEmail(email);
      return user?.emailVerifiedAt ? user.id : null;
    },
  });
  const payments = createPaymentsService({
    repo: paymentsRepo,
    profiles,
    audit: deps.audit,
    transaction: infra.transaction,
    card,
    paypal,
    demo,
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    log,
  });
  /** One Ed25519 key signs QR tokens and badge credentials (issue 13). */
  const signingKeys = loadSigningKey(config.QR_SIGNING_KEY, config.DATA_DIR);
  const trust = createTrustService({
    tokens: await createTrustTokens({ keys: signingKeys, clock }),
    profiles,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    now: () => clock.now(),
  });
  return { profilesRepo, paymentsRepo, profiles, payments, trust, signingKeys };
}
