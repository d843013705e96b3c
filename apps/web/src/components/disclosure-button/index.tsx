import { Button, type ButtonProps } from '@mantine/core';

type Props = {
  /** Whether the part it shows and hides is open. */
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The id of that part, which stays in the page (hidden) while closed. */
  controls: string;
  /** The words for each state ('Show table' / 'Hide table'). */
  show: string;
  hide: string;
  variant?: ButtonProps['variant'];
};

/**
 * A small button that shows and hides a part of the page below it (a chart's data table, a
 * changelog), telling screen readers which part it controls and whether it is open.
 */
export function DisclosureButton({ open, onToggle, controls, show, hide, variant }: Props) {
  return (
    <Button
      variant={variant}
      size="compact-sm"
      style={{ alignSelf: 'flex-start' }}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(!open)}
    >
      {open ? hide : show}
    </Button>
  );
}
