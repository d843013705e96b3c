import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { WATCHLIST_NAME_MAX, type Watchlist } from '@vigil/shared';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../lib/error-text';
import { LineIcon } from '../line-icon';
import {
  useAddToWatchlist,
  useContaining,
  useCreateWatchlist,
  useRemoveFromWatchlist,
  useWatchlists,
  type WatchTarget,
} from './api';
import { DialogActions } from '../dialog-actions';

type Outcome = { text: string; listId: string | null; failed: boolean } | null;

function EyeIcon() {
  return (
    <LineIcon size={16}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

/** A tick for the lists that hold the account; an empty box of the same size for the others. */
function Tick({ on }: { on: boolean }) {
  return (
    <LineIcon size={14}>
      <rect x="2" y="2" width="20" height="20" rx="4" />
      {on && <path d="M6 12l4 4 8-8" strokeWidth="3" />}
    </LineIcon>
  );
}

/** The name form of a new list, in a dialog; the account joins the list once it exists. */
function NewListDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (list: Watchlist) => void;
}) {
  const { t } = useTranslation('watch');
  const errorText = useErrorText();
  const create = useCreateWatchlist();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setProblem(null);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('create.nameMissing'));
    if (trimmed.length > WATCHLIST_NAME_MAX) {
      return setProblem(t('create.nameTooLong', { max: WATCHLIST_NAME_MAX }));
    }
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (list) => {
          close();
          onCreated(list);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('create.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('create.intro')}</Text>
          <TextInput
            label={t('create.name')}
            placeholder={t('create.defaultName')}
            required
            data-autofocus
            maxLength={WATCHLIST_NAME_MAX + 20}
            value={name}
            error={problem}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblem(null);
            }}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {errorText(create.error)}
            </Alert>
          )}
          <DialogActions
            cancel={t('create.cancel')}
            onCancel={close}
            confirm={t('create.submit')}
            loading={create.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * "Watch": a small menu of the user's watchlists, ticked where the account already is (asked
 * when the menu opens, so a page of rows costs no request until one is used); choosing a list
 * adds the account to it or, when ticked, takes it off; "New list …" names a list and adds the
 * account to it. One status line says what happened, with a link to the list.
 */
export function WatchButton({
  target,
  size = 'sm',
  compact = false,
}: {
  target: WatchTarget;
  size?: 'xs' | 'sm';
  /** The eye alone (a table row): the button's name still says what it does. */
  compact?: boolean;
}) {
  const { t } = useTranslation('watch');
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const [dialog, dialogControl] = useDisclosure(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const statusId = useId();
  const lists = useWatchlists(opened);
  const containing = useContaining(target, opened);
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  const busy = add.isPending || remove.isPending;

  const accountOn = (listId: string) =>
    containing.data?.items.find((c) => c.watchlistId === listId)?.accountId ?? null;
  const failed = (err: unknown) =>
    setOutcome({ text: t('failed', { message: errorText(err) }), listId: null, failed: true });

  /** Says what happened to the account on `list`, or why it failed. */
  const report = (done: 'added' | 'removed', list: Pick<Watchlist, 'id' | 'name'>) => ({
    onSuccess: () =>
      setOutcome({
        text: t(done, { username: target.username, list: list.name }),
        listId: list.id,
        failed: false,
      }),
    onError: failed,
  });

  const addTo = (list: Pick<Watchlist, 'id' | 'name'>) =>
    add.mutate({ watchlistId: list.id, target }, report('added', list));
  const toggle = (list: Watchlist) => {
    const accountId = accountOn(list.id);
    if (!accountId) return addTo(list);
    remove.mutate({ watchlistId: list.id, accountId }, report('removed', list));
  };
  // Inside a clickable table row the menu must not open the row as well.
  const stop = (e: MouseEvent) => e.stopPropagation();

  const loading = lists.isPending || containing.isPending;
  const loadError = lists.isError ? lists.error : containing.isError ? containing.error : null;

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only stops a click from reaching the row; the keys reach the menu's own button
    <div onClick={stop}>
      {/* No focus placeholder: its role="presentation" is not a valid child of role="menu". */}
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width={260}
        shadow="md"
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            variant="default"
            size={size}
            leftSection={compact ? undefined : <EyeIcon />}
            px={compact ? 8 : undefined}
            loading={busy}
            aria-label={t('buttonLabel', { username: target.username })}
            aria-describedby={outcome ? statusId : undefined}
            title={compact ? t('button') : undefined}
          >
            {compact ? <EyeIcon /> : t('button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label c="gray.7">{t('menuLabel')}</Menu.Label>
          {loading && !loadError && (
            <Group gap="xs" px="sm" py={6} role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('loading')}</Text>
            </Group>
          )}
          {loadError && (
            <Text size="sm" c="red.9" px="sm" py={6} role="alert">
              {t('loadFailed')} {errorText(loadError)}
            </Text>
          )}
          {lists.data?.items.length === 0 && (
            <Text size="sm" px="sm" py={6}>
              {t('noLists')}
            </Text>
          )}
          {!loading &&
            lists.data?.items.map((list) => {
              const on = accountOn(list.id) !== null;
              return (
                // Mantine's items are `menuitem`s (no aria-checked): the tick is said in words.
                <Menu.Item
                  key={list.id}
                  leftSection={<Tick on={on} />}
                  onClick={() => toggle(list)}
                >
                  {list.name}
                  {on && <VisuallyHidden>{`, ${t('onList')}`}</VisuallyHidden>}
                </Menu.Item>
              );
            })}
          {lists.data && <Menu.Divider />}
          {lists.data && <Menu.Item onClick={dialogControl.open}>{t('newList')}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <Text
        id={statusId}
        role="status"
        size="sm"
        mt={outcome ? 4 : 0}
        c={outcome?.failed ? 'red.9' : undefined}
      >
        {outcome?.text}
        {outcome?.listId && (
          <>
            {' '}
            <Anchor component={Link} to={`/watchlists/${outcome.listId}`}>
              {t('openList')}
            </Anchor>
          </>
        )}
      </Text>
      <NewListDialog
        opened={dialog}
        onClose={dialogControl.close}
        onCreated={(list) => addTo(list)}
      />
    </div>
  );
}
