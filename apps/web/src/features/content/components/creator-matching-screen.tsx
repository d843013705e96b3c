import { Alert, Anchor, Badge, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import {
  CREATOR_PAGE_SIZES,
  matchListQuerySchema,
  type ContentLanguage,
  type ContentPlatform,
  type CreatorMatch,
  type MatchReason,
} from '@vigil/shared/content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, SoftBreaks, useListState, listTexts } from '../../../components/data-table';
import { DemoNotice, DemoTag } from '../../../components/provenance';
import { ApiError } from '../../../lib/api-client';
import { matchesExportPath, useContentItem, useMatches } from '../api/content-api';

const column = createColumnHelper<CreatorMatch>();

/** One reason in the UI language ("Shared topics: Fashion (+40)"). */
function useReasonText() {
  const { t, i18n } = useTranslation('content');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (r: MatchReason) => {
    const points = number.format(r.points);
    switch (r.kind) {
      case 'topics':
        return t('matching.reasons.topics', {
          topics: r.topics.map((x) => t(`topics.${x}`)).join(', '),
          points,
        });
      // The reply types language and platform as strings; they are the item's own choices.
      case 'language':
        return t('matching.reasons.language', {
          language: t(`languages.${r.language as ContentLanguage}`),
          points,
        });
      case 'country':
        return t('matching.reasons.country', {
          country: t(`countries.${r.country}`),
          language: r.language ? (languageName.of(r.language) ?? r.language) : '',
          points,
        });
      case 'platform':
        return t('matching.reasons.platform', {
          platform: t(`platforms.${r.platform as ContentPlatform}`),
          points,
        });
      case 'authenticity':
        return t('matching.reasons.authenticity', { trust: number.format(r.trust), points });
      case 'engagement':
        return t('matching.reasons.engagement', { rate: number.format(r.rate), points });
    }
  };
}

/**
 * 'Creator matching' (spec 002 Variant B) for one content item: ID, Name, Retention rate (a
 * percent with a progress bar), Fields of interest, and the match score with its reasons; a
 * filter box, the paginator 5, 10, 25, 100, and 'No data matching the filter "{text}"'.
 */
export function CreatorMatchingScreen() {
  const { t, i18n } = useTranslation('content');
  const { id = '' } = useParams();
  const item = useContentItem(id);
  const list = useListState(matchListQuerySchema);
  const matches = useMatches(id, list.state);
  const reasonText = useReasonText();
  const q = (list.state.q ?? '').trim().toLowerCase();

  const columns = useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return [
      column.accessor('id', {
        header: t('matching.columns.id'),
        meta: { breakLong: true, minWidth: 110 },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" ff="monospace">
              {row.original.id.slice(0, 8)}
            </Text>
            <Text size="xs" c="gray.7">
              {t(`platforms.${row.original.platform}`, { defaultValue: row.original.platform })}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('name', {
        header: t('matching.columns.name'),
        meta: { card: 'title', breakLong: true },
        cell: ({ row }) => (
          // Handles of up to 46 characters without a separator must wrap on a phone too.
          <Stack gap={0} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/account-detail/${row.original.platform}/${encodeURIComponent(row.original.username)}`}
              fw={600}
              size="sm"
            >
              {row.original.name}
            </Anchor>
            <Text size="xs" c="gray.7">
              <SoftBreaks text={`@${row.original.username}`} />
            </Text>
            <div>
              <DemoTag source={row.original.source} />
            </div>
          </Stack>
        ),
      }),
      column.accessor('retention', {
        header: t('matching.columns.retention'),
        meta: { minWidth: 130 },
        cell: ({ getValue }) => {
          const value = getValue();
          if (value === null) {
            return (
              <Text size="sm" c="gray.7">
                {t('matching.retentionNone')}
              </Text>
            );
          }
          return (
            <Stack gap={2}>
              <Text size="sm">{percent.format(value)} %</Text>
              <Progress
                value={value}
                aria-label={t('matching.retentionValue', { value: percent.format(value) })}
                size="sm"
              />
            </Stack>
          );
        },
      }),
      column.accessor('topics', {
        header: t('matching.columns.topics'),
        cell: ({ getValue }) => (
          <Group gap={4}>
            {getValue().map((topic) => (
              <Badge key={topic} variant="light" color="grape">
                {t(`topics.${topic}`)}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column.accessor('score', {
        header: t('matching.columns.score'),
        meta: { nowrap: true },
        cell: ({ getValue }) => (
          <Text fw={700} size="sm">
            {t('matching.score', { score: number.format(getValue()) })}
          </Text>
        ),
      }),
      column.accessor('reasons', {
        header: t('matching.columns.reasons'),
        meta: { minWidth: 220 },
        cell: ({ getValue }) => (
          <List size="sm" spacing={2}>
            {getValue().map((r) => (
              <List.Item key={r.kind}>{reasonText(r)}</List.Item>
            ))}
          </List>
        ),
      }),
    ];
  }, [t, i18n.language, reasonText]);

  if (item.isError) {
    return (
      <Stack>
        <Title order={1}>{t('matching.title')}</Title>
        <Alert color="red" role="alert">
          {item.error instanceof ApiError && item.error.status === 404
            ? t('matching.notFound')
            : t('matching.loadFailed')}
        </Alert>
        <Anchor component={Link} to="/upload">
          {t('matching.back')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/upload" size="sm">
          {t('matching.back')}
        </Anchor>
        <Title order={1} mt={4}>
          {t('matching.title')}
        </Title>
        {item.data && (
          <Text size="lg" fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {item.data.title}
          </Text>
        )}
        <Text c="gray.7" maw={720} mt={4}>
          {t('matching.intro')}
        </Text>
        {item.data && (
          <Group gap={6} mt="xs" aria-label={t('matching.itemTopics')}>
            <Text size="sm" fw={600}>
              {t('matching.itemTopics')}:
            </Text>
            {item.data.topics.length ? (
              item.data.topics.map((topic) => (
                <Badge key={topic} variant="light">
                  {t(`topics.${topic}`)}
                </Badge>
              ))
            ) : (
              <Text size="sm">{t('matching.noTopics')}</Text>
            )}
          </Group>
        )}
        <Text size="xs" c="gray.7" mt="xs">
          {t('matching.definition')}
        </Text>
      </div>
      <DemoNotice sources={matches.data?.items.map((m) => m.source) ?? []} />
      <DataTable
        label={t('matching.title')}
        list={list}
        query={matches}
        columns={columns}
        pageSizes={CREATOR_PAGE_SIZES}
        minWidth={900}
        search={{ label: t('matching.search') }}
        exportSource={{
          fileName: 'creator-matches',
          path: (format) => matchesExportPath(id, list.state, format),
        }}
        texts={listTexts(t, 'matching.', { noMatches: t('matching.noMatches', { text: q }) })}
      />
    </Stack>
  );
}
