import { createImageUrls } from '../lib/image-hosts';
import { loadJwtSecret } from '../lib/jwt-secret';
import { createAccountsRepo } from '../modules/accounts/accounts.repo';
import { createAccountsService } from '../modules/accounts/accounts.service';
import type { AuditService } from '../modules/audit/audit.service';
import { createAuthRepo } from '../modules/auth/auth.repo';
import { createAuthService } from '../modules/auth/auth.service';
import { createSessionCheck } from '../modules/auth/session-check';
import { createTokenSigner } from '../modules/auth/tokens';
import type { Infrastructure } from './infrastructure';
import type { MessagingModule } from './messaging';

/** Sign-in and the signed-in account: users, sessions, access tokens, mobile verification. */
export function createIdentityModule(
  infra: Infrastructure,
  deps: { messaging: MessagingModule; audit: AuditService },
) {
  const { config, clock, log } = infra;
  const repo = createAuthRepo(infra.database.db, { cacheRows: infra.cacheRows });
  const secret = loadJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const tokens = createTokenSigner({ secret });
  // Proxied picture addresses are signed with a key derived from the same server secret.
  const imageUrls = createImageUrls({ secret });
  const sessions = createSessionCheck({
    load: async (sid) => {
      const row = await repo.liveSession(sid);
      return (
        row && {
          userId: row.userId,
          role: row.role,
          startedAt: row.createdAt.getTime(),
          signedInWith: row.signedInWith,
        }
      );
    },
    now: () => clock.now(),
    redis: infra.redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    cacheInProcess: infra.cacheRows,
    log,
  });
  const auth = createAuthService({
    repo,
    audit: deps.audit,
    mailer: deps.messaging.mailer,
    tokens,
    sessions,
    later: (name, task) => infra.afterReply.run(name, task),
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    log,
  });
  const accounts = createAccountsService({
    repo: createAccountsRepo(infra.database.db),
    audit: deps.audit,
    auth,
    sms: deps.messaging.sms,
    mailer: deps.messaging.mailer,
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  return { repo, tokens, auth, accounts, imageUrls };
}
