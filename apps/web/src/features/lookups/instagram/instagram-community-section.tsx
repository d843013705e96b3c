import { Code, Stack, Title } from '@mantine/core';
import { lookupMessages, type LookupInput } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLookup } from '../api/use-lookup';
import { LookupError, LookupForm, LookupLoading, LookupMeta, SectionCard } from '../kit';

/** One field takes a community id or a community URL; the server accepts either. */
const communityFormSchema = z.object({
  community: z.string().trim().min(1, { error: lookupMessages.communityRequired }),
});

const toInput = (value: string): LookupInput<'instagramCommunity'> =>
  /^https?:\/\//i.test(value) ? { cid: undefined, url: value } : { cid: value, url: undefined };

/** 'Fetch Community Data by CID' (spec 001 §2): the provider's reply as formatted JSON. */
export function InstagramCommunitySection() {
  const { t } = useTranslation('instagram');
  const community = useLookup('instagramCommunity');

  return (
    <SectionCard title={t('community.title')}>
      <LookupForm
        label={t('community.label')}
        schema={communityFormSchema}
        fields={[
          {
            name: 'community',
            label: t('community.field'),
            placeholder: t('community.placeholder'),
          },
        ]}
        submitLabel={t('community.submit')}
        loading={community.isPending}
        onSubmit={({ community: value }) => community.mutate(toInput(value))}
      />
      {community.isPending && <LookupLoading />}
      {community.isError && <LookupError>{t('community.error')}</LookupError>}
      {community.isSuccess && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('community.result')}
          </Title>
          <LookupMeta meta={community.data} />
          <Code
            block
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="community-json"
          >
            {JSON.stringify(community.data.data, null, 2)}
          </Code>
        </Stack>
      )}
    </SectionCard>
  );
}
