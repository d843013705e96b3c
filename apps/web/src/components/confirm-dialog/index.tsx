import { Alert, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { DialogActions } from '../dialog-actions';

/**
 * "Really?" before something is removed: the question as title, what it means, Cancel (focused
 * first, so Enter does no harm) and the red confirm button; a failure stays in the dialog.
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
  onConfirm,
  onClose,
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
  onConfirm: () => void;
  onClose: () => void;
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
        {failure && (
          <Alert color="red" role="alert">
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
