import { createBioReader } from '../integrations/social/profile-bio';
import type { AuditService } from '../modules/audit/audit.service';
import type { AuthService } from '../modules/auth';
import { createCredentialsRepo } from '../modules/credentials/credentials.repo';
import { createCredentialsService } from '../modules/credentials/credentials.service';
import type { JobsService } from '../modules/jobs/jobs.service';
import { createOwnershipRepo } from '../modules/ownership/ownership.repo';
import { createOwnershipService } from '../modules/ownership/ownership.service';
import type { Infrastructure } from './infrastructure';
import type { createLookupsModule } from './lookups';
import type { MessagingModule } from './messaging';
import type { createTrustBadgeModule } from './trust-badge';

/**
 * Ownership proof without an operator and portable badges (issue 13 §3–§4): bio codes read
 * through the lookups' provider adapters (demo bios in demo mode), person pages, and the
 * badge as a verifiable credential signed with the QR key.
 */
export async function createOwnershipModule(
  infra: Infrastructure,
  deps: {
    trustBadge: Awaited<ReturnType<typeof createTrustBadgeModule>>;
    lookups: ReturnType<typeof createLookupsModule>;
    messaging: MessagingModule;
    audit: AuditService;
    auth: AuthService;
    jobs: JobsService;
  },
) {
  const { config, clock, log } = infra;
  const repo = createOwnershipRepo(infra.database.db, { cacheRows: infra.cacheRows });
  const ownership = createOwnershipService({
    repo,
    profiles: deps.trustBadge.profiles,
    auth: deps.auth,
    audit: deps.audit,
    mailer: deps.messaging.mailer,
    jobs: deps.jobs,
    bios: createBioReader(deps.lookups.providers),
    demoBios: deps.lookups.source === 'demo' ? deps.lookups.demoBios : null,
    transaction: infra.transaction,
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    log,
  });
  // A database that is down at start must not stop the server (it answers 502 on /api/ready
  // until the database is back); the demo bios then load with the next start.
  await ownership.loadDemoBios().catch((err: unknown) => {
    log.error({ err }, 'loading the demo bios failed; the demo provider shows generated bios');
  });
  // Export: proofs, the person page, edited demo bios. Erasure: proofs forget the account, its
  // demo bios go (the person page goes with the user row).
  infra.personalData.register({
    module: 'ownership',
    collect: async (who) => ({ records: await repo.personalDataOf(who) }),
    forget: (who, tx) => repo.forgetUser(who.userId, tx),
  });
  const credentials = await createCredentialsService({
    repo: createCredentialsRepo(infra.database.db),
    profiles: deps.trustBadge.profiles,
    ownership,
    audit: deps.audit,
    keys: deps.trustBadge.signingKeys,
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  return { repo, ownership, credentials };
}
