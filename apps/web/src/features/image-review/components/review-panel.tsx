import { Alert, Badge, Box, Button, Group, Image, Kbd, Stack, Text } from '@mantine/core';
import type { ReviewItem } from '@vigil/shared/image-review';
import { approveLinkOf } from '@vigil/shared/payments';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import {
  acceptImage,
  itemAction,
  platformNames,
  secondReview,
  useReviewMutation,
} from '../api/image-review-api';

/** Keys that act while a review panel is shown (never while typing in a field). */
export type Shortcuts = Partial<Record<'a' | 'd' | 'j' | 'k' | 'escape', () => void>>;

export function useShortcuts(keys: Shortcuts, active: boolean) {
  const ref = useRef(keys);
  useEffect(() => {
    ref.current = keys;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.repeat) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const handler = ref.current[e.key.toLowerCase() as keyof Shortcuts];
      if (!handler) return;
      e.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}

/**
 * Claims the item while the panel shows it (5 minutes on the server) and gives the claim back
 * when the panel moves on or closes. Returns the item as the claim answered it.
 */
function useClaim(item: ReviewItem) {
  const [claimed, setClaimed] = useState<ReviewItem | null>(null);
  const [error, setError] = useState<unknown>(null);
  const id = item.id;
  const open = item.state === 'pending' || item.state === 'claimed';
  useEffect(() => {
    if (!open) return;
    let held = false;
    let live = true;
    itemAction(id, 'claim').then(
      (fresh) => {
        held = true;
        if (live) setClaimed(fresh);
        else void itemAction(id, 'release').catch(() => undefined);
      },
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
      // A claim not used for a decision is given back (a no-op after a decision).
      if (held) void itemAction(id, 'release').catch(() => undefined);
    };
  }, [id, open]);
  return { item: open && claimed?.id === id ? claimed : item, error };
}

export function ShortcutHelp({ withNavigation }: { withNavigation: boolean }) {
  const { t } = useTranslation('imageReview');
  const entries: [string, string][] = [
    ['A', t('shortcuts.accept')],
    ['D', t('shortcuts.deny')],
    ...(withNavigation
      ? ([
          ['J', t('shortcuts.next')],
          ['K', t('shortcuts.previous')],
        ] as [string, string][])
      : []),
    ['Esc', t('shortcuts.close')],
  ];
  return (
    <Text size="sm" c="gray.7" component="div">
      <span>{t('shortcuts.title')}: </span>
      {entries.map(([key, label], i) => (
        <span key={key} style={{ whiteSpace: 'nowrap' }}>
          <Kbd size="xs">{key}</Kbd> {label}
          {i < entries.length - 1 ? ' · ' : ''}
        </span>
      ))}
    </Text>
  );
}

/** The image, blurred until the reviewer reveals it. */
export function ReviewImage({
  item,
  maxHeight = '55vh',
}: {
  item: ReviewItem;
  maxHeight?: string;
}) {
  const { t } = useTranslation('imageReview');
  const [revealed, setRevealed] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <Box
        style={{ overflow: 'hidden', borderRadius: 8, maxWidth: '100%', lineHeight: 0 }}
        data-testid="review-image"
        data-revealed={revealed}
      >
        <Image
          src={item.imageSrc}
          alt={t('imageAlt', { username: item.username, platform: platformNames[item.platform] })}
          fit="contain"
          maw="100%"
          mah={maxHeight}
          w="auto"
          style={{
            filter: revealed ? 'none' : 'blur(18px)',
            transition: 'filter 150ms',
          }}
        />
      </Box>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          aria-pressed={revealed}
          onClick={() => setRevealed((r) => !r)}
        >
          {revealed ? t('hide') : t('reveal')}
        </Button>
        {!revealed && (
          <Text size="xs" c="gray.7">
            {t('blurredHint')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

type Props = {
  item: ReviewItem;
  /** After a denial (the list opens the next item, the detail shows the undo bar). */
  onDenied: (item: ReviewItem) => void;
  /** J / K and Esc, where the panel sits in a list. */
  onNext?: (() => void) | undefined;
  onPrevious?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
  /** Show platform as a field (the detail view; the modal has it as its heading). */
  showPlatform?: boolean;
  shortcutsActive?: boolean;
};

/** What the modal and the detail view show: fields, the image, Accept and Deny, shortcuts. */
export function ReviewPanel({
  item: given,
  onDenied,
  onNext,
  onPrevious,
  onClose,
  showPlatform = false,
  shortcutsActive = true,
}: Props) {
  const { t, i18n } = useTranslation('imageReview');
  const errorText = useErrorText();
  const format = useFormat();
  const { item, error: claimError } = useClaim(given);
  const [error, setError] = useState<unknown>(null);
  const [redirecting, setRedirecting] = useState(false);
  const accept = useReviewMutation(acceptImage);
  const deny = useReviewMutation((id: string) => itemAction(id, 'deny'));
  const second = useReviewMutation(secondReview);
  const mine = item.state === 'claimed' && item.claim?.mine === true;
  const busy = accept.isPending || deny.isPending || redirecting;
  const lang = i18n.language.startsWith('de') ? 'de' : 'en';

  const doAccept = () => {
    if (!mine || busy) return;
    setError(null);
    accept.mutate(
      { id: item.id, lang },
      {
        onSuccess: (reply) => {
          const approve = approveLinkOf(reply);
          if (!approve) {
            setError(new Error(t('noApproveLink')));
            return;
          }
          setRedirecting(true);
          window.location.assign(approve);
        },
        onError: setError,
      },
    );
  };
  const doDeny = () => {
    if (!mine || busy) return;
    setError(null);
    deny.mutate(item.id, {
      onSuccess: (denied) => onDenied(denied),
      onError: setError,
    });
  };
  useShortcuts(
    {
      a: doAccept,
      d: doDeny,
      ...(onNext ? { j: onNext } : {}),
      ...(onPrevious ? { k: onPrevious } : {}),
      ...(onClose ? { escape: onClose } : {}),
    },
    shortcutsActive,
  );

  const time = (iso: string) => format.dateTime(iso);
  const stateBadge = (
    <Badge
      variant="light"
      color={item.state === 'denied' ? 'red' : item.state === 'accepted' ? 'green' : 'blue'}
    >
      {t(`state.${item.state}`)}
    </Badge>
  );
  const shownError = error ?? claimError;

  return (
    <Stack gap="md" data-testid="review-panel" data-item-id={item.id}>
      <Box
        component="dl"
        m={0}
        style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}
      >
        <Text component="dt" fw={600} size="sm">
          {t('userName')}
        </Text>
        <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.userName}
        </Text>
        <Text component="dt" fw={600} size="sm">
          {t('keyword')}
        </Text>
        <Text component="dd" m={0} size="sm">
          {item.keyword ?? t('noKeyword')}
        </Text>
        {showPlatform && (
          <>
            <Text component="dt" fw={600} size="sm">
              {t('platform')}
            </Text>
            <Text component="dd" m={0} size="sm">
              {platformNames[item.platform]}
            </Text>
          </>
        )}
        <Text component="dt" fw={600} size="sm">
          {t('price')}
        </Text>
        <Text component="dd" m={0} size="sm">
          {new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(
            item.priceCents / 100,
          )}
        </Text>
      </Box>
      <Group gap="xs">
        {stateBadge}
        {item.licence && <Badge variant="outline">{t(`licence.${item.licence}`)}</Badge>}
      </Group>
      {item.claim && (
        <Text size="sm" c="gray.7">
          {item.claim.mine
            ? t('claimedByMe', { time: time(item.claim.until) })
            : t('claimedByOther', {
                who: item.claim.by ?? t('someone'),
                time: time(item.claim.until),
              })}
        </Text>
      )}
      {(item.state === 'accepted' || item.state === 'denied') && (
        <Text size="sm" c="gray.7">
          {t('decided', { state: t(`state.${item.state}`), who: item.decidedBy ?? t('someone') })}
        </Text>
      )}
      <ReviewImage key={item.id} item={item} />
      {item.caption && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.caption}
        </Text>
      )}
      {shownError !== null && (
        <Alert color="red" role="alert" title={claimError && !error ? t('claimFailed') : undefined}>
          {shownError instanceof Error && shownError.message === t('noApproveLink')
            ? t('noApproveLink')
            : errorText(shownError)}
        </Alert>
      )}
      {redirecting && <Text size="sm">{t('redirecting')}</Text>}
      <Group gap="sm">
        <Button
          color="green"
          onClick={doAccept}
          disabled={!mine || busy}
          loading={accept.isPending || redirecting}
        >
          {t('accept')}
        </Button>
        <Button
          color="red"
          variant="outline"
          onClick={doDeny}
          disabled={!mine || busy}
          loading={deny.isPending}
        >
          {t('deny')}
        </Button>
        {onPrevious && (
          <Button variant="default" onClick={onPrevious}>
            {t('previous')}
          </Button>
        )}
        {onNext && (
          <Button variant="default" onClick={onNext}>
            {t('next')}
          </Button>
        )}
      </Group>
      {item.secondReview && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('secondReview.title')}
          </Text>
          <Text size="sm">{t(`secondReview.${item.secondReview}`)}</Text>
          {item.secondReview === 'pending' && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                loading={second.isPending}
                onClick={() => second.mutate({ id: item.id, agree: true }, { onError: setError })}
              >
                {t('secondReview.agree')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={second.isPending}
                onClick={() => second.mutate({ id: item.id, agree: false }, { onError: setError })}
              >
                {t('secondReview.disagree')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <ShortcutHelp withNavigation={!!onNext} />
    </Stack>
  );
}
