import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { CREATOR_PAGE_SIZES, type ContentRow } from '@vigil/shared/content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DataTable,
  useServerList,
  createdAtColumn,
  listTexts,
} from '../../../components/data-table';
import { contentList, usePrivateFileUrl } from '../api/content-api';
import { ContentFormCard } from './content-form';
import { ScreenHeader } from '../../../components/screen-header';

const column = createColumnHelper<ContentRow>();

function Thumb({ path, title }: { path: string | null; title: string }) {
  const { t } = useTranslation('content');
  const url = usePrivateFileUrl(path);
  if (!path) return <Text size="sm">{t('mine.noImage')}</Text>;
  return (
    <Box w={56} h={56} bg="gray.1" style={{ borderRadius: 4, overflow: 'hidden' }}>
      {url && <Image src={url} alt={title} w={56} h={56} fit="cover" />}
    </Box>
  );
}

/** `#/upload`: the content form and 'My content' (the user's own items on the data table). */
export function ContentScreen() {
  const { t, i18n } = useTranslation('content');
  const { list, query, exportSource } = useServerList(contentList);
  const q = list.state.q ?? '';

  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      column.accessor('thumbnail', {
        header: t('mine.columns.thumbnail'),
        meta: { width: 72 },
        cell: ({ getValue, row }) => <Thumb path={getValue()} title={row.original.title} />,
      }),
      column.accessor('title', {
        header: t('mine.columns.title'),
        enableSorting: true,
        meta: { card: 'title', breakLong: true },
        cell: ({ getValue, row }) => (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {getValue()}
            </Text>
            <Text size="xs" c="gray.7">
              {row.original.tags.join(', ')}
              {row.original.hasVideo ? ` · ${t('mine.video')}` : ''}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('topics', {
        header: t('mine.columns.topics'),
        cell: ({ getValue }) =>
          getValue().length ? (
            <Group gap={4}>
              {getValue().map((topic) => (
                <Badge key={topic} variant="light" color="blue">
                  {t(`topics.${topic}`)}
                </Badge>
              ))}
            </Group>
          ) : (
            t('mine.none')
          ),
      }),
      column.accessor('platform', {
        header: t('mine.columns.platform'),
        cell: ({ getValue }) => t(`platforms.${getValue()}`),
      }),
      createdAtColumn<ContentRow>(t('mine.columns.created'), (iso) => date.format(new Date(iso))),
      column.display({
        id: 'actions',
        header: t('mine.columns.actions'),
        meta: { card: 'actions' },
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={`/upload/${row.original.id}/creators`}
            fw={600}
            aria-label={t('mine.creatorsFor', { title: row.original.title })}
          >
            {t('mine.creators')}
          </Anchor>
        ),
      }),
    ];
  }, [t, i18n.language]);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <ContentFormCard />
      </Paper>
      <Title order={2}>{t('mine.title')}</Title>
      <DataTable
        label={t('mine.title')}
        list={list}
        query={query}
        columns={columns}
        pageSizes={CREATOR_PAGE_SIZES}
        minWidth={720}
        search={{ label: t('mine.search') }}
        exportSource={exportSource}
        texts={listTexts(t, 'mine.', {
          noMatches: t('mine.noMatches', { text: q.trim().toLowerCase() }),
        })}
      />
    </Stack>
  );
}
