import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { BADGE_REVIEW_SORTS } from '@vigil/shared/badge-review';
import {
  BADGE_REVOKE_REASON_MAX,
  badgeReviewListQuerySchema,
  badgeReviewStateSchema,
  badgeRevokeInputSchema,
  type BadgeReview,
  type BadgeReviewSignal,
  type BadgeReviewState,
} from '@vigil/shared/badge-review';
import { accountPlatformNames } from '@vigil/shared/profile-facts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, listTexts, useListState } from '../../../components/data-table';
import { ScreenHeader } from '../../../components/screen-header';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { useDecideBadgeReview } from '../api/decide-badge-review';
import { useBadgeReviews } from '../api/get-badge-reviews';
import { DialogActions } from '../../../components/dialog-actions';

const column = createColumnHelper<BadgeReview>();
const PAGE_SIZES = [20, 50, 100] as const;
type Sort = (typeof BADGE_REVIEW_SORTS)[number];

/** One signal of the evidence as a sentence in the UI language. */
function SignalText({ signal }: { signal: BadgeReviewSignal }) {
  const { t } = useTranslation('badgeReviews');
  const format = useFormat();
  const checked = format.date(signal.checked_at, { dateStyle: 'medium' });
  let text: string;
  switch (signal.kind) {
    case 'score':
      text = t('signals.score', { score: signal.score, threshold: signal.threshold });
      break;
    case 'growth':
      text = t(`signals.${signal.flag}`, {
        size: format.number(signal.size, { signDisplay: 'exceptZero' }),
        ratio: format.number(signal.ratio, { maximumFractionDigits: 1 }),
        day: format.date(`${signal.day}T12:00:00Z`, { dateStyle: 'medium' }),
      });
      break;
    case 'code_removed':
      text = t('signals.codeRemoved');
      break;
    case 'gone':
      text = t('signals.gone');
      break;
  }
  return (
    <>
      <Text span size="xs" c="gray.7">
        {t('signals.checked', { date: checked })}
      </Text>{' '}
      {text}
    </>
  );
}

function Evidence({ review }: { review: BadgeReview }) {
  return (
    <List size="sm" spacing={4} data-testid="badge-review-evidence">
      {review.evidence.map((signal, i) => (
        <List.Item key={i}>
          <SignalText signal={signal} />
        </List.Item>
      ))}
    </List>
  );
}

/** Who the badge belongs to, and its public page (which shows the outcome). */
function BadgeCell({ review }: { review: BadgeReview }) {
  const { t } = useTranslation('badgeReviews');
  return (
    <>
      <Text fw={600}>{review.full_name}</Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {accountPlatformNames[review.platform as keyof typeof accountPlatformNames] ??
          review.platform}{' '}
        · @{review.username.replace(/^@/, '')}
      </Text>
      <Text size="xs" ff="monospace">
        {review.profile_id}
      </Text>
      <Group gap="xs">
        <Anchor href={`/p/${encodeURIComponent(review.profile_id)}`} target="_blank" size="xs">
          {t('row.publicPage')}
          <VisuallyHidden>{t('row.forName', { name: review.full_name })}</VisuallyHidden>
        </Anchor>
        <Anchor href={review.profile_url} target="_blank" rel="noopener noreferrer" size="xs">
          {t('row.profile')}
          <VisuallyHidden>{t('row.forName', { name: review.full_name })}</VisuallyHidden>
        </Anchor>
      </Group>
    </>
  );
}

type Deciding = { review: BadgeReview; action: 'revoke' | 'clear' };

