import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What went wrong with the last action (an upload, a deletion), until the admin closes it. */
export function FailureAlert({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('verifyProfiles');
  if (!message) return null;
  return (
    <Alert color="red" withCloseButton closeButtonLabel={t('alerts.close')} onClose={onClose}>
      {message}
    </Alert>
  );
}
