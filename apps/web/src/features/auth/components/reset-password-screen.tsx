import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { resetPasswordInputSchema } from '@vigil/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useResetPassword } from '../api/reset-password';
import { PASSWORD_MISMATCH, useFieldError } from '../errors';
import { AuthPage } from './auth-page';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { formFields } from '../../../lib/form-errors';

/** The server's password rule plus a repeated entry that must match. */
const resetFormSchema = resetPasswordInputSchema
  .pick({ inputPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.inputPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_MISMATCH,
  });
type ResetForm = z.infer<typeof resetFormSchema>;

/** Opened from the link in the reset e-mail (`#/reset-password?token=`). */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = resetPasswordInputSchema.shape.token.safeParse(token).success;
  const reset = useResetPassword();
  const fieldError = useFieldError();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { inputPassword: '', confirmPassword: '' },
  });
  const field = formFields(form, fieldError);

  const toLogin = (
    <Text size="sm">
      <Anchor component={Link} to="/login" fw={600}>
        {t('reset.toLogin')}
      </Anchor>
    </Text>
  );

  if (!wellFormed) {
    return (
      <AuthPage title={t('reset.title')}>
        <Alert color="red" title={t('reset.failedTitle')}>
          {t('reset.missingToken')}
        </Alert>
        {toLogin}
      </AuthPage>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthPage title={t('reset.title')}>
        <Alert color="teal" role="status">
          {t('reset.success')}
        </Alert>
        <Button component={Link} to="/login">
          {t('reset.toLogin')}
        </Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('reset.title')}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ inputPassword }) => reset.mutate({ token, inputPassword }))}
      >
        <Stack>
          <PasswordInput
            label={t('reset.password')}
            description={t('reset.passwordHint')}
            autoComplete="new-password"
            required
            {...field('inputPassword')}
          />
          <PasswordInput
            label={t('reset.confirm')}
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
          {reset.isError && (
            <Alert color="red" title={t('reset.failedTitle')}>
              {errorText(reset.error, {
                ...otherwise('auth:reset.retryLater'),
                INVALID_TOKEN: 'auth:reset.invalidLink',
              })}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
          {toLogin}
        </Stack>
      </form>
    </AuthPage>
  );
}
