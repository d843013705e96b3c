import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading state of a lookup: a spinner and a status line screen readers announce. */
export function LookupLoading({ label }: { label?: string }) {
  const { t } = useTranslation('lookup');
  return (
    <Group gap="sm" aria-busy="true" py="sm">
      <Loader size="sm" aria-hidden="true" />
      <Text role="status">{label ?? t('loading')}</Text>
    </Group>
  );
}
