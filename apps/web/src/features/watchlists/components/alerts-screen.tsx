import { Anchor, Badge, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { alertsQuerySchema, type Alert as AlertItem, type AlertEmailMode } from '@vigil/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useListState } from '../../../components/data-table';
import { LoadFailed } from '../../../components/load-failed';
import { ScreenHeader } from '../../../components/screen-header';
import { useWatchTexts } from '../../../components/watch';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { useAlerts, useAlertSettings, useMarkRead, useSaveAlertSettings } from '../api/alerts';
import { accountDetailPath } from './watched-accounts-table';

const column = createColumnHelper<AlertItem>();
const EMAIL_MODES: AlertEmailMode[] = ['instant', 'daily', 'off'];

/** An alert in one sentence, in the UI language. */
export function useAlertText() {
  const { t } = useTranslation('watchlists');
  const texts = useWatchTexts();
  return (a: AlertItem) => {
    const d = a.details;
    switch (a.kind) {
      case 'growth_anomaly':
        return d.flag ? texts.flag(d.flag) : t('alerts.text.anomalyUnknown');
      case 'score_threshold':
        return d.score !== undefined && d.threshold !== undefined
          ? t('alerts.text.score', { score: d.score, threshold: d.threshold })
          : t('alerts.text.scoreNoValue');
      case 'profile_change':
        return d.changes?.length ? texts.changes(d.changes) : t('alerts.text.profileUnknown');
      case 'gone':
        return t('alerts.text.gone');
      case 'private':
        return t('alerts.text.private');
    }
  };
}

/** Instant, daily digest or off; saved at once, with the UI language for the mails. */
function EmailSetting() {
  const { t, i18n } = useTranslation('watchlists');
  const errorText = useErrorText();
  const headingId = useId();
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const [saved, setSaved] = useState(false);
  const language = i18n.language === 'de' ? 'de' : 'en';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} maw={720}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('alerts.email.title')}
        </Title>
        {settings.isError ? (
          <LoadFailed
            title={t('alerts.email.loadFailed')}
            error={settings.error}
            retry={t('retry')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <Radio.Group
            label={t('alerts.email.label')}
            value={save.variables?.email ?? settings.data?.email ?? ''}
            onChange={(v) => {
              setSaved(false);
              save.mutate(
                { email: v as AlertEmailMode, language },
                { onSuccess: () => setSaved(true) },
              );
            }}
          >
            <Group mt="xs" gap="lg">
              {EMAIL_MODES.map((m) => (
                <Radio
                  key={m}
                  value={m}
                  label={t(`alerts.email.${m}`)}
                  disabled={!settings.data || save.isPending}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Text size="sm" role="status" c={save.isError ? 'red.9' : undefined}>
          {save.isError
            ? t('alerts.email.failed', { message: errorText(save.error) })
            : saved
              ? t('alerts.email.saved')
              : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The alerts inbox ('Benachrichtigungen' / 'Alerts', reached by the navbar's bell): newest first,
 * each in a sentence with its account and list, unread ones marked; mark one or all read (the
 * bell's count follows); the e-mail setting.
 */
export function AlertsScreen() {
  const { t } = useTranslation('watchlists');
  const format = useFormat();
  const errorText = useErrorText();
  const alertText = useAlertText();
  const list = useListState(alertsQuerySchema);
  const alerts = useAlerts(list.state);
  const mark = useMarkRead();
  const [marked, setMarked] = useState<number | null>(null);
  const markingOne = (id: string) =>
    mark.isPending && mark.variables !== undefined && 'ids' in mark.variables
      ? mark.variables.ids.includes(id)
      : false;

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('alerts.columns.time'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ getValue }) => <time dateTime={getValue()}>{format.dateTime(getValue())}</time>,
      }),
      column.display({
        id: 'alert',
        header: t('alerts.columns.alert'),
        meta: { card: 'title', minWidth: 260 },
        cell: ({ row }) => {
          const a = row.original;
          return (
            <Stack gap={2}>
              <Group gap={6}>
                {a.readAt === null && (
                  <Badge color="blue" size="sm">
                    {t('alerts.unread')}
                  </Badge>
                )}
                <Text span size="xs" fw={700} c="gray.7">
                  {t(`alerts.kinds.${a.kind}`)}
                </Text>
              </Group>
              <Text size="sm" fw={a.readAt === null ? 600 : 400}>
                {alertText(a)}
              </Text>
            </Stack>
          );
        },
      }),
      column.display({
        id: 'account',
        header: t('alerts.columns.account'),
        meta: { breakLong: true },
        cell: ({ row }) => (
          <Anchor component={Link} to={accountDetailPath(row.original)}>
            {row.original.username}
          </Anchor>
        ),
      }),
      column.display({
        id: 'platform',
        header: t('table.columns.platform'),
        meta: { nowrap: true },
        cell: ({ row }) => t(`platforms.${row.original.platform}`),
      }),
      column.display({
        id: 'list',
        header: t('alerts.columns.list'),
        cell: ({ row }) => {
          const a = row.original;
          return a.watchlistId && a.watchlistName ? (
            <Anchor component={Link} to={`/watchlists/${encodeURIComponent(a.watchlistId)}`}>
              {a.watchlistName}
            </Anchor>
          ) : (
            t('alerts.noList')
          );
        },
      }),
      column.display({
        id: 'state',
        header: t('alerts.columns.state'),
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => {
          const a = row.original;
          return a.readAt === null ? (
            <Button
              size="compact-sm"
              variant="default"
              loading={markingOne(a.id)}
              aria-label={t('alerts.markReadLabel', { username: a.username })}
              onClick={() => mark.mutate({ ids: [a.id] })}
            >
              {t('alerts.markRead')}
            </Button>
          ) : (
            <Text span size="sm" c="gray.7">
              {t('alerts.read')}
            </Text>
          );
        },
      }),
    ],
    // `format` and `alertText` follow the language, as `t` does; `mark` for the spinner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, mark.isPending, mark.variables],
  );

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('alerts.title')} intro={t('alerts.intro')} />
      <Group gap="sm" align="center" wrap="wrap">
        <Button
          variant="default"
          loading={mark.isPending && mark.variables !== undefined && 'all' in mark.variables}
          onClick={() => {
            setMarked(null);
            mark.mutate({ all: true }, { onSuccess: (r) => setMarked(r.marked) });
          }}
        >
          {t('alerts.markAll')}
        </Button>
        <Text size="sm" role="status" c={mark.isError ? 'red.9' : undefined}>
          {mark.isError
            ? t('alerts.markFailed', { message: errorText(mark.error) })
            : marked !== null
              ? t('alerts.markedAll', { count: marked })
              : ''}
        </Text>
      </Group>
      <DataTable
        label={t('alerts.label')}
        list={list}
        query={alerts}
        columns={columns}
        pageSizes={[25, 50, 100]}
        minWidth={860}
        filters={[
          {
            key: 'unread',
            label: t('alerts.filter'),
            options: [
              { value: 'true', label: t('alerts.filters.unread') },
              { value: 'false', label: t('alerts.filters.read') },
            ],
          },
        ]}
        texts={{
          count: (count) => t('alerts.count', { count }),
          empty: t('alerts.empty'),
          noMatches: t('alerts.noMatches'),
          loadFailed: t('alerts.loadFailed'),
        }}
      />
      <EmailSetting />
    </Stack>
  );
}
