import { Alert, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from '../dialog-actions';

/**
 * "Really?" before something is removed: the question as title, what it means, Cancel (focused
 * first, so Enter does no harm) and the red confirm button; a failure stays in the dialog.
 * What the confirmation needs besides (a password, a hint) goes in as children, under the text.
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirm,
  cancel,
  closeLabel = cancel,
  color = 'red',
  busy,
  failure = null,
  failureTitle,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  /** The dialog's close (×) button's name; by default the cancel button's words. */
  closeLabel?: string;
  /** The confirm button's colour (red unless the screen uses its own shade). */
  color?: MantineColor;
  busy: boolean;
  /** The failure, in words, when the last try failed. */
  failure?: string | null;
  /** The failure alert's title, where the screen names what failed. */
  failureTitle?: string;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack>
        <Text>{text}</Text>
        {children}
        {failure && (
          <Alert color="red" role="alert" title={failureTitle}>
            {failure}
          </Alert>
        )}
        <DialogActions
          cancel={cancel}
          onCancel={onClose}
          focusCancel
          confirm={confirm}
          onConfirm={onConfirm}
          color={color}
          loading={busy}
        />
      </Stack>
    </Modal>
  );
}
