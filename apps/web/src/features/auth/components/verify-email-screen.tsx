import { Alert, Button, Group } from '@mantine/core';
import { verifyEmailQuerySchema } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVerifyEmail } from '../api/verify-email';
import { AuthPage } from './auth-page';
import { ResendVerificationForm } from './resend-verification-form';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { useLinkToken } from '../../../lib/use-link-token';
import { Loading } from '../../../components/loading';

/**
 * Opened from the link in the verification e-mail (`#/verify-email?token=`). The token works
 * once, so it is sent once (useLinkToken).
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const verify = useVerifyEmail();
  const { wellFormed } = useLinkToken(verifyEmailQuerySchema, verify.mutate);

  const toLogin = (
    <Group>
      <Button component={Link} to="/login" variant={verify.isSuccess ? 'filled' : 'default'}>
        {t('verify.toLogin')}
      </Button>
    </Group>
  );

  if (!wellFormed || verify.isError) {
    return (
      <AuthPage title={t('verify.title')}>
        <Alert color="red" title={t('verify.failedTitle')}>
          {wellFormed
            ? errorText(verify.error, {
                ...otherwise('auth:verify.retryLater'),
                INVALID_TOKEN: 'auth:verify.invalidLink',
              })
            : t('verify.missingToken')}
        </Alert>
        <ResendVerificationForm />
        {toLogin}
      </AuthPage>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthPage title={t('verify.title')}>
        <Alert color="teal" role="status">
          {t('verify.success')}
        </Alert>
        {toLogin}
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('verify.title')}>
      <Loading text={t('verify.checking')} py="md" />
    </AuthPage>
  );
}
