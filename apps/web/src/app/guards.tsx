import type { AccessClaims } from '@vigil/shared/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/use-session';
import type { Access } from '../lib/feature-manifest';

/** The guard's rule as a plain function: may this session open a screen of this access? */
export function canOpen(access: Access, session: Pick<AccessClaims, 'role'> | null): boolean {
  if (access === 'public') return true;
  if (!session) return false;
  return access === 'user' || session.role === 'admin';
}

/**
 * Signed-in screens send visitors to /login; operator screens send everyone who is not an
 * admin to /login (spec 000 §2.1, the "always-deny" reading applied to non-admins only).
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (canOpen(access, session)) return children;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Navigate to="/login" replace state={{ denied: true }} />;
}
