import {
  Alert,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { sourceStatusSchema, type SourceStatus } from '@vigil/shared/news';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../components/data-table';
import { useSources } from '../api/news-api';
import { sourceReviewQuerySchema } from '../list-query';
import { SourceCard } from './source-card';
import { ScreenHeader } from '../../../components/screen-header';

const SEARCH_DELAY_MS = 300;

/**
 * Source review (spec 002 "Source review", operators only; the server enforces it): the
 * status filter Alle / Accepted / Not Accepted / Pending, a search, and a wrapping grid of
 * cards, paged by the server; the view is in the URL. Failures show a message.
 */
export function SourceReviewScreen() {
  const { t } = useTranslation('news');
  const list = useListState(sourceReviewQuerySchema);
  const { state, update, go } = list;
  const sources = useSources(state);
  const [search, setSearch] = useState(state.q ?? '');

  useEffect(() => {
    const timer = setTimeout(() => {
      const q = search.trim() || undefined;
      if (q !== state.q) update({ q }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.q, update]);

  const data = sources.data;
  const options = [
    { value: 'all', label: t('review.filter.all') },
    ...sourceStatusSchema.options.map((s) => ({ value: s, label: t(`review.filter.${s}`) })),
  ];

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('review.title')} intro={t('review.intro')} maw={760} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('review.status')}
          data={options}
          value={state.status ?? 'all'}
          allowDeselect={false}
          onChange={(v) => update({ status: v && v !== 'all' ? (v as SourceStatus) : undefined })}
          w={220}
        />
        <TextInput
          label={t('review.search')}
          placeholder={t('review.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          w={260}
        />
      </Group>

      {sources.isError && (
        <Alert color="red" role="alert">
          {t('review.loadFailed')}
        </Alert>
      )}
      {data && (
        <Text aria-live="polite" fz="sm" c="gray.7">
          {t('review.total', { count: data.total })}
        </Text>
      )}
      {data && data.items.length === 0 && <Text>{t('review.empty')}</Text>}
      {data && data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.items.map((s) => (
            <SourceCard key={s.id} source={s} />
          ))}
        </SimpleGrid>
      )}
      {data && data.pages > 1 && (
        <Pagination
          total={data.pages}
          value={state.page}
          onChange={(page) => go({ ...state, page })}
          aria-label={t('review.pages')}
        />
      )}
    </Stack>
  );
}
