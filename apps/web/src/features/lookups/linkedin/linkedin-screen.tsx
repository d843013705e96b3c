import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lookupEndpoints } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api/use-lookup';
import {
  isNotFound,
  LookupError,
  LookupForm,
  LookupLoading,
  LookupMeta,
  LookupTitle,
  useLookupErrorText,
} from '../kit';
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
    <Stack gap="lg">
      <LookupTitle>{t('title')}</LookupTitle>
      <LookupForm
        label={t('form.label')}
        schema={lookupEndpoints.linkedin.query}
        fields={[
          { name: 'name', label: t('form.name'), required: true, autoComplete: 'off' },
          { name: 'jobTitle', label: t('form.jobTitle') },
          { name: 'location', label: t('form.location') },
        ]}
        submitLabel={t('form.submit')}
        loading={search.isPending}
        onSubmit={(input) => search.mutate(input)}
      />
      {search.isPending && <LookupLoading />}
      {empty && <LookupError>{t('empty')}</LookupError>}
      {search.isError && !empty && (
        <LookupError>{t('error', { message: errorText(search.error, 'linkedin') })}</LookupError>
      )}
      {search.isSuccess && !empty && (
        <section aria-labelledby={headingId}>
          <Stack gap="sm">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h3" id={headingId}>
                {t('results.title')}
              </Title>
              <Text size="sm" c="gray.7" role="status">
                {t('results.count', { count: search.data.profiles.length })}
              </Text>
            </Group>
            <LookupMeta meta={search.data} />
            <SimpleGrid
              component="ul"
              cols={{ base: 1, md: 2 }}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {search.data.profiles.map((p, i) => (
                <li key={p.profileUrl ?? `${p.name}-${i}`} style={{ minWidth: 0 }}>
                  <LinkedinProfileCard profile={p} />
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        </section>
      )}
    </Stack>
  );
}
