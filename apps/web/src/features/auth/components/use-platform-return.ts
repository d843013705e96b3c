import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setToken } from '../../../lib/session';
import { useExchangeCode } from '../api/platform-sign-in';

/**
 * The return from a platform's consent page (spec 000 §2.3): `/oauth/return` hands `code` and
 * `state` (or `error`) to `/#/login?…`; they are sent to the server once. Signed in: the token
 * is stored and the dashboard opens; linked: the linked accounts screen opens.
 */
export function usePlatformReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exchange = useExchangeCode();
  const params = new URLSearchParams(location.search);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  const returning = Boolean(state && (code || error));
  // Sent once even when React runs the effect twice: a state is spent by its first use.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!returning || !state || sent.current === state) return;
    sent.current = state;
    exchange.mutate(
      { state, ...(code ? { code } : { error: error ?? 'access_denied' }) },
      {
        onSuccess: (reply) => {
          if (reply.mode === 'signed_in') {
            queryClient.clear();
            setToken(reply.token);
            void navigate('/dashboard', { replace: true });
          } else {
            void queryClient.invalidateQueries({ queryKey: ['linked-accounts'] });
            void navigate('/linked-accounts', { replace: true });
          }
        },
        // The code must not stay in the address bar (or the history) after a failure.
        onError: () => void navigate('/login', { replace: true, state: location.state }),
      },
    );
  }, [returning, state, code, error, exchange, navigate, queryClient, location.state]);

  return { pending: returning && !exchange.isError, error: exchange.error };
}
