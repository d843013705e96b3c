import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../api/resend-verification';
import { useEmailForm } from './use-email-form';
import { otherwise, useErrorText } from '../../../lib/error-text';

/** Asks for the address and sends a new verification link (a used or expired link). */
export function ResendVerificationForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const resend = useResendVerification();
  const { form, emailProps } = useEmailForm();

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
        <TextInput label={t('verify.email')} {...emailProps} />
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
