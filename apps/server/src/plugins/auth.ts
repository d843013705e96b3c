import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { ServerClaims, SessionState, TokenSigner } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; only read it on routes that run it. */
    user: ServerClaims;
  }
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, res: FastifyReply) => Promise<void>;
    requireAdmin: (req: FastifyRequest, res: FastifyReply) => Promise<void>;
    /**
     * On a route that ran `authenticate`: whether the caller is an admin, by `requireAdmin`'s
     * check (it re-reads the session's role) as a yes/no, for routes that show admins more.
     */
    isAdmin: (req: FastifyRequest, res: FastifyReply) => Promise<boolean>;
    /** The claims of a validly signed bearer token, if the request carries one; no session check. */
    bearerClaims: (req: FastifyRequest) => Promise<ServerClaims | null>;
  }
}

const bearerToken = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  return (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1];
};

/**
 * Bearer-JWT authentication. `authenticate` checks the signed claims and then that the
 * token's session is still live (logout, a password reset or the account's deletion end it at
 * once; it ends 30 days after sign-in whatever the refreshes) and takes the user's role from the
 * database (cached with the session, rewritten on a role change), never from the token: a
 * demoted admin loses `requireAdmin` and every operator check at once (issue 20 §3).
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    tokens: Pick<TokenSigner, 'verifyAccess'>;
    /** The session's state when live (see session-check.ts), else null. */
    sessionState: (sid: string) => Promise<SessionState | null>;
  },
) {
  app.decorateRequest('user', null as unknown as ServerClaims);

  const authenticate = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims)
      throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    const session = await deps.sessionState(claims.sid);
    if (!session || session.userId !== claims.sub)
      throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    // The role of now, not of the sign-in (the token's may be up to 15 minutes old).
    req.user = { ...claims, role: session.role };
  };

  app.decorate('authenticate', authenticate);
  app.decorate('bearerClaims', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    return token ? deps.tokens.verifyAccess(token) : null;
  });
  const requireAdmin = async (req: FastifyRequest) => {
    await authenticate(req);
    if (req.user.role !== 'admin')
      throw new AppError('FORBIDDEN', 'This needs an operator account.');
  };
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('isAdmin', (req: FastifyRequest) =>
    req.user.role === 'admin'
      ? requireAdmin(req).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false),
  );
}
