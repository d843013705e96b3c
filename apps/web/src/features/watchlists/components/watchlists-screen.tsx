import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Watchlist } from '@vigil/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { useWatchlists } from '../../../components/watch';
import { useErrorText } from '../../../lib/error-text';
import { useDeleteWatchlist } from '../api/watchlists';
import { AddAccountForm } from './add-account-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImportSection } from './import-section';
import { ListFormDialog } from './list-form-dialog';
import { WatchedAccountsTable } from './watched-accounts-table';

const listPath = (id: string) => `/watchlists/${encodeURIComponent(id)}`;

/** The list's rules in a line: "Alerts on: growth anomaly, trust score above 70, …". */
function useRulesText() {
  const { t } = useTranslation('watchlists');
  return (list: Watchlist) => {
    const r = list.rules;
    const on = [
      r.anomaly && t('list.ruleNames.anomaly'),
      r.scoreAbove !== null && t('list.ruleNames.scoreAbove', { value: r.scoreAbove }),
      r.profileChange && t('list.ruleNames.profileChange'),
      r.goneOrPrivate && t('list.ruleNames.goneOrPrivate'),
    ].filter((x): x is string => typeof x === 'string');
    return on.length > 0 ? t('list.rules', { rules: on.join(', ') }) : t('list.noRules');
  };
}

/**
 * The lists as navigation, one wrapping row of links above the chosen list (the accounts' table
 * needs the page's width): name, how many accounts, how often, how many need attention.
 */
function ListNav({ lists, current }: { lists: Watchlist[]; current: string | null }) {
  const { t } = useTranslation('watchlists');
  return (
    <Group component="nav" aria-label={t('lists.title')} gap="xs" wrap="wrap">
      {lists.map((list) => {
        const active = list.id === current;
        return (
          <Button
            key={list.id}
            component={Link}
            to={listPath(list.id)}
            variant={active ? 'light' : 'default'}
            aria-current={active ? 'page' : undefined}
            h="auto"
            py={6}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            <Stack gap={0} align="flex-start">
              <Group gap={6} wrap="nowrap">
                <Text span fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {list.name}
                </Text>
                {list.attentionCount > 0 && (
                  <Badge color="red" variant="light" size="sm">
                    {t('lists.attention', { count: list.attentionCount })}
                  </Badge>
                )}
              </Group>
              <Text span size="xs" c="gray.8" fw={400}>
                {t('list.meta', {
                  accounts: t('lists.accounts', { count: list.accountCount }),
                  interval: t(`intervals.${list.interval}`),
                })}
              </Text>
            </Stack>
          </Button>
        );
      })}
    </Group>
  );
}

/** One list: its name and settings, add and import, and its accounts. */
function ListPanel({ list, onEdit }: { list: Watchlist; onEdit: () => void }) {
  const { t } = useTranslation('watchlists');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const rulesText = useRulesText();
  const headingId = useId();
  const remove = useDeleteWatchlist();
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {list.name}
          </Title>
          <Text size="sm" c="gray.7">
            {t('list.meta', {
              accounts: t('lists.accounts', { count: list.accountCount }),
              interval: t(`intervals.${list.interval}`),
            })}
          </Text>
          <Text size="sm" c="gray.7">
            {rulesText(list)}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={onEdit}>
            {t('list.edit')}
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('list.delete')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md">
          <AddAccountForm watchlistId={list.id} />
        </Paper>
        <Paper withBorder p="md">
          <ImportSection watchlistId={list.id} />
        </Paper>
      </SimpleGrid>
      <WatchedAccountsTable list={list} />
      <ConfirmDialog
        opened={confirming}
        title={t('deleteList.title', { name: list.name })}
        text={t('deleteList.text', { count: list.accountCount })}
        confirm={t('deleteList.confirm')}
        cancel={t('deleteList.cancel')}
        busy={remove.isPending}
        failure={
          remove.isError ? t('deleteList.failed', { message: errorText(remove.error) }) : null
        }
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(list.id, {
            onSuccess: () => {
              setConfirming(false);
              void navigate('/watchlists', { replace: true });
            },
          })
        }
      />
    </Stack>
  );
}

/**
 * 'Beobachtungslisten' / 'Watchlists': the user's lists beside the chosen one (the first when
 * the path names none): create, edit (name, interval, alert rules), delete after a question;
 * add an account or import a CSV; the accounts with what their checks found.
 */
export function WatchlistsScreen() {
  const { t } = useTranslation('watchlists');
  const { id } = useParams();
  const navigate = useNavigate();
  const lists = useWatchlists();
  // null: closed; 'new': a new list; otherwise the list being edited.
  const [form, setForm] = useState<'new' | Watchlist | null>(null);

  const items = lists.data?.items ?? [];
  const selected = id ? (items.find((l) => l.id === id) ?? null) : (items[0] ?? null);

  let body;
  if (lists.isPending) body = <Loading text={t('loading')} />;
  else if (lists.isError) {
    body = (
      <LoadFailed
        title={t('lists.loadFailed')}
        error={lists.error}
        retry={t('retry')}
        onRetry={() => void lists.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = <Text>{t('lists.empty')}</Text>;
  } else {
    body = (
      <Stack gap="lg">
        <ListNav lists={items} current={selected?.id ?? null} />
        {selected ? (
          <ListPanel key={selected.id} list={selected} onEdit={() => setForm(selected)} />
        ) : (
          <Alert color="yellow" title={t('lists.notFound')}>
            <Anchor component={Link} to="/watchlists">
              {t('lists.toLists')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <ScreenHeader title={t('title')} intro={t('intro')} />
        <Button onClick={() => setForm('new')}>{t('lists.new')}</Button>
      </Group>
      {body}
      {form !== null && (
        <ListFormDialog
          key={form === 'new' ? 'new' : form.id}
          opened
          list={form === 'new' ? null : form}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            if (form === 'new') void navigate(listPath(saved.id));
          }}
        />
      )}
    </Stack>
  );
}
