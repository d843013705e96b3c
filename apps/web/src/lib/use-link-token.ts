import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The `?token=` of a single-use link from an e-mail (verify an address, confirm an address
 * change): checked with the endpoint's input schema, and sent once per well-formed token with
 * the mutation's `mutate` (stable across renders), also under StrictMode's double effects, so a
 * link is never spent twice by one page.
 */
export function useLinkToken(
  schema: { safeParse: (input: { token: string }) => { success: boolean } },
  mutate: (input: { token: string }) => void,
) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = schema.safeParse({ token }).success;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [wellFormed, token, mutate]);
  return { wellFormed };
}
