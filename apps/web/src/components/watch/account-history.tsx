import { Checkbox, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { historyRangeSchema, type HistoryRange } from '@vigil/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { Chart, MARKER_COLORS, numberedMarkers } from '../chart';
import { ExportMenu } from '../data-table';
import { LoadFailed } from '../load-failed';
import { Loading } from '../loading';
import { historyExportPath, useHistory, type WatchTarget } from './api';
import { historyChartData } from './history-chart';
import { useWatchTexts } from './texts';
import { WatchButton } from './watch-button';

const RANGES = historyRangeSchema.options;
const SERIES = ['followers', 'following', 'posts', 'trustScore'] as const;
type SeriesKey = (typeof SERIES)[number];

/** The numbered events under the chart: the same numbers and words as its markers. */
function EventList({
  markers,
  labels,
}: {
  markers: ReturnType<typeof numberedMarkers>;
  labels: string[];
}) {
  const { t } = useTranslation('watch');
  if (markers.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('history.noEvents')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('history.events')}
      </Title>
      <Stack component="ol" gap={4} m={0} pl={0} style={{ listStyle: 'none' }}>
        {markers.map((m) => (
          <Group component="li" key={m.n} gap={8} wrap="nowrap" align="flex-start">
            <Text
              span
              size="xs"
              fw={700}
              c="white"
              bg={MARKER_COLORS[m.tone]}
              ta="center"
              miw={20}
              h={20}
              lh="20px"
              style={{ borderRadius: 10, flexShrink: 0 }}
              aria-hidden="true"
            >
              {m.n}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {labels[m.index]}:
              </Text>{' '}
              {m.label}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * 'Verlauf' / 'History' of a watched account: followers, following and posts, the trust score on
 * its own axis, profile changes and growth flags as numbered markers explained underneath, a
 * range of 7 days to everything, the data table (the chart's own) and CSV/JSON downloads. An
 * account on none of the user's lists shows the "Watch" button instead.
 */
export function AccountHistory({ target }: { target: WatchTarget }) {
  const { t } = useTranslation('watch');
  const format = useFormat();
  const texts = useWatchTexts();
  const headingId = useId();
  const [range, setRange] = useState<HistoryRange>('30d');
  // Followers in the hundred thousands beside following in the hundreds flatten both: the
  // chart starts with the followers and the score; the reader adds the others (the data table
  // always holds every series).
  const [shown, setShown] = useState<SeriesKey[]>(['followers', 'trustScore']);
  const history = useHistory(target, range);
  const notWatched = history.error instanceof ApiError && history.error.status === 404;

  const data = useMemo(
    () =>
      history.data &&
      historyChartData(history.data, texts, {
        date: (iso) => format.date(iso, { dateStyle: 'medium' }),
        dateTime: (iso) => format.dateTime(iso),
      }),
    // `texts` and `format` follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history.data, format.language],
  );

  let body;
  if (history.isPending) body = <Loading inline text={t('history.loading')} />;
  else if (notWatched) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text>{t('history.notWatched')}</Text>
        <WatchButton target={target} />
      </Stack>
    );
  } else if (history.isError) {
    body = (
      <LoadFailed
        title={t('history.loadFailed')}
        error={history.error}
        retry={t('history.retry')}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (data && data.labels.length === 0) {
    body = <Text>{t('history.empty')}</Text>;
  } else if (data) {
    body = (
      <>
        <Text size="sm" c="gray.7" role="status">
          {t('history.points', { count: data.labels.length })}
        </Text>
        <Checkbox.Group
          label={t('history.show')}
          value={shown}
          onChange={(v) => setShown(v as SeriesKey[])}
        >
          <Group gap="md" mt={4}>
            {SERIES.map((k) => (
              <Checkbox key={k} value={k} label={t(`history.series.${k}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Chart
          kind="line"
          title={t('history.chart', { username: target.username })}
          width={760}
          height={380}
          labels={data.labels}
          categoryAxisLabel={t('history.time')}
          valueAxisLabel={t('history.counts')}
          secondaryAxisLabel={t('history.score')}
          secondaryAxisRange={{ min: 0, max: 100 }}
          valueAxisFromZero={false}
          series={SERIES.map((k) => ({
            label: t(`history.series.${k}`),
            values: data[k],
            hidden: !shown.includes(k),
            ...(k === 'trustScore' ? { axis: 'secondary' as const } : {}),
          }))}
          markers={data.markers}
          legend
        />
        <EventList markers={numberedMarkers(data.markers)} labels={data.labels} />
      </>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={2} size="h3" id={headingId}>
            {t('history.title')}
          </Title>
          <Text size="sm" c="gray.7" maw={720}>
            {t('history.intro')}
          </Text>
        </div>
        {history.data && history.data.points.length > 0 && (
          <ExportMenu
            source={{
              fileName: `history-${target.platform}-${target.username}`,
              path: (f) => historyExportPath(target, range, f),
            }}
          />
        )}
      </Group>
      {!notWatched && (
        <SegmentedControl
          aria-label={t('history.range')}
          value={range}
          onChange={(v) => setRange(v as HistoryRange)}
          data={RANGES.map((r) => ({ value: r, label: t(`history.ranges.${r}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {body}
    </Stack>
  );
}
