import { Stack, Text } from '@mantine/core';
import { reasonText, type FakeEstimateReply, type TrustLanguage } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookupFormat } from './format';

export type FakeEstimateTextProps = {
  username: string;
  fake: Pick<FakeEstimateReply, 'probability' | 'reasons' | 'confidence'>;
};

/** The trust model's reason texts exist in de and en; the reader's language picks one. */
export const trustLanguageOf = (language: string): TrustLanguage =>
  language.toLowerCase().startsWith('de') ? 'de' : 'en';

/**
 * The spec's sentence 'Probability of {username} being a fake account: N%. Criteria used: ...'
 * (spec 001 §5) with N from the trained trust model and its reasons as the criteria, each in
 * the reader's language (the spec's two criteria texts among them when they apply), in red;
 * below it how far the score can be trusted. red.9 on white is about 6:1 (WCAG AA). A long
 * username breaks only where it would not fit.
 */
export function FakeEstimateText({ username, fake }: FakeEstimateTextProps) {
  const { t, i18n } = useTranslation('lookup');
  const format = useLookupFormat();
  const lang = trustLanguageOf(i18n.language);
  const criteria = fake.reasons.map((r) => reasonText(r.code, r.value, lang)).join(' ');
  return (
    <Stack gap={2}>
      <Text c="red.9" fw={500} data-testid="fake-estimate" style={{ overflowWrap: 'break-word' }}>
        {t('fake.message', {
          username,
          percent: format.percent(fake.probability),
          criteria: criteria || t('fake.none'),
        })}
      </Text>
      <Text size="sm" c="dimmed" data-testid="fake-confidence">
        {t(`fake.confidence.${fake.confidence}`)}
      </Text>
    </Stack>
  );
}
