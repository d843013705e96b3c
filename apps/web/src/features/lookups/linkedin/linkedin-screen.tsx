import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lookupEndpoints } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api/use-lookup';
import { isNotFound, LookupError, LookupMeta, LookupScreen, useLookupErrorText } from '../kit';
import { LinkedinProfileCard } from './linkedin-profile-card';

/**
 * LinkedIn Profile Search (spec 001 §2, §5, §8): Name (required), Job Title and Location; the
 * 'Search Results' as cards, or 'No profiles found matching your criteria.'.
 */
export function LinkedinScreen() {
  const { t } = useTranslation('linkedin');
  const errorText = useLookupErrorText();
  const headingId = useId();
  const search = useLookup('linkedin');

  const empty =
    (search.isSuccess && search.data.profiles.length === 0) ||
    (search.isError && isNotFound(search.error));

  return (
    <LookupScreen
      title={t('title')}
      lookup={search}
      form={{
        label: t('form.label'),
        schema: lookupEndpoints.linkedin.query,
        fields: [
          { name: 'name', label: t('form.name'), required: true, autoComplete: 'off' },
          { name: 'jobTitle', label: t('form.jobTitle') },
          { name: 'location', label: t('form.location') },
        ],
        submitLabel: t('form.submit'),
        onSubmit: (input) => search.mutate(input),
      }}
      // "Not found" and an empty result both say 'No profiles found matching your criteria.'.
      failure={(error) =>
        empty ? t('empty') : t('error', { message: errorText(error, 'linkedin') })
      }
      notice={search.isSuccess && empty && <LookupError>{t('empty')}</LookupError>}
      shown={search.isSuccess && !empty ? search.data : null}
      result={(data) => (
        <section aria-labelledby={headingId}>
          <Stack gap="sm">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h3" id={headingId}>
                {t('results.title')}
              </Title>
              <Text size="sm" c="gray.7" role="status">
                {t('results.count', { count: data.profiles.length })}
              </Text>
            </Group>
            <LookupMeta meta={data} />
            <SimpleGrid
              component="ul"
              cols={{ base: 1, md: 2 }}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {data.profiles.map((p, i) => (
                <li key={p.profileUrl ?? `${p.name}-${i}`} style={{ minWidth: 0 }}>
                  <LinkedinProfileCard profile={p} />
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        </section>
      )}
    />
  );
}
