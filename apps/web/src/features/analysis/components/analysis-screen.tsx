import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import {
  ACCOUNT_PLATFORMS,
  ANALYSIS_PAGE_SIZES,
  ANALYSIS_STATUSES,
  TRENDING_WINDOWS,
  type AnalysisAccount,
  type AnalysisSummary,
} from '@vigil/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Chart } from '../../../components/chart';
import {
  accountColumns,
  DataTable,
  selectFilter,
  useListState,
} from '../../../components/data-table';
import { DemoNotice, DemoTag } from '../../../components/provenance';
import { accountsList, useAnalysisAccounts } from '../api/analysis-accounts';
import { useAnalysisSummary } from '../api/analysis-summary';
import { ageText, detailPath, languageName } from '../display';
import { analysisViewSchema } from '../list-query';
import { FakeRangeFilter } from './fake-range-filter';
import { ScreenHeader } from '../../../components/screen-header';
import { isWatchPlatform, WatchButton } from '../../../components/watch';

const column = createColumnHelper<AnalysisAccount>();

const BUCKET_LABEL: Record<string, string> = {
  '0-24': '0–24 %',
  '25-49': '25–49 %',
  '50-74': '50–74 %',
  '75-100': '75–100 %',
};

/** The three charts of the filtered accounts; each only when it has data (spec 000 §2.7). */
function SummaryCharts({ summary }: { summary: AnalysisSummary }) {
  const { t } = useTranslation('analysis');
  const buckets = summary.fakeBuckets.filter((b) => b.accounts > 0);
  const trending = summary.trending.items;
  if (buckets.length === 0 && summary.topics.length === 0 && trending.length === 0) {
    return <Text c="gray.7">{t('analysis.charts.noCharts')}</Text>;
  }
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      {buckets.length > 0 && (
        <Chart
          kind="doughnut"
          title={t('analysis.charts.fake')}
          width={400}
          height={400}
          labels={buckets.map((b) => BUCKET_LABEL[b.bucket] ?? t('analysis.charts.noEstimate'))}
          series={[
            { label: t('analysis.charts.accounts'), values: buckets.map((b) => b.accounts) },
          ]}
          categoryAxisLabel={t('analysis.charts.fakeLegend')}
          legend
          dataLabels
        />
      )}
      {summary.topics.length > 0 && (
        <Chart
          kind="bar"
          title={t('analysis.charts.topics')}
          width={700}
          height={400}
          labels={summary.topics.map((x) => t(`topics.${x.topic}`))}
          series={[
            { label: t('analysis.charts.accounts'), values: summary.topics.map((x) => x.accounts) },
          ]}
          valueAxisLabel={t('analysis.charts.accounts')}
          categoryAxisLabel={t('analysis.charts.topic')}
        />
      )}
      {trending.length > 0 && (
        <Chart
          kind="horizontalBar"
          title={t('analysis.charts.trending')}
          width={700}
          height={400}
          labels={trending.map((x) => x.term)}
          series={[
            { label: t('analysis.charts.mentions'), values: trending.map((x) => x.mentions) },
            { label: t('analysis.charts.previous'), values: trending.map((x) => x.previous) },
          ]}
          valueAxisLabel={t('analysis.charts.mentions')}
          categoryAxisLabel={t('analysis.charts.term')}
          legend
        />
      )}
    </Group>
  );
}

/**
 * 'Social Media Profiling' (spec 000 §2.7, issue 9): every stored account in a table sorted,
 * paged and filtered on the server (view in the URL), the fake-probability doughnut, 'Topics of
 * Interest' and 'Trending Topics' for the same filters, computed in SQL.
 */