/** The decision dialog: revoke needs a public reason; clear takes an optional note. */
function DecisionModal({ deciding, onClose }: { deciding: Deciding | null; onClose: () => void }) {
  const { t } = useTranslation('badgeReviews');
  const errorText = useErrorText();
  const decide = useDecideBadgeReview();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const revoke = deciding?.action === 'revoke';

  const close = () => {
    setText('');
    setInvalid(null);
    decide.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!deciding) return;
    if (revoke) {
      const parsed = badgeRevokeInputSchema.safeParse({ reason: text });
      if (!parsed.success) {
        setInvalid(t('decide.reasonRequired'));
        return;
      }
      decide.mutate(
        { id: deciding.review.id, action: 'revoke', body: parsed.data },
        { onSuccess: close },
      );
    } else {
      const note = text.trim();
      decide.mutate(
        { id: deciding.review.id, action: 'clear', body: note ? { note } : {} },
        { onSuccess: close },
      );
    }
  };

  return (
    <Modal
      opened={deciding !== null}
      onClose={close}
      title={revoke ? t('decide.revokeTitle') : t('decide.clearTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('decide.close') }}
    >
      {deciding && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              {revoke
                ? t('decide.revokeText', {
                    name: deciding.review.full_name,
                    id: deciding.review.profile_id,
                  })
                : t('decide.clearText', {
                    name: deciding.review.full_name,
                    id: deciding.review.profile_id,
                  })}
            </Text>
            <Textarea
              label={revoke ? t('decide.reason') : t('decide.note')}
              description={revoke ? t('decide.reasonHint') : t('decide.noteHint')}
              required={revoke}
              rows={3}
              maxLength={BADGE_REVOKE_REASON_MAX}
              value={text}
              error={invalid}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setInvalid(null);
              }}
              data-autofocus
            />
            {decide.isError && (
              <Alert color="red" role="alert">
                {t('decide.failed', { message: errorText(decide.error) })}
              </Alert>
            )}
            <DialogActions
              cancel={t('decide.cancel')}
              onCancel={close}
              confirm={revoke ? t('decide.revoke') : t('decide.clear')}
              color={revoke ? 'red.9' : undefined}
              loading={decide.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/**
 * 'Badge-Prüfung' (operators): badges whose profile a daily check found suspicious, with the
 * evidence. A machine never revokes a badge; an operator revokes it (the reason is shown on its
 * public page and in the QR verification) or clears it. Decided entries stay listed under
 * their outcome.
 */
export function BadgeReviewsScreen() {
  const { t } = useTranslation('badgeReviews');
  const format = useFormat();
  const list = useListState(badgeReviewListQuerySchema);
  const reviews = useBadgeReviews(list.state);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const state = list.state.state;

  const columns = useMemo(() => {
    const dateCell = (iso: string | null) =>
      iso ? <time dateTime={iso}>{format.date(iso, { dateStyle: 'medium' })}</time> : t('never');
    return [
      column.display({
        id: 'badge',
        header: t('columns.badge'),
        meta: { card: 'title', minWidth: 180 },
        cell: ({ row }) => <BadgeCell review={row.original} />,
      }),
      column.display({
        id: 'evidence',
        header: t('columns.evidence'),
        meta: { minWidth: 260 },
        cell: ({ row }) => <Evidence review={row.original} />,
      }),
      column.accessor('opened_at', {
        id: 'opened_at' satisfies Sort,
        header: t('columns.opened'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ getValue }) => dateCell(getValue()),
      }),
      column.accessor('last_checked_at', {
        header: t('columns.lastChecked'),
        meta: { nowrap: true },
        cell: ({ getValue }) => dateCell(getValue()),
      }),
      column.display({
        id: 'decision',
        header: state === 'open' ? t('columns.action') : t('columns.decision'),
        meta: { card: state === 'open' ? 'actions' : 'field', minWidth: 160 },
        cell: ({ row }) => {
          const review = row.original;
          if (review.state !== 'open') {
            return (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t(`states.${review.state}`)} · {dateCell(review.decided_at)}
                </Text>
                {review.reason && <Text size="sm">{review.reason}</Text>}
              </Stack>
            );
          }
          const forName = (
            <VisuallyHidden>{t('row.forName', { name: review.full_name })}</VisuallyHidden>
          );
          return (
            <Group gap="xs">
              <Button
                size="compact-sm"
                color="red.9"
                onClick={() => setDeciding({ review, action: 'revoke' })}
              >
                {t('row.revoke')}
                {forName}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setDeciding({ review, action: 'clear' })}
              >
                {t('row.clear')}
                {forName}
              </Button>
            </Group>
          );
        },
      }),
    ];
  }, [t, format, state]);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} maw={760} />
      <SegmentedControl
        aria-label={t('filters.state')}
        value={state}
        onChange={(value) =>
          list.update({ state: badgeReviewStateSchema.parse(value) as BadgeReviewState })
        }
        data={badgeReviewStateSchema.options.map((s) => ({ value: s, label: t(`tabs.${s}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable
        label={t('title')}
        search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }}
        texts={listTexts(t, '', {
          empty: t(`empty.${state}`),
          noMatches: t('noMatches'),
        })}
        list={list}
        query={reviews}
        columns={columns}
        pageSizes={PAGE_SIZES}
        minWidth={900}
      />
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
