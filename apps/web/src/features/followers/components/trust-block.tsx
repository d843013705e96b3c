import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { reasonText, type ProfileTrust } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { DemoTag } from '../../../components/provenance';
import { formatDateTime, trustLanguage } from './format';

/**
 * The trust block (spec 002): the trust score, a 'possibly fake' warning when fake, the reasons
 * when there are any, the profile image (width 100) when there is one, the confidence and the
 * data time.
 */
export function TrustBlock({ trust }: { trust: ProfileTrust }) {
  const { t, i18n } = useTranslation('followers');
  const lang = trustLanguage(i18n.language);
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      aria-labelledby="trust-title"
      data-testid="trust-block"
    >
      <Stack gap="sm">
        <Title order={2} id="trust-title" size="h3">
          {t('trust.title')}
        </Title>
        <Group align="flex-start" wrap="wrap" gap="md">
          {trust.profile_image_url && (
            <img
              src={trust.profile_image_url}
              width={100}
              style={{ height: 'auto', borderRadius: 4 }}
              alt={t('trust.image', { username: trust.username })}
              referrerPolicy="no-referrer"
            />
          )}
          <Stack gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Group gap={6} align="center" wrap="wrap">
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                @{trust.username}
              </Text>
              <DemoTag source={trust.source} />
            </Group>
            <Text fw={700} size="xl" data-testid="trust-score">
              {t('trust.score', { score: trust.trust_score })}
            </Text>
            <Text size="sm" c="gray.7" data-testid="trust-confidence">
              {t(`trust.confidence.${trust.confidence}`)}
            </Text>
            <Text size="sm" c="gray.7">
              {t('trust.dataAsOf', { time: formatDateTime(trust.data_as_of, i18n.language) })}
            </Text>
          </Stack>
        </Group>
        {trust.fake && (
          <Alert color="red" title={t('trust.possiblyFake')} data-testid="possibly-fake">
            {t('trust.possiblyFakeHint')}
          </Alert>
        )}
        {trust.reasons.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('trust.reasons')}
            </Title>
            <List data-testid="trust-reasons">
              {trust.reasons.map((r) => (
                <List.Item key={r.code}>
                  {reasonText(r.code, r.value, lang)}
                  {r.effect !== 'none' && (
                    <Text span size="sm" c="gray.7">
                      {' '}
                      ({t(`trust.effect.${r.effect}`)})
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
