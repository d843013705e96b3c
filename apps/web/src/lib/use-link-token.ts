import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The `?token=` of a single-use link from an e-mail (verify an address, confirm an address
 * change): `send` runs once per well-formed token, also under StrictMode's double effects, so a
 * link is never spent twice by one page.
 */
export function useLinkToken(
  isWellFormed: (token: string) => boolean,
  send: (token: string) => void,
) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = isWellFormed(token);
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    send(token);
  }, [wellFormed, token, send]);
  return { wellFormed };
}
