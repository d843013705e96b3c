import { Badge, Button, Code, Group, Stack, Table, Text, type MantineColor } from '@mantine/core';
import type { ProviderStatusDto, ProviderTestReply } from '@vigil/shared/providers';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { useProvidersStatus, useProviderTest } from '../api/providers';

type Health = 'ok' | 'failing' | 'unknown';

/** Failing when the last failure is later than the last success. */
function healthOf(p: ProviderStatusDto): Health {
  if (p.lastFailure && (!p.lastSuccessAt || p.lastFailure.at > p.lastSuccessAt)) return 'failing';
  return p.lastSuccessAt ? 'ok' : 'unknown';
}
const healthColor: Record<Health, MantineColor> = { ok: 'green', failing: 'red', unknown: 'gray' };
/** Badges say their whole word (Mantine cuts a long label short by default). */
const badgeStyles = { label: { overflow: 'visible' } } as const;
const modeColor: Record<ProviderStatusDto['mode'], MantineColor> = {
  live: 'blue',
  demo: 'yellow',
  'not-configured': 'gray',
};

/** The row's test: a button, its progress and its result, announced to screen readers. */
function ProviderTest({ provider }: { provider: ProviderStatusDto }) {
  const { t } = useTranslation('providers');
  const errorText = useErrorText();
  const test = useProviderTest(provider.platform);
  const result = (r: ProviderTestReply) =>
    r.ok
      ? t('test.ok', { account: r.account, ms: r.durationMs })
      : t('test.failed', {
          account: r.account,
          reason: `${r.reason ? t(`reasons.${r.reason}`) : ''}${
            r.status ? ` (${t('httpStatus', { status: r.status })})` : ''
          }`,
        });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="compact-sm"
        variant="default"
        loading={test.isPending}
        disabled={provider.mode === 'not-configured'}
        aria-label={t('test.label', { platform: provider.name })}
        onClick={() => test.mutate()}
      >
        {t('test.button')}
      </Button>
      <Text size="xs" role="status" aria-live="polite" maw={260}>
        {test.isPending
          ? t('test.running', { account: provider.testAccount })
          : test.data
            ? result(test.data)
            : test.error
              ? t('test.error', { reason: errorText(test.error) })
              : ''}
      </Text>
    </Stack>
  );
}

function ProviderRow({ provider: p }: { provider: ProviderStatusDto }) {
  const { t } = useTranslation('providers');
  const time = useFormat().timestamp;
  const health = healthOf(p);
  const failure = p.lastFailure;
  const n = (v: number | null) => (v === null ? t('unknownNumber') : String(v));
  return (
    <Table.Tr data-testid={`provider-${p.platform}`}>
      <Table.Th scope="row" style={{ fontWeight: 'normal' }}>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {p.name}
          </Text>
          {p.alsoServes.length > 0 && (
            <Text size="xs" c="gray.7">
              {t('alsoServes', {
                screens: p.alsoServes
                  .map((s) => (s === 'social-profile' ? t('screens.social-profile') : s))
                  .join(', '),
              })}
            </Text>
          )}
          {p.host && (
            <Code fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {p.host}
            </Code>
          )}
          <Text size="xs" c="gray.7" title={t('callsHint')}>
            {t('calls', { calls: p.calls, failures: p.failures })}
          </Text>
        </Stack>
      </Table.Th>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge color={modeColor[p.mode]} variant="light" styles={badgeStyles}>
            {t(`mode.${p.mode}`)}
          </Badge>
          <Badge
            color={healthColor[health]}
            variant={health === 'failing' ? 'filled' : 'light'}
            styles={badgeStyles}
          >
            {t(`health.${health}`)}
          </Badge>
          <Text size="xs" c="gray.7">
            {t('columns.lastSuccess')}: {p.lastSuccessAt ? time(p.lastSuccessAt) : t('never')}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        {failure ? (
          <Stack gap={2}>
            <Text size="sm">{time(failure.at)}</Text>
            <Text size="sm" c="red.9">
              {t(`reasons.${failure.reason}`)}
            </Text>
            <Text size="xs" c="gray.7">
              {failure.status !== null && `${t('httpStatus', { status: failure.status })} · `}
              <Code fz="xs">{failure.path}</Code>
            </Text>
          </Stack>
        ) : (
          <Text size="sm">{t('never')}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {p.quota ? (
          <Stack gap={2}>
            <Text size="sm">
              {t('quota', { remaining: n(p.quota.remaining), limit: n(p.quota.limit) })}
            </Text>
            {p.quota.resetAt && (
              <Text size="xs" c="gray.7">
                {t('quotaReset', { at: time(p.quota.resetAt) })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm">{t('noQuota')}</Text>
        )}
      </Table.Td>
      <Table.Td>
        <ProviderTest provider={p} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Admin: the data providers, one row per platform (the nine RapidAPI vendors): host and this
 * process's calls, mode and health badges with the last success, the last failure with its
 * reason, the quota, and a test button that looks up a known public account now.
 */
export function ProvidersScreen() {
  const { t } = useTranslation('providers');
  const status = useProvidersStatus();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} />
      {status.isPending ? (
        <Loading text={t('loading')} />
      ) : status.isError ? (
        <LoadFailed
          title={t('loadFailed')}
          error={status.error}
          retry={t('retry')}
          onRetry={() => void status.refetch()}
        />
      ) : status.data.providers.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Group>
            <Button
              variant="default"
              size="compact-sm"
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              {t('refresh')}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm" captionSide="top">
              <Table.Caption style={{ textAlign: 'left' }}>{t('caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.platform')}</Table.Th>
                  <Table.Th scope="col">{t('columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('columns.lastFailure')}</Table.Th>
                  <Table.Th scope="col">{t('columns.quota')}</Table.Th>
                  <Table.Th scope="col">{t('columns.test')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status.data.providers.map((p) => (
                  <ProviderRow key={p.platform} provider={p} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
