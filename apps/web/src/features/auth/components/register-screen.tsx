import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { registerInputSchema, type RegisterInput } from '@vigil/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useRegister } from '../api/register';
import { useFieldError } from '../errors';
import { AuthPage } from './auth-page';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { formFields } from '../../../lib/form-errors';

/** Long enough to read the success message before the login screen opens. */
export const REDIRECT_AFTER_REGISTER_MS = 1500;

/**
 * Register (spec 000 §2.4, §8): e-mail and password, validated with the server's schema.
 * Success shows 'Success! E-mail sent, please verify the email' and goes to /login; failure
 * shows the server's message or 'Failed to register'.
 */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const registration = useRegister();
  const form = useForm<z.input<typeof registerInputSchema>, unknown, RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { inputEmail: '', inputPassword: '' },
  });
  const field = formFields(form, fieldError);

  useEffect(() => {
    if (!registration.isSuccess) return;
    const id = setTimeout(
      () =>
        void navigate('/login', { state: { registered: registration.data?.delivery ?? 'smtp' } }),
      REDIRECT_AFTER_REGISTER_MS,
    );
    return () => clearTimeout(id);
  }, [registration.isSuccess, registration.data, navigate]);

  return (
    <AuthPage title={t('register.title')} subtitle={t('register.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((input) => registration.mutate(input))}>
        <Stack>
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            required
            {...field('inputEmail')}
          />
          <PasswordInput
            label={t('register.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            {...field('inputPassword')}
          />
          {registration.isSuccess && (
            <Alert color="teal" role="status">
              {t(
                registration.data?.delivery === 'outbox'
                  ? 'register.successOutbox'
                  : 'register.success',
              )}
            </Alert>
          )}
          {registration.isError && (
            <Alert color="red">
              {errorText(registration.error, otherwise('auth:register.failed'))}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            loading={registration.isPending}
            disabled={registration.isSuccess}
          >
            {t('register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {t('register.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
