import type { JobsService } from '../modules/jobs/jobs.service';
import type { LookupsService } from '../modules/lookups/lookups.service';
import type { AuditService } from '../modules/audit/audit.service';
import type { AuthService } from '../modules/auth';
import type { ProfilesService } from '../modules/profiles';
import { createPrivacyRepo } from '../modules/privacy/privacy.repo';
import { createPrivacyService, type PrivacyOwners } from '../modules/privacy/privacy.service';
import type { Infrastructure } from './infrastructure';

/** Data-subject rights: account erasure (and the export job). */
export function createPrivacyModule(
  infra: Infrastructure,
  deps: {
    auth: AuthService;
    profiles: ProfilesService;
    audit: AuditService;
    jobs: JobsService;
    lookups: LookupsService;
    owners: PrivacyOwners;
  },
) {
  const repo = createPrivacyRepo(infra.database.db);
  const privacy = createPrivacyService({
    repo,
    auth: deps.auth,
    profiles: deps.profiles,
    personalData: infra.personalData,
    audit: deps.audit,
    storage: infra.storage,
    exports: infra.exportStorage,
    jobs: deps.jobs,
    lookups: deps.lookups,
    owners: deps.owners,
    clock: infra.clock,
    lookupRetentionDays: infra.config.LOOKUP_RETENTION_DAYS,
    transaction: infra.transaction,
    log: infra.log,
  });
  return { repo, privacy };
}
