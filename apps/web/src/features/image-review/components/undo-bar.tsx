import { Alert, Button, Group, Text } from '@mantine/core';
import { REVIEW_UNDO_MS, type ReviewItem } from '@vigil/shared/image-review';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { itemAction, useReviewMutation } from '../api/image-review-api';

/** After a denial: "denied" with an Undo button for the 10 s the server allows. */
export function UndoBar({
  denied,
  onUndone,
  onExpired,
}: {
  denied: ReviewItem;
  onUndone: (item: ReviewItem) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('imageReview');
  const errorText = useErrorText();
  // The server's deadline; the 10 s from now when it sent none.
  const [until] = useState(() =>
    denied.undoUntil ? new Date(denied.undoUntil).getTime() : Date.now() + REVIEW_UNDO_MS,
  );
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const undo = useReviewMutation((id: string) => itemAction(id, 'undo'));
  useEffect(() => {
    const timer = setInterval(() => {
      const s = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) onExpired();
    }, 250);
    return () => clearInterval(timer);
  }, [until, onExpired]);
  return (
    <Alert color="gray" variant="light" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('deniedUndo', { username: denied.username })}
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={undo.isPending}
          disabled={left === 0}
          onClick={() => undo.mutate(denied.id, { onSuccess: (item) => onUndone(item) })}
        >
          {t('undoIn', { seconds: left })}
        </Button>
      </Group>
      {undo.isError && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {errorText(undo.error)}
        </Text>
      )}
    </Alert>
  );
}
