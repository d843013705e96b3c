import { Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { PROFILE_PAGE_SIZES, profileStatusFilterSchema, type AdminProfile } from '@vigil/shared';
import { pageCount } from '@vigil/shared/list-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  SoftBreaks,
  searchableListProps,
  selectFilter,
  useServerList,
  listTexts,
} from '../../../components/data-table';
import { useErrorText } from '../../../lib/error-text';
import { useDeleteProfile } from '../api/delete-profile';
import { profilesList } from '../api/get-profiles';
import { useVerifyProfile } from '../api/verify-profile';
import { NameCell, ProfileActions, ScreenshotCell, StatusBadges } from './profile-cells';
import { ScreenshotModal } from './screenshot-modal';
import { FailureAlert } from './failure-alert';
import { ScreenHeader } from '../../../components/screen-header';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const column = createColumnHelper<AdminProfile>();

/**
 * 'Profile verwalten' (spec 000 §2.13, §4): the operator's table of registered profiles on the
 * shared data table: sorted, filtered and paged by the server, the view (sort, page, page
 * size, search, status filter) in the URL, exportable as CSV or JSON. Rows verify, delete
 * (after 'Profil wirklich löschen?') and replace the screenshot; the modal shows it zoomable
 * and rotatable.
 */
export function VerifyProfilesScreen() {
  const { t } = useTranslation('verifyProfiles');
  const { list, query: profiles, exportSource } = useServerList(profilesList);
  const { state, go } = list;
  const verify = useVerifyProfile();
  const remove = useDeleteProfile();
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const [modal, setModal] = useState<{ id: string; key: number } | null>(null);
  const [toDelete, setToDelete] = useState<AdminProfile | null>(null);

  const data = profiles.data;
  const modalProfile = (modal && data?.items.find((p) => p.id === modal.id)) || null;
  const verifyingId = verify.isPending ? verify.variables : undefined;
  const verifyProfile = verify.mutate;

  const columns = useMemo(
    () => [
      column.display({
        id: 'screenshot',
        header: t('columns.screenshot'),
        cell: ({ row }) => (
          <ScreenshotCell
            profile={row.original}
            onOpen={() => setModal({ id: row.original.id, key: Date.now() })}
          />
        ),
      }),
      column.accessor('full_name', {
        header: t('columns.fullName'),
        enableSorting: true,
        meta: { card: 'title', minWidth: 160 },
        cell: ({ row }) => <NameCell profile={row.original} />,
      }),
      column.accessor('email', {
        header: t('columns.email'),
        enableSorting: true,
        meta: { breakLong: true },
        cell: ({ getValue }) => <SoftBreaks text={getValue()} />,
      }),
      column.accessor('id', {
        header: t('columns.id'),
        enableSorting: true,
        // An id is read and compared as one piece; it never wraps.
        meta: { nowrap: true },
        cell: ({ getValue }) => (
          <Text ff="monospace" fz="sm" span>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('status', {
        header: t('columns.status'),
        enableSorting: true,
        // Wide enough for 'Nicht verifiziert' without cutting the badge.
        meta: { nowrap: true, minWidth: 150 },
        cell: ({ row }) => <StatusBadges profile={row.original} />,
      }),
      column.display({
        id: 'action',
        header: t('columns.action'),
        meta: { card: 'actions' },
        cell: ({ row }) => (
          <ProfileActions
            profile={row.original}
            onVerify={() =>
              verifyProfile(row.original.id, {
                onError: (err) => setAlert(t('alerts.verifyFailed', { message: errorText(err) })),
              })
            }
            verifying={verifyingId === row.original.id}
            onDelete={() => setToDelete(row.original)}
            onAlert={setAlert}
          />
        ),
      }),
    ],
    [t, verifyProfile, verifyingId, errorText],
  );

  const onConfirmDelete = () => {
    if (!toDelete || !data) return;
    const wasLastRow = data.items.length === 1;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        // The page became empty: move to the (new) last page (spec 000 §4).
        if (wasLastRow && state.page > 1) {
          go({ ...state, page: pageCount(data.total - 1, state.limit) });
        }
      },
      onError: (err) => {
        setToDelete(null);
        setAlert(t('alerts.deleteFailed', { message: errorText(err) }));
      },
    });
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} maw={760} />

      <FailureAlert message={alert} onClose={() => setAlert(null)} />

      <DataTable
        {...searchableListProps(t, {
          exportSource,
          texts: listTexts(t, '', { empty: t('noneYet'), noMatches: t('empty') }),
        })}
        list={list}
        query={profiles}
        columns={columns}
        pageSizes={PROFILE_PAGE_SIZES}
        minWidth={880}
        filters={[
          selectFilter('status', t('filters.status'), profileStatusFilterSchema.options, (s) =>
            t(`filters.${s}`),
          ),
        ]}
      />

      <ScreenshotModal
        profile={modalProfile}
        openKey={modal?.key ?? 0}
        onClose={() => setModal(null)}
      />

      <ConfirmDialog
        opened={toDelete !== null}
        title={t('confirm.title')}
        text={toDelete ? t('confirm.text', { name: toDelete.full_name, id: toDelete.id }) : ''}
        confirm={t('confirm.confirm')}
        cancel={t('confirm.cancel')}
        closeLabel={t('modal.close')}
        color="red.9"
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={onConfirmDelete}
      />
    </Stack>
  );
}
