import type { AccountAge } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookupFormat } from './format';
import type { ProfileField } from './profile-fields';

/**
 * The facts rows every account profile shows alike (spec 001 §2): 'Account Age', 'Registered
 * Date' and 'Fake Account Probability', with 'not available' where the platform says nothing.
 * The screens pick the rows they have and put their own around them.
 */
export function useAccountFields() {
  const { t } = useTranslation('lookup');
  const format = useLookupFormat();
  return {
    /** The age in whole years (most platforms). */
    ageInYears: ({ years }: AccountAge): ProfileField => ({
      label: t('account.age'),
      value:
        years === null
          ? t('notAvailable')
          : t('account.ageYears', { count: years, formatted: format.number(years) }),
    }),
    /** The age in days (Telegram, whose accounts are often young). */
    ageInDays: ({ days }: AccountAge): ProfileField => ({
      label: t('account.age'),
      value:
        days === null
          ? t('notAvailable')
          : t('account.ageDays', { count: days, formatted: format.number(days) }),
    }),
    registered: (createdAt: string | null): ProfileField => ({
      label: t('account.registeredDate'),
      value: createdAt ? format.date(createdAt) : t('notAvailable'),
    }),
    fakeProbability: ({ probability }: { probability: number }): ProfileField => ({
      label: t('account.fakeProbability'),
      value: format.percent(probability),
    }),
  };
}
