import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { emailInputSchema, type EmailInput } from '@vigil/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useResendVerification } from '../api/resend-verification';
import { useFieldError } from '../errors';
import { otherwise, useErrorText } from '../../../lib/error-text';

/** Asks for the address and sends a new verification link (a used or expired link). */
export function ResendVerificationForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const resend = useResendVerification();
  const form = useForm<z.input<typeof emailInputSchema>, unknown, EmailInput>({
    resolver: zodResolver(emailInputSchema),
    defaultValues: { inputEmail: '' },
  });

  if (resend.isSuccess) {
    return (
      <Alert color="teal" role="status">
        {t(resend.data.delivery === 'outbox' ? 'verify.resendSentOutbox' : 'verify.resendSent')}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((input) => resend.mutate(input))}>
      <Stack gap="sm">
        <Text size="sm">{t('verify.resendIntro')}</Text>
        <TextInput
          label={t('verify.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(form.formState.errors.inputEmail)}
          {...form.register('inputEmail')}
        />
        {resend.isError && (
          <Alert color="red">{errorText(resend.error, otherwise('auth:forgot.failed'))}</Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={resend.isPending}>
            {t('verify.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
