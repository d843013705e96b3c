import { Alert, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../../components/dialog-actions';

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
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  /** The failure, in words, when the last try failed. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': cancel }}
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
          color="red"
          loading={busy}
        />
      </Stack>
    </Modal>
  );
}
