import { Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
};

const toBound = (v: string | number): number | undefined => {
  if (v === '' || v === undefined) return undefined;
  const n = Math.round(Number(v));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : undefined;
};

/** The fake-probability range (0–100 %): applied when a field is left or Enter is pressed. */
export function FakeRangeFilter({ min, max, onChange }: Props) {
  const { t } = useTranslation('analysis');
  const [from, setFrom] = useState<string | number>(min ?? '');
  const [to, setTo] = useState<string | number>(max ?? '');
  // The URL changed from elsewhere (back button, "clear filters"): show its values.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setFrom(min ?? '');
    setTo(max ?? '');
  }
  const apply = () => {
    const a = toBound(from);
    const b = toBound(to);
    if (a !== min || b !== max) onChange(a, b);
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') apply();
  };
  // Both bounds are percentages, applied when the field is left or Enter is pressed.
  const bound = { min: 0, max: 100, w: 140, onBlur: apply, onKeyDown: onKey };
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <NumberInput
        label={t('analysis.filters.minFake')}
        value={from}
        onChange={setFrom}
        {...bound}
      />
      <NumberInput label={t('analysis.filters.maxFake')} value={to} onChange={setTo} {...bound} />
    </Group>
  );
}
