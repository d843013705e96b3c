import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCredentialInfo } from '../api/ownership';

/** The badge as a verifiable credential (issue 13 §4): download it, check it, see if revoked. */
export function CredentialSection({ id }: { id: string }) {
  const { t } = useTranslation('badge');
  const info = useCredentialInfo(id);
  const revoked = info.data?.state === 'revoked';
  return (
    <Stack gap={4} mt="md">
      <Title order={2} size="h4">
        {t('credential.title')}
      </Title>
      <Text size="sm" maw={640}>
        {t('credential.explain')}
      </Text>
      {revoked ? (
        <Text size="sm" c="red" role="status">
          {t('credential.revoked')}
        </Text>
      ) : (
        <Group gap="md">
          <Anchor
            href={`/api/profile/${encodeURIComponent(id)}/credential`}
            download={`vigil-badge-${id}.jwt`}
            fw={600}
          >
            {t('credential.download')}
          </Anchor>
          <Anchor component={Link} to="/verify-credential">
            {t('credential.verify')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
