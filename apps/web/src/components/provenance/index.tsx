import { Alert, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where a shown row came from: the demo dataset, a provider, a client's submission, or unknown. */
export type RowSource = 'demo' | 'live' | 'submitted' | null | undefined;

/** Whether a row is from the synthetic demo dataset. */
export const isDemo = (source: RowSource) => source === 'demo';

/**
 * The text of a value no source provides: 'k.A.' (de) / 'n/a' (en). A hook for places that
 * need a string (table cells, chart labels, `value ?? notKnown`).
 */
export function useNotKnownText(): string {
  const { t } = useTranslation('provenance');
  return t('notKnown');
}

/** A value no source provides, with a title that says so (never a 0 that looks measured). */
export function NotKnown() {
  const { t } = useTranslation('provenance');
  return (
    <Text span inherit title={t('notKnownHint')} data-testid="not-known">
      {t('notKnown')}
    </Text>
  );
}

/**
 * The 'Demo' tag of one row from the synthetic demo dataset; nothing for any other source.
 * Black on yellow keeps well above 4.5:1; the title says what "demo" means.
 */
export function DemoTag({ source }: { source: RowSource }) {
  const { t } = useTranslation('provenance');
  if (!isDemo(source)) return null;
  return (
    <Badge
      color="yellow.4"
      autoContrast
      size="sm"
      title={t('demoTagHint')}
      data-testid="demo-tag"
      style={{ flexShrink: 0 }}
    >
      {t('demoTag')}
    </Badge>
  );
}

/**
 * One notice per screen when any shown row is demo data (the rows carry a `DemoTag` each);
 * nothing when none is.
 */
export function DemoNotice({ sources }: { sources: readonly RowSource[] }) {
  const { t } = useTranslation('provenance');
  if (!sources.some(isDemo)) return null;
  return (
    // A lasting note, not an alert: screen readers should not interrupt for it, and the screens'
    // own alerts (errors) stay the only ones.
    <Alert
      color="yellow"
      variant="light"
      role="note"
      title={t('demoNoticeTitle')}
      data-testid="demo-notice"
    >
      {t('demoNotice')}
    </Alert>
  );
}
