import { Group, Paper, Text, Title, type TitleOrder } from '@mantine/core';
import type { TagDto } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type TagCloudProps = {
  tags: readonly TagDto[];
  /** Heading level of 'Tag Cloud' (default 2). */
  order?: TitleOrder;
  /** With no tags: `'hide'` renders nothing, `'empty'` (default) shows the block with a note. */
  whenEmpty?: 'hide' | 'empty';
};

const MIN_REM = 0.8;
const MAX_REM = 1.6;

/** Font size between MIN_REM and MAX_REM, by the tag's count relative to the others. */
function sizeOf(count: number, min: number, max: number) {
  if (max === min) return (MIN_REM + MAX_REM) / 2;
  return MIN_REM + ((count - min) / (max - min)) * (MAX_REM - MIN_REM);
}

/**
 * 'Tag Cloud' (spec 001 §2, §5): the most frequent words or hashtags, each sized by how often it
 * occurs; the count is also in the accessible name, since size alone is visual only.
 */
export function TagCloud({ tags, order = 2, whenEmpty = 'empty' }: TagCloudProps) {
  const { t } = useTranslation('lookup');
  const headingId = useId();
  if (tags.length === 0 && whenEmpty === 'hide') return null;
  const counts = tags.map((tag) => tag.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={order} size="h4" id={headingId} mb="sm">
        {t('tagCloud.title')}
      </Title>
      {tags.length === 0 ? (
        <Text c="gray.7">{t('tagCloud.empty')}</Text>
      ) : (
        <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} align="center">
          {tags.map((tag) => (
            <li key={tag.tag} style={{ maxWidth: '100%' }}>
              <Text
                span
                c="blue.9"
                bg="blue.0"
                px={10}
                py={2}
                fw={500}
                lh={1.4}
                style={{
                  display: 'inline-block',
                  maxWidth: '100%',
                  overflowWrap: 'break-word',
                  borderRadius: 'var(--mantine-radius-xl)',
                  fontSize: `${sizeOf(tag.count, min, max).toFixed(2)}rem`,
                }}
                title={t('tagCloud.count', { count: tag.count })}
              >
                {tag.tag}
                <Text span c="gray.8" ml={6} fz="0.7em">
                  {tag.count}
                </Text>
              </Text>
            </li>
          ))}
        </Group>
      )}
    </Paper>
  );
}
