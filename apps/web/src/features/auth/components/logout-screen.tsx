import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../../lib/session';
import { AuthPage } from './auth-page';
import { Loading } from '../../../components/loading';

/**
 * /logout (spec 000 §2.3): revokes the refresh cookie, clears every session key, the cached
 * server data and open notices, then opens /login, which shows 'logout works!'.
 */
export function LogoutScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      // The browser side is cleared even when the server cannot be reached.
      .catch(() => undefined)
      .then(() => {
        queryClient.clear();
        notifications.clean();
        return navigate('/login', { replace: true, state: { loggedOut: true } });
      });
  }, [navigate, queryClient]);

  return (
    <AuthPage title={t('login.title')}>
      <Loading text={t('logout.pending')} py="md" />
    </AuthPage>
  );
}
