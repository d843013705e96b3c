import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { loginInputSchema, type LoginInput } from '@vigil/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { setToken, takeLogoutReason } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { useFieldError } from '../errors';
import { AuthPage } from './auth-page';
import { ForgotPasswordModal } from './forgot-password-modal';
import { PlatformSignIn } from './platform-sign-in';
import { usePlatformReturn } from './use-platform-return';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { formFields } from '../../../lib/form-errors';
import { Loading } from '../../../components/loading';

/** What other screens pass to /login: the guard's `from`, logout's and register's outcome. */
const loginStateSchema = z
  .object({
    from: z.string().optional(),
    loggedOut: z.boolean().optional(),
    /** Register's outcome: where the verification mail went (`true`: an older tab's state). */
    registered: z.union([z.literal(true), z.enum(['smtp', 'outbox'])]).optional(),
    /** Set by the guard when a signed-in user opened an operator screen. */
    denied: z.boolean().optional(),
  })
  .catch({});

/** Only paths inside the app, and never back to the sign-in screens themselves. */
function target(from: string | undefined) {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return '/dashboard';
  if (['/login', '/logout', '/register'].includes(from)) return '/dashboard';
  return from;
}

/**
 * Login (spec 000 §2.3, §8): e-mail and password; failure shows 'Fehler!' with the server's
 * message or 'Login fehlgeschlagen'. Success stores the access token and opens the dashboard
 * (or the screen the guard came from). The photo-sharing (Instagram) and social (Facebook)
 * sign-in buttons show for the platforms the server has configured; the platform's return
 * (`?code=&state=`) is exchanged here.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const session = useSession();
  const location = useLocation();
  const state = loginStateSchema.parse(location.state ?? {});
  const queryClient = useQueryClient();
  // Read once: why the previous session ended (e.g. the 401 that ended it, in words by code).
  const [sessionEnd] = useState(() => takeLogoutReason());
  const sessionNotice =
    sessionEnd === undefined
      ? undefined
      : typeof sessionEnd === 'string'
        ? sessionEnd
        : errorText(sessionEnd);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [signedInHere, setSignedInHere] = useState(false);
  const login = useLogin();
  const resend = useResendVerification();
  const fieldError = useFieldError();
  const form = useForm<z.input<typeof loginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { inputEmail: '', inputPassword: '' },
  });
  const field = formFields(form, fieldError);

  const platformReturn = usePlatformReturn();

  // A user refused an operator screen stays here (to sign in as an operator) instead of
  // bouncing between the guard and this screen.
  if (session && !platformReturn.pending && (!state.denied || signedInHere)) {
    return <Navigate to={target(state.from)} replace />;
  }

  if (platformReturn.pending) {
    return (
      <AuthPage title={t('login.title')}>
        <Loading text={t('login.platformPending')} />
      </AuthPage>
    );
  }

  const onSubmit = form.handleSubmit((input) => {
    resend.reset();
    login.mutate(input, {
      onSuccess: ({ token }) => {
        // A new session never sees what the previous one had cached.
        queryClient.clear();
        // The re-render with a session redirects (see above).
        setSignedInHere(true);
        setToken(token);
      },
    });
  });

  const notVerified = login.error instanceof ApiError && login.error.code === 'EMAIL_NOT_VERIFIED';

  return (
    <AuthPage title={t('login.title')}>
      {state.loggedOut && (
        <Alert color="teal" role="status">
          {t('login.loggedOut')}
        </Alert>
      )}
      {state.registered && (
        <Alert color="teal" role="status">
          {t(state.registered === 'outbox' ? 'login.registeredOutbox' : 'login.registered')}
        </Alert>
      )}
      {platformReturn.error && (
        <Alert color="red" title={t('login.platformFailed')}>
          {errorText(platformReturn.error)}
        </Alert>
      )}
      {sessionNotice && (
        <Alert color="blue" role="status" title={t('login.sessionEnded')}>
          {sessionNotice}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label={t('login.username')}
            type="email"
            autoComplete="username"
            required
            {...field('inputEmail')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            {...field('inputPassword')}
          />
          {session && state.denied && (
            <Alert color="yellow" role="status">
              {t('login.denied')}{' '}
              <Anchor component={Link} to="/dashboard">
                {t('login.backToDashboard')}
              </Anchor>
            </Alert>
          )}
          {/* Alerts have role="alert"/"status": screen readers announce them as they appear. */}
          {login.isError && (
            <Alert color="red" title={t('login.errorTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorText(login.error, otherwise('auth:login.failed'))}</Text>
                {notVerified && !resend.isSuccess && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={resend.isPending}
                    onClick={() => resend.mutate({ inputEmail: form.getValues('inputEmail') })}
                  >
                    {t('login.resend')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {resend.isSuccess && (
            <Alert color="teal" role="status">
              {t(resend.data.delivery === 'outbox' ? 'login.resendSentOutbox' : 'login.resendSent')}
            </Alert>
          )}
          {resend.isError && (
            <Alert color="red">{errorText(resend.error, otherwise('auth:login.failed'))}</Alert>
          )}
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" px={0} onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </Button>
            <Text size="sm">
              {t('login.noAccount')}{' '}
              <Anchor component={Link} to="/register" fw={600}>
                {t('login.registerNow')}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
      <PlatformSignIn />
      <ForgotPasswordModal
        opened={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={form.getValues('inputEmail')}
      />
    </AuthPage>
  );
}
