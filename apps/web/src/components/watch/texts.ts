import type { GrowthFlag, ProfileChange } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatList, formatNumber } from '../../lib/format';

/** A growth flag's UTC day as people read it: 'March 3, 2026' / '3. März 2026'. */
export const flagDay = (day: string, language: string) =>
  formatDate(`${day}T00:00:00Z`, language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "40×" reads whole from ten up, with one decimal below ("2.5×"). */
const ratioText = (ratio: number, language: string) =>
  formatNumber(ratio, language, { maximumFractionDigits: ratio >= 10 ? 0 : 1 });

/**
 * The plain sentences of what a check found, in the UI language: a growth flag ("+12,400
 * followers on March 3, 2026, 40× its usual daily gain") and a profile change ("Profile
 * changed: name and bio"). The inbox, the watchlist and the history chart say them alike.
 */
export function useWatchTexts() {
  const { t, i18n } = useTranslation('watch');
  const language = i18n.language;
  return {
    flag: (flag: GrowthFlag) =>
      t(`flags.${flag.kind}`, {
        size: formatNumber(flag.kind === 'spike' ? Math.abs(flag.size) : flag.size, language),
        date: flagDay(flag.day, language),
        ratio: ratioText(flag.ratio, language),
      }),
    changes: (changes: readonly ProfileChange[]) =>
      t('changes.sentence', {
        fields: formatList(
          changes.map((c) => t(`changes.${c}`)),
          language,
        ),
      }),
  };
}
