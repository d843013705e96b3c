import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../api/forgot-password';
import { useEmailForm } from './use-email-form';
import { useErrorText } from '../../../lib/error-text';
import { DialogActions } from '../../../components/dialog-actions';

function ForgotPasswordForm({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const forgot = useForgotPassword();
  const { form, emailProps } = useEmailForm(initialEmail);

  if (forgot.isSuccess) {
    return (
      <Stack>
        <Alert color="teal" role="status">
          {t(forgot.data.delivery === 'outbox' ? 'forgot.sentOutbox' : 'forgot.sent')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('forgot.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((input) => forgot.mutate(input))}>
      <Stack>
        <Text size="sm">{t('forgot.intro')}</Text>
        <TextInput label={t('forgot.email')} data-autofocus {...emailProps} />
        {forgot.isError && (
          <Alert color="red" title={t('forgot.failed')}>
            {errorText(forgot.error)}
          </Alert>
        )}
        <DialogActions
          cancel={t('forgot.close')}
          onCancel={onClose}
          confirm={t('forgot.submit')}
          loading={forgot.isPending}
        />
      </Stack>
    </form>
  );
}

/**
 * 'Forgot password?' (spec 000 §2.3 shows no behaviour): asks for the address and requests a
 * reset link. The reply is the same for known and unknown addresses.
 */
export function ForgotPasswordModal({
  opened,
  onClose,
  initialEmail,
}: {
  opened: boolean;
  onClose: () => void;
  initialEmail: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('forgot.title')}
      centered
      closeButtonProps={{ 'aria-label': t('forgot.close') }}
    >
      {/* Mounted only while open, so every opening starts with a fresh form and request. */}
      <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />
    </Modal>
  );
}
