import type { AuditService } from '../modules/audit/audit.service';
import type { AuthService } from '../modules/auth';
import type { ProfilesService } from '../modules/profiles';
import { createPrivacyRepo } from '../modules/privacy/privacy.repo';
import { createPrivacyService } from '../modules/privacy/privacy.service';
import type { Infrastructure } from './infrastructure';

/** Data-subject rights: account erasure (and the export job). */
export function createPrivacyModule(
  infra: Infrastructure,
  deps: { auth: AuthService; profiles: ProfilesService; audit: AuditService },
) {
  const repo = createPrivacyRepo(infra.database.db);
  const privacy = createPrivacyService({
    repo,
    auth: deps.auth,
    profiles: deps.profiles,
    audit: deps.audit,
    storage: infra.storage,
    transaction: infra.transaction,
    log: infra.log,
  });
  return { repo, privacy };
}