export function AnalysisScreen() {
  const { t, i18n } = useTranslation('analysis');
  const navigate = useNavigate();
  const list = useListState(analysisViewSchema);
  const { state } = list;
  const accounts = useAnalysisAccounts(state);
  const summary = useAnalysisSummary({
    platform: state.platform,
    status: state.status,
    q: state.q,
    minFake: state.minFake,
    maxFake: state.maxFake,
    window: state.window,
  });
  const [now] = useState(() => Date.now());

  const columns = useMemo(
    () => [
      ...accountColumns<AnalysisAccount>({
        platformHeader: t('analysis.columns.platform'),
        platformName: (p) => t(`platforms.${p}`),
        usernameHeader: t('analysis.columns.username'),
        username: (a) => (
          <Group gap={6} wrap="nowrap" align="center">
            {/* A name without a break opportunity wraps anywhere instead of widening the row. */}
            <Anchor
              component={Link}
              to={detailPath(a.platform, a.username)}
              fw={600}
              style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              onClick={(e) => e.stopPropagation()}
            >
              {a.username}
            </Anchor>
            <DemoTag source={a.source} />
          </Group>
        ),
      }),
      column.accessor('realName', {
        id: 'realName',
        header: t('analysis.columns.realName'),
        enableSorting: true,
        cell: ({ getValue }) => getValue() ?? t('na'),
      }),
      column.accessor('createdAt', {
        id: 'age',
        header: t('analysis.columns.age'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ getValue }) => ageText(getValue(), t, now),
      }),
      column.accessor('motherTongue', {
        header: t('analysis.columns.motherTongue'),
        enableSorting: true,
        cell: ({ getValue }) => languageName(getValue(), i18n.language, t),
      }),
      column.accessor('status', {
        header: t('analysis.columns.status'),
        enableSorting: true,
        // Room for the longest badge ('Unremarkable'), which would otherwise be cut short.
        meta: { nowrap: true, minWidth: 150 },
        cell: ({ getValue }) => (
          <Badge
            variant="light"
            color={
              getValue() === 'suspicious' ? 'red' : getValue() === 'verified' ? 'blue' : 'gray'
            }
          >
            {t(`status.${getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('fakeProbability', {
        id: 'fake',
        header: t('analysis.columns.fake'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ getValue }) => {
          const v = getValue();
          return v === null ? t('na') : t('detail.fakeValue', { value: v });
        },
      }),
      column.display({
        id: 'watch',
        header: t('analysis.columns.watch'),
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => {
          const { platform, username } = row.original;
          return isWatchPlatform(platform) ? (
            <WatchButton target={{ platform, username }} size="xs" compact />
          ) : null;
        },
      }),
    ],
    [t, i18n.language, now],
  );

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('analysis.title')} intro={t('analysis.intro')} />
      {(accounts.isPending || (accounts.isFetching && accounts.isPlaceholderData)) && (
        <Alert color="blue" role="status" variant="light">
          {t('loading')}
        </Alert>
      )}
      <Group align="flex-end" gap="md" wrap="wrap">
        <FakeRangeFilter
          min={state.minFake}
          max={state.maxFake}
          onChange={(minFake, maxFake) => list.update({ minFake, maxFake })}
        />
        <NativeSelect
          label={t('analysis.filters.window')}
          value={String(state.window)}
          onChange={(e) => list.update({ window: Number(e.currentTarget.value), page: state.page })}
          data={TRENDING_WINDOWS.map((d) => ({
            value: String(d),
            label: t('analysis.filters.days', { count: d }),
          }))}
        />
      </Group>
      {summary.isError && !summary.data ? (
        <Alert color="red" title={t('analysis.summaryFailed')}>
          <Button size="compact-sm" variant="default" onClick={() => void summary.refetch()}>
            {t('analysis.retry')}
          </Button>
        </Alert>
      ) : (
        summary.data && <SummaryCharts summary={summary.data} />
      )}
      <DemoNotice sources={accounts.data?.items.map((a) => a.source) ?? []} />
      <DataTable
        label={t('analysis.title')}
        list={list}
        query={accounts}
        columns={columns}
        getRowId={(a) => `${a.platform}:${a.username}`}
        pageSizes={ANALYSIS_PAGE_SIZES}
        minWidth={860}
        search={{ label: t('analysis.search') }}
        filters={[
          selectFilter('platform', t('analysis.filters.platform'), ACCOUNT_PLATFORMS, (p) =>
            t(`platforms.${p}`),
          ),
          selectFilter('status', t('analysis.filters.status'), ANALYSIS_STATUSES, (s) =>
            t(`status.${s}`),
          ),
        ]}
        exportSource={accountsList.exportSource(state)}
        onRowClick={(a) => void navigate(detailPath(a.platform, a.username))}
        texts={{
          count: (count) => t('analysis.total', { count }),
          empty: t('analysis.empty'),
          loadFailed: t('analysis.loadFailed'),
        }}
      />
    </Stack>
  );
}
