import { Button, Code, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { AUDIT_ACTIONS, type AuditEntryDto } from '@vigil/shared/privacy';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  SoftBreaks,
  useServerList,
  createdAtColumn,
  searchableListProps,
  selectFilter,
} from '../../../components/data-table';
import { auditList } from '../api/get-audit';
import { ScreenHeader } from '../../../components/screen-header';
import { formatTimestamp } from '../../../lib/format';

const column = createColumnHelper<AuditEntryDto>();
const PAGE_SIZES = [20, 50, 100] as const;
type TextFilters = { actor: string; subject: string; from: string; to: string };

/**
 * Admin: the audit log on the shared data table (view in the URL, server paging, export of the
 * whole filtered list). Action is a select of the known actions, the search box covers action
 * and record id, and a small form filters by who acted, the record and a span of days.
 */
export function AuditScreen() {
  const { t, i18n } = useTranslation('audit');
  const { list, query: audit, exportSource } = useServerList(auditList);
  const s = list.state;
  const current: TextFilters = {
    actor: s.actor ?? '',
    subject: s.subject ?? '',
    from: s.from ?? '',
    to: s.to ?? '',
  };
  const [draft, setDraft] = useState<TextFilters>(current);
  const [shown, setShown] = useState(current);
  // The URL changed from elsewhere (back button): show its filters.
  if (JSON.stringify(shown) !== JSON.stringify(current)) {
    setShown(current);
    setDraft(current);
  }
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const clean = (v: string) => v.trim() || undefined;
    list.update({
      actor: clean(draft.actor),
      subject: clean(draft.subject),
      from: clean(draft.from),
      to: clean(draft.to),
    });
  };

  const columns = useMemo(() => {
    return [
      createdAtColumn<AuditEntryDto>(t('columns.time'), (iso) =>
        formatTimestamp(iso, i18n.language),
      ),
      column.accessor('action', {
        header: t('columns.action'),
        meta: { card: 'title' },
        cell: ({ getValue }) => (
          <Text fw={600} size="sm">
            {getValue()}
          </Text>
        ),
      }),
      column.display({
        id: 'actor',
        header: t('columns.actor'),
        meta: { breakLong: true },
        cell: ({ row }) => {
          const { actorId, actorEmail } = row.original;
          if (!actorId) return t('system');
          return <SoftBreaks text={actorEmail ?? `${t('erased')} ${actorId}`} />;
        },
      }),
      column.display({
        id: 'subject',
        header: t('columns.subject'),
        meta: { breakLong: true },
        cell: ({ row }) => (
          <SoftBreaks text={`${row.original.subjectType}:${row.original.subjectId}`} />
        ),
      }),
      column.accessor('details', {
        header: t('columns.details'),
        cell: ({ getValue }) => {
          const details = getValue();
          if (Object.keys(details).length === 0) return '';
          return (
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {JSON.stringify(details)}
            </Code>
          );
        },
      }),
    ];
  }, [t, i18n.language]);

  const field = (key: keyof TextFilters) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [key]: value }));
    },
  });

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} />
      <form onSubmit={apply} aria-label={t('filters.apply')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('filters.actor')}
            placeholder={t('filters.actorPlaceholder')}
            {...field('actor')}
          />
          <TextInput
            label={t('filters.subject')}
            placeholder={t('filters.subjectPlaceholder')}
            {...field('subject')}
          />
          <TextInput type="date" label={t('filters.from')} {...field('from')} />
          <TextInput type="date" label={t('filters.to')} {...field('to')} />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button
            variant="default"
            onClick={() =>
              list.update({
                actor: undefined,
                subject: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            {t('filters.clear')}
          </Button>
        </Group>
      </form>
      <DataTable
        {...searchableListProps(t, { exportSource })}
        list={list}
        query={audit}
        columns={columns}
        pageSizes={PAGE_SIZES}
        minWidth={820}
        filters={[selectFilter('action', t('filters.action'), AUDIT_ACTIONS)]}
      />
    </Stack>
  );
}
