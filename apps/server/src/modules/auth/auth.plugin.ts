import type { Infrastructure } from '../../composition/infrastructure';
import { defineModule, provide } from '../../composition/module-plugin';
import type { Mailer } from '../../integrations/mail/mailer';
import { createImageUrls, type ImageUrls } from '../../lib/image-hosts';
import { loadJwtSecret } from '../../lib/jwt-secret';
import type { AuditService } from '../audit/audit.service';
import { createAuthRepo } from './auth.repo';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { createSessionCheck } from './session-check';
import { createTokenSigner, type TokenSigner } from './tokens';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    auth: AuthService;
    /** Access tokens (the request authentication in plugins/auth.ts verifies them). */
    tokens: TokenSigner;
    /** Signed proxied picture addresses (a key derived from the same server secret). */
    imageUrls: ImageUrls;
  }
}

/** Sign-in: users, sessions, access tokens. Also used by the CLI (admin-create). */
export function createAuth(infra: Infrastructure, deps: { audit: AuditService; mailer: Mailer }) {
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
    mailer: deps.mailer,
    tokens,
    sessions,
    later: (name, task) => infra.afterReply.run(name, task),
    clock,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    log,
  });
  return { auth, tokens, imageUrls };
}

export const authPlugin = defineModule('auth', ['audit', 'outbox'], async (app, { infra }) => {
  const { audit, mailer } = app.services;
  provide(app, createAuth(infra, { audit, mailer }));
  return { api: [authRoutes] };
});
