import { Button, Modal, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import {
  imageListQuerySchema,
  imageReviewStatusSchema,
  IMAGE_LIST_PAGE_SIZES,
  type ReviewItem,
} from '@vigil/shared/image-review';
import { accountPlatformSchema } from '@vigil/shared/profile-facts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  useListState,
  createdAtColumn,
  searchableListProps,
  selectFilter,
} from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { platformNames, useImages } from '../api/image-review-api';
import { Carousel } from './carousel';
import { KeywordsSection } from './keywords-section';
import { ReviewPanel } from './review-panel';
import { UndoBar } from './undo-bar';
import { ScreenHeader } from '../../../components/screen-header';
import { DemoNotice, DemoTag } from '../../../components/provenance';

const column = createColumnHelper<ReviewItem>();
/** The carousel shows the newest pending images (at most 16 of one page of 25). */
const CAROUSEL_STATE = {
  page: 1,
  limit: 25,
  sort: 'created_at' as const,
  order: 'desc' as const,
  status: 'pending' as const,
};

/**
 * 'Image List' (spec 002 "Image list", operators only; the server enforces it): the queue on
 * the shared data table with a real pager and filters, the Show modal (platform as heading,
 * keyword, the image, Accept and Deny; Deny opens the next item), the carousel of the newest
 * pending images and the monitored keywords.
 */
export function ImageListScreen() {
  const { t } = useTranslation('imageReview');
  const format = useFormat();
  const list = useListState(imageListQuerySchema);
  const images = useImages(list.state);
  const carousel = useImages(
    { ...CAROUSEL_STATE, q: undefined, format: undefined } as typeof list.state,
    { refetchInterval: 30_000 },
  );
  const items = useMemo(() => images.data?.items ?? [], [images.data]);
  const [open, setOpen] = useState<ReviewItem | null>(null);
  const [denied, setDenied] = useState<ReviewItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const current = open ? (items.find((i) => i.id === open.id) ?? open) : null;
  const indexOf = (item: ReviewItem) => {
    const at = items.findIndex((i) => i.id === item.id);
    return at >= 0 ? at : item.index;
  };
  const move = (d: 1 | -1) => {
    if (!current) return;
    const next = items[indexOf(current) + d];
    if (next) setOpen(next);
    else if (d === 1) setNotice(t('noNext'));
  };
  const onDenied = (item: ReviewItem) => {
    setDenied(item);
    // Spec 002 §4: Deny closes the modal and opens the next item if one exists.
    const next = items[indexOf(item) + 1];
    setOpen(next ?? null);
    setNotice(next ? null : t('noNext'));
  };
  const clearDenied = useCallback(() => setDenied(null), []);

  const columns = useMemo(
    () => [
      column.accessor('platform', {
        header: t('columns.platform'),
        enableSorting: true,
        cell: ({ getValue }) => platformNames[getValue()],
      }),
      column.accessor('keyword', {
        header: t('columns.keyword'),
        cell: ({ getValue }) => getValue() ?? t('noKeyword'),
      }),
      column.accessor('username', {
        header: t('columns.username'),
        enableSorting: true,
        meta: { card: 'title', breakLong: true },
        cell: ({ row }) => (
          <>
            {row.original.username} <DemoTag source={row.original.dataSource} />
          </>
        ),
      }),
      createdAtColumn<ReviewItem>(t('columns.datetime'), format.dateTime),
      column.display({
        id: 'action',
        header: t('columns.action'),
        meta: { card: 'actions' },
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            aria-label={t('showLabel', {
              username: row.original.username,
              platform: platformNames[row.original.platform],
            })}
            onClick={() => {
              setNotice(null);
              setOpen(row.original);
            }}
          >
            {t('show')}
          </Button>
        ),
      }),
    ],
    [t, format],
  );

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} maw={760} />
      {denied && (
        <UndoBar
          key={denied.id}
          denied={denied}
          onExpired={clearDenied}
          onUndone={(item) => {
            setDenied(null);
            setNotice(t('undone'));
            setOpen(item);
          }}
        />
      )}
      {notice && (
        <Text size="sm" role="status">
          {notice}
        </Text>
      )}
      <DemoNotice sources={[...items, ...(carousel.data?.items ?? [])].map((i) => i.dataSource)} />
      <Carousel items={carousel.data?.items ?? []} />
      <KeywordsSection />
      <DataTable
        {...searchableListProps(t)}
        list={list}
        query={images}
        columns={columns}
        pageSizes={IMAGE_LIST_PAGE_SIZES}
        minWidth={640}
        filters={[
          selectFilter('status', t('filters.status'), imageReviewStatusSchema.options, (s) =>
            t(`state.${s}`),
          ),
          selectFilter(
            'platform',
            t('filters.platform'),
            accountPlatformSchema.options,
            (p) => platformNames[p],
          ),
          {
            key: 'secondReview',
            label: t('filters.secondReview'),
            options: [{ value: 'pending', label: t('filters.secondReviewPending') }],
          },
        ]}
      />
      <Modal
        opened={current !== null}
        onClose={() => setOpen(null)}
        title={current ? platformNames[current.platform] : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-h3-font-size)' } }}
      >
        {current && (
          <ReviewPanel
            key={current.id}
            item={current}
            onDenied={onDenied}
            onNext={() => move(1)}
            onPrevious={() => move(-1)}
          />
        )}
      </Modal>
    </Stack>
  );
}
