import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  DEFAULT_SCORE_THRESHOLD,
  WATCHLIST_NAME_MAX,
  type AlertRules,
  type Watchlist,
  type WatchInterval,
} from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWatchlist } from '../../../components/watch';
import { useErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/use-session';
import { useUpdateWatchlist } from '../api/watchlists';
import { DialogActions } from '../../../components/dialog-actions';

type Draft = {
  name: string;
  interval: WatchInterval;
  anomaly: boolean;
  scoreOn: boolean;
  scoreAbove: number | string;
  profileChange: boolean;
  goneOrPrivate: boolean;
};

const draftOf = (list: Watchlist | null): Draft => ({
  name: list?.name ?? '',
  interval: list?.interval ?? 'daily',
  anomaly: list?.rules.anomaly ?? true,
  scoreOn: list ? list.rules.scoreAbove !== null : true,
  scoreAbove: list?.rules.scoreAbove ?? DEFAULT_SCORE_THRESHOLD,
  profileChange: list?.rules.profileChange ?? true,
  goneOrPrivate: list?.rules.goneOrPrivate ?? true,
});

const validThreshold = (v: number | string) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 99;

/**
 * A list's name, check interval and alert rules: a new list, or an existing one edited (only
 * what changed is sent). Hourly checks are offered to operators only; the server refuses them
 * for anyone else as well.
 */
export function ListFormDialog({
  opened,
  list,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The list to edit; null = a new list. */
  list: Watchlist | null;
  onClose: () => void;
  onSaved: (list: Watchlist) => void;
}) {
  const { t } = useTranslation('watchlists');
  const errorText = useErrorText();
  const session = useSession();
  const operator = session?.role === 'admin';
  const create = useCreateWatchlist();
  const update = useUpdateWatchlist();
  const save = list ? update : create;
  const [draft, setDraft] = useState(() => draftOf(list));
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [thresholdProblem, setThresholdProblem] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = draft.name.trim();
    const nameIssue = !name
      ? t('form.nameMissing')
      : name.length > WATCHLIST_NAME_MAX
        ? t('form.nameTooLong', { max: WATCHLIST_NAME_MAX })
        : null;
    const thresholdIssue = draft.scoreOn && !validThreshold(draft.scoreAbove);
    setNameProblem(nameIssue);
    setThresholdProblem(thresholdIssue);
    if (nameIssue || thresholdIssue) return;
    const rules: AlertRules = {
      anomaly: draft.anomaly,
      scoreAbove: draft.scoreOn ? Number(draft.scoreAbove) : null,
      profileChange: draft.profileChange,
      goneOrPrivate: draft.goneOrPrivate,
    };
    const done = {
      onSuccess: (saved: Watchlist) => {
        close();
        onSaved(saved);
      },
    };
    if (!list) {
      create.mutate({ name, interval: draft.interval, rules }, done);
      return;
    }
    const changedRules = (Object.keys(rules) as (keyof AlertRules)[]).filter(
      (k) => rules[k] !== list.rules[k],
    );
    update.mutate(
      {
        id: list.id,
        patch: {
          ...(name !== list.name ? { name } : {}),
          ...(draft.interval !== list.interval ? { interval: draft.interval } : {}),
          ...(changedRules.length > 0
            ? { rules: Object.fromEntries(changedRules.map((k) => [k, rules[k]])) }
            : {}),
        },
      },
      done,
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={list ? t('form.titleEdit', { name: list.name }) : t('form.titleNew')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('form.name')}
            required
            data-autofocus
            value={draft.name}
            error={nameProblem}
            onChange={(e) => {
              set({ name: e.currentTarget.value });
              setNameProblem(null);
            }}
          />
          <Radio.Group
            label={t('form.interval')}
            description={operator ? undefined : t('form.hourlyHint')}
            value={draft.interval}
            onChange={(v) => set({ interval: v as WatchInterval })}
          >
            <Group mt="xs">
              <Radio value="daily" label={t('form.intervals.daily')} />
              <Radio
                value="hourly"
                label={t('form.intervals.hourly')}
                disabled={!operator && draft.interval !== 'hourly'}
              />
            </Group>
          </Radio.Group>
          <Fieldset legend={t('form.rules')} variant="unstyled">
            <Stack gap="sm">
              <Checkbox
                label={t('form.anomaly')}
                checked={draft.anomaly}
                onChange={(e) => set({ anomaly: e.currentTarget.checked })}
              />
              <Checkbox
                label={t('form.scoreOn')}
                checked={draft.scoreOn}
                onChange={(e) => {
                  set({ scoreOn: e.currentTarget.checked });
                  setThresholdProblem(false);
                }}
              />
              {draft.scoreOn && (
                <NumberInput
                  label={t('form.scoreAbove')}
                  min={1}
                  max={99}
                  step={1}
                  allowDecimal={false}
                  w={200}
                  ml={32}
                  value={draft.scoreAbove}
                  error={thresholdProblem ? t('form.scoreInvalid') : undefined}
                  onChange={(v) => {
                    set({ scoreAbove: v });
                    setThresholdProblem(false);
                  }}
                />
              )}
              <Checkbox
                label={t('form.profileChange')}
                checked={draft.profileChange}
                onChange={(e) => set({ profileChange: e.currentTarget.checked })}
              />
              <Checkbox
                label={t('form.goneOrPrivate')}
                checked={draft.goneOrPrivate}
                onChange={(e) => set({ goneOrPrivate: e.currentTarget.checked })}
              />
            </Stack>
          </Fieldset>
          {save.isError && (
            <Alert color="red" role="alert">
              {t('form.failed', { message: errorText(save.error) })}
            </Alert>
          )}
          <DialogActions
            cancel={t('form.cancel')}
            onCancel={close}
            confirm={list ? t('form.save') : t('form.create')}
            loading={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
