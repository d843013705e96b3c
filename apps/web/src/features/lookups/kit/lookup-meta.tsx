import { Badge, Group, Text } from '@mantine/core';
import type { LookupMeta as LookupMetaDto } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative, useNow } from './format';

export type LookupMetaProps = {
  meta: Pick<LookupMetaDto, 'source' | 'cached' | 'dataAsOf'>;
};

/**
 * Where a lookup's data comes from: a 'Demo data' badge when the server answers from the demo
 * dataset, 'Data as of {time}' (when the provider produced it; a cached reply keeps that time)
 * said relatively in the reader's language ('5 minutes ago', 'vor 5 Minuten') with the exact
 * time as its title, and a 'cached' hint. Every lookup screen shows it with each result.
 */
export function LookupMeta({ meta }: LookupMetaProps) {
  const { t, i18n } = useTranslation('lookup');
  const now = useNow();
  return (
    <Group gap="xs" wrap="wrap" data-testid="lookup-meta">
      {meta.source === 'demo' && (
        // Black on yellow keeps well above 4.5:1; the title says what "demo" means.
        <Badge color="yellow.4" autoContrast title={t('meta.demoHint')}>
          {t('meta.demo')}
        </Badge>
      )}
      <Text size="sm" c="gray.7">
        <time dateTime={meta.dataAsOf} title={formatDateTime(meta.dataAsOf, i18n.language)}>
          {t('meta.dataAsOf', { time: formatRelative(meta.dataAsOf, now, i18n.language) })}
        </time>
        {meta.cached && (
          <span title={t('meta.cachedHint')}>
            {' · '}
            {t('meta.cached')}
          </span>
        )}
      </Text>
    </Group>
  );
}
