import { Button, Group, type MantineColor } from '@mantine/core';

type Props = {
  /** The cancel button's words and what it does (it closes the dialog). */
  cancel: string;
  onCancel: () => void;
  /** The confirming button's words; it submits the dialog's form unless `onConfirm` is given. */
  confirm: string;
  onConfirm?: () => void;
  /** Red for what cannot be undone. */
  color?: MantineColor;
  loading?: boolean;
  disabled?: boolean;
  /** Focus Cancel first (before something is removed, so that Enter does no harm). */
  focusCancel?: boolean;
};

/** The buttons at the foot of a dialog: Cancel, then the one that does it, on the right. */
export function DialogActions({
  cancel,
  onCancel,
  confirm,
  onConfirm,
  color,
  loading,
  disabled,
  focusCancel = false,
}: Props) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} data-autofocus={focusCancel || undefined}>
        {cancel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={color}
        loading={loading}
        disabled={disabled}
      >
        {confirm}
      </Button>
    </Group>
  );
}
