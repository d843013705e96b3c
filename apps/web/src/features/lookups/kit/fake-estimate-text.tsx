import { Text } from '@mantine/core';
import type { FakeEstimateReply } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookupFormat } from './format';

export type FakeEstimateTextProps = {
  username: string;
  fake: Pick<FakeEstimateReply, 'probability' | 'criteria'>;
};

/**
 * The spec's sentence 'Probability of {username} being a fake account: N%. Criteria used: ...'
 * (spec 001 §5), built from the estimate with each criterion translated by key and the percentage
 * in the reader's format ('50%', '50 %'), in red. red.9 on white is about 6:1, so the red text
 * stays readable (WCAG AA). A long username breaks only where it would not fit.
 */
export function FakeEstimateText({ username, fake }: FakeEstimateTextProps) {
  const { t } = useTranslation('lookup');
  const format = useLookupFormat();
  const criteria = fake.criteria.map((c) => t(`fake.criteria.${c}`)).join(' ');
  return (
    <Text c="red.9" fw={500} data-testid="fake-estimate" style={{ overflowWrap: 'break-word' }}>
      {t('fake.message', {
        username,
        percent: format.percent(fake.probability),
        criteria: criteria || t('fake.none'),
      })}
    </Text>
  );
}
