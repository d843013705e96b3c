import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  DASHBOARD_PLATFORMS,
  dashboardPlatformSchema,
  dashboardStoredPlatform,
  type DashboardAccount,
} from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportMenu } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { dashboardExportPath, useDashboardAccounts } from '../api/dashboard-accounts';
import { detailPath } from '../display';
import { LoadFailed } from '../../../components/load-failed';
import { DemoNotice, DemoTag } from '../../../components/provenance';

const SEARCH_DEBOUNCE_MS = 300;

function AccountCard({ account }: { account: DashboardAccount }) {
  const { t } = useTranslation('analysis');
  const format = useFormat();
  const title = account.title ?? t('supervision.unknownTitle');
  return (
    <Card component="li" withBorder padding="md" radius="md" style={{ minWidth: 0 }}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={account.avatarUrl}
            size={40}
            radius="xl"
            alt={t('supervision.avatar', { name: title })}
          >
            {title.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} align="center" wrap="wrap">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Title>
              <DemoTag source={account.source} />
            </Group>
            {account.profileUrl && account.customUrl ? (
              <Anchor
                href={account.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {account.customUrl}
              </Anchor>
            ) : (
              <Text size="sm">{t('supervision.notAvailable')}</Text>
            )}
          </Stack>
        </Group>
        <div>
          <Text size="xs" fw={700} c="gray.7">
            {t('supervision.description')}
          </Text>
          <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
            {account.description ?? t('supervision.noDescription')}
          </Text>
        </div>
        <div>
          <Text size="xs" fw={700} c="gray.7">
            {t('supervision.published')}
          </Text>
          <Text size="sm">
            {account.publishedAt
              ? format.date(account.publishedAt, { dateStyle: 'medium' })
              : t('na')}
          </Text>
        </div>
        <Anchor
          component={Link}
          size="sm"
          to={detailPath(dashboardStoredPlatform(account.platform), account.username)}
        >
          {t('supervision.openDetail')}
        </Anchor>
        <details>
          <summary style={{ cursor: 'pointer' }}>{t('supervision.details')}</summary>
          <pre
            style={{
              maxHeight: 320,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: 12,
              margin: '8px 0 0',
            }}
          >
            {JSON.stringify(account.fullJson, null, 2)}
          </pre>
        </details>
      </Stack>
    </Card>
  );
}

/**
 * 'Social Media Supervision' (spec 002 §2, issue 9): one platform's stored accounts as cards,
 * searched and paged on the server, 20 a page (the spec pages locally, which cannot work at a
 * million accounts); platform, search and page live in the URL. A failed load says so and
 * offers a retry (the spec only logged it).
 */
export function Supervision() {
  const { t } = useTranslation('analysis');
  const [params, setParams] = useSearchParams();
  const platform = dashboardPlatformSchema
    .catch('youtube')
    .parse(params.get('platform') ?? undefined);
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const accounts = useDashboardAccounts({ platform, q, page });
  const [text, setText] = useState(q);
  // The URL changed from elsewhere (back button): show its search.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  const go = (next: { platform?: string; q?: string; page?: number }) => {
    const p = new URLSearchParams(params);
    const set = (k: string, v: string | undefined) => (v ? p.set(k, v) : p.delete(k));
    if (next.platform !== undefined)
      set('platform', next.platform === 'youtube' ? undefined : next.platform);
    if (next.q !== undefined) set('q', next.q.trim() || undefined);
    set('page', next.page && next.page > 1 ? String(next.page) : undefined);
    setParams(p, { replace: next.q !== undefined });
  };
  const search = useDebouncedCallback(
    (value: string) => go({ q: value, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  const data = accounts.data;
  const pages = data?.pages ?? 1;
  const loading = accounts.isFetching;

  return (
    <Stack gap="md" component="section" aria-labelledby="supervision-title">
      <Title order={2} id="supervision-title">
        {t('supervision.title')}
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('supervision.platform')}
          value={platform}
          onChange={(e) => go({ platform: e.currentTarget.value, page: 1 })}
          data={DASHBOARD_PLATFORMS.map((p) => ({ value: p, label: p }))}
        />
        <TextInput
          type="search"
          label={t('supervision.searchLabel')}
          placeholder={t('supervision.search')}
          w={{ base: '100%', xs: 320 }}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            search(e.currentTarget.value);
          }}
        />
        <div style={{ marginLeft: 'auto' }}>
          <ExportMenu
            source={{
              fileName: `dashboard-${platform}`,
              path: (format) => dashboardExportPath({ platform, q, page }, format),
            }}
          />
        </div>
      </Group>
      {loading && (
        <Alert color="blue" variant="light" role="status">
          {t('loading')}
        </Alert>
      )}
      {accounts.isError && !loading ? (
        <LoadFailed
          title={t('supervision.loadFailed')}
          error={accounts.error}
          retry={t('supervision.retry')}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        data && (
          <>
            <DemoNotice sources={data.items.map((a) => a.source)} />
            <Text role="status">
              {t('supervision.count', { count: data.total, n: data.total, page, pages })}
            </Text>
            {data.total === 0 ? (
              <Text c="gray.7">{t('supervision.empty')}</Text>
            ) : (
              <SimpleGrid
                component="ul"
                cols={{ base: 1, sm: 2, lg: 3 }}
                p={0}
                m={0}
                style={{ listStyle: 'none', opacity: loading ? 0.6 : 1 }}
              >
                {data.items.map((a) => (
                  <AccountCard key={`${a.platform}:${a.username}`} account={a} />
                ))}
              </SimpleGrid>
            )}
            <Group gap="xs" component="nav" aria-label={t('supervision.pager')}>
              <Button variant="default" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {t('supervision.prev')}
              </Button>
              <Button variant="light" aria-current="page">
                {t('supervision.page', { n: page })}
              </Button>
              <Button
                variant="default"
                disabled={page >= pages}
                onClick={() => go({ page: page + 1 })}
              >
                {t('supervision.next')}
              </Button>
            </Group>
          </>
        )
      )}
      <Anchor component={Link} to="/analysis">
        {t('supervision.toAnalysis')}
      </Anchor>
    </Stack>
  );
}
