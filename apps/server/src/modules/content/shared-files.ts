import type { Clock } from '../../lib/clock';
import type { ImageUrls } from '../../lib/image-hosts';

/** The path of a content file for `<img>` elements, valid with a signature. */
export const sharedFilePath = (name: string) => `/api/content/shared/${name}`;
/** How long a signed file address lasts: 10 to 20 minutes (rounded, so it can be cached). */
export const SHARED_FILE_TTL_S = 600;

/**
 * Short-lived signed addresses of private content files. Content files are served only to their
 * owner and operators; the image review shows uploads in `<img>` elements, which send no token,
 * so the server hands operators an address that carries its own proof (an HMAC of path and
 * expiry with the server secret) instead.
 */
export function createSharedFiles(deps: { imageUrls: ImageUrls; clock: Clock }) {
  const now = () => deps.clock.now().getTime();
  return {
    /** The signed address of the stored file `name` (valid 10 to 20 minutes). */
    src: (name: string) =>
      deps.imageUrls.signedPath(sharedFilePath(name), now(), SHARED_FILE_TTL_S),
    /** Whether `exp` and `sig` sign `name` and have not expired; the seconds left if so. */
    secondsLeft(name: string, exp: number, sig: string): number | null {
      if (!deps.imageUrls.verifyPath(sharedFilePath(name), exp, sig, now())) return null;
      return Math.max(0, Math.floor(exp - now() / 1000));
    },
  };
}
export type SharedFiles = ReturnType<typeof createSharedFiles>;
