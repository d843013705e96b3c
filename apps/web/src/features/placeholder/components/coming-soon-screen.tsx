import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen a later issue builds: its title and one line saying so, nothing invented. */
export function ComingSoonScreen({ titleKey }: { titleKey: `screens.${string}` }) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="xs">
      <Title order={1}>{t(titleKey)}</Title>
      <Text>{t('comingSoon.notice')}</Text>
    </Stack>
  );
}
