import { Stack } from '@mantine/core';
import { lookupEndpoints } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api/use-lookup';
import {
  isNotFound,
  LookupError,
  LookupForm,
  LookupLoading,
  LookupTitle,
  useLookupErrorText,
} from '../kit';
import { SnapchatProfile } from './snapchat-profile';

/**
 * SnapChat User Information (spec 001 §2, §4, §5, §8): the profile with the fake estimate and
 * the related accounts, or an error in red (the profile is cleared).
 */
export function SnapchatScreen() {
  const { t } = useTranslation('snapchat');
  const errorText = useLookupErrorText();
  const profile = useLookup('snapchat');

  return (
    <Stack gap="lg">
      <LookupTitle>{t('title')}</LookupTitle>
      <LookupForm
        label={t('form.label')}
        schema={lookupEndpoints.snapchat.params}
        fields={[
          { name: 'username', label: t('form.username'), placeholder: t('form.placeholder') },
        ]}
        submitLabel={t('form.submit')}
        loading={profile.isPending}
        onSubmit={(input) => profile.mutate(input)}
      />
      {profile.isPending && <LookupLoading />}
      {profile.isError && (
        <LookupError>
          {isNotFound(profile.error)
            ? errorText(profile.error, 'snapchat')
            : t('error', { message: errorText(profile.error, 'snapchat') })}
        </LookupError>
      )}
      {profile.isSuccess && <SnapchatProfile reply={profile.data} />}
    </Stack>
  );
}
