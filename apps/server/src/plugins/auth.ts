import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { ServerClaims, TokenSigner } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; only read it on routes that run it. */
    user: ServerClaims;
  }
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, res: FastifyReply) => Promise<void>;
    requireAdmin: (req: FastifyRequest, res: FastifyReply) => Promise<void>;
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
 * once); `requireAdmin` also re-reads the role, so a demoted or deleted admin loses access at
 * once.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    tokens: TokenSigner;
    isSessionLive: (sid: string) => Promise<boolean>;
    roleOf: (userId: string) => Promise<string | undefined>;
  },
) {
  app.decorateRequest('user', null as unknown as ServerClaims);

  const authenticate = async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims)
      throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
    if (!(await deps.isSessionLive(claims.sid)))
      throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    req.user = claims;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('bearerClaims', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    return token ? deps.tokens.verifyAccess(token) : null;
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    await authenticate(req);
    if (req.user.role !== 'admin')
      throw new AppError('FORBIDDEN', 'This needs an operator account.');
    const role = await deps.roleOf(req.user.sub);
    if (!role) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    if (role !== 'admin') {
      throw new AppError('FORBIDDEN', 'This needs an operator account.');
    }
  });
}
