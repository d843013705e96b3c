import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { FollowerAuditResult } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { DemoTag } from '../../../components/provenance';
import { formatNumber, formatShare } from './format';

export type AuditResultsProps = {
  result: FollowerAuditResult;
  /** What the results are named by: the profile name if given, else the handle. */
  name: string;
  onCancel: () => void;
  cancelling: boolean;
};

/**
 * A follower audit: live progress (sampled n of N, a progress bar, cancel) while it runs; once
 * done, the pie chart of real vs fake followers and the 95 % interval in words.
 */
export function AuditResults({ result, name, onCancel, cancelling }: AuditResultsProps) {
  const { t, i18n } = useTranslation('followers');
  const lang = i18n.language;
  const active = result.status === 'queued' || result.status === 'running';
  const { done, total, percent } = result.progress;

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="audit-title" data-testid="audit">
      <Stack gap="sm">
        <Group gap={6} align="center" wrap="wrap">
          <Title order={2} id="audit-title" size="h3" style={{ overflowWrap: 'anywhere' }}>
            {t('result.title', { name })}
          </Title>
          <DemoTag source={result.source} />
        </Group>
        {active && (
          <Stack gap="xs" data-testid="audit-progress">
            <Text aria-live="polite">
              {total === null
                ? t('progress.queued')
                : t('progress.sampled', {
                    done: formatNumber(done, lang),
                    total: formatNumber(total, lang),
                  })}
            </Text>
            <Progress value={percent ?? 0} aria-label={t('progress.label')} animated size="lg" />
            <Group>
              <Button variant="default" onClick={onCancel} loading={cancelling}>
                {t('progress.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        {result.status === 'cancelled' && <Text role="status">{t('progress.cancelled')}</Text>}
        {result.status === 'failed' && (
          <Text c="red.9" role="alert">
            {t('progress.failed')}
          </Text>
        )}
        {result.status === 'succeeded' &&
          result.total_followers !== null &&
          result.fake_followers !== null &&
          result.real_followers !== null && (
            <Stack gap="sm" data-testid="audit-result">
              <Text fw={500}>
                {t('result.summary', {
                  fake: formatNumber(result.fake_followers, lang),
                  total: formatNumber(result.total_followers, lang),
                  share: formatShare(result.fake_share ?? 0, lang),
                })}
              </Text>
              <Text>
                {t('result.interval', {
                  low: formatShare(result.ci95_low ?? 0, lang),
                  high: formatShare(result.ci95_high ?? 0, lang),
                  n: formatNumber(result.sample_size ?? 0, lang),
                })}
              </Text>
              {(result.insufficient ?? 0) > 0 && (
                <Text size="sm" c="gray.7">
                  {t('result.insufficient', { count: result.insufficient ?? 0 })}
                </Text>
              )}
              <Chart
                kind="doughnut"
                title={t('result.chart', { name })}
                width={400}
                height={400}
                labels={[t('result.real'), t('result.fake')]}
                series={[
                  {
                    label: t('result.accounts'),
                    values: [result.real_followers, result.fake_followers],
                  },
                ]}
                categoryAxisLabel={t('result.accounts')}
              />
            </Stack>
          )}
      </Stack>
    </Paper>
  );
}
