import { lookupEndpoints } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api/use-lookup';
import { LookupScreen, useLookupFailure } from '../kit';
import { SnapchatProfile } from './snapchat-profile';

/**
 * SnapChat User Information (spec 001 §2, §4, §5, §8): the profile with the fake estimate and
 * the related accounts, or an error in red (the profile is cleared).
 */
export function SnapchatScreen() {
  const { t } = useTranslation('snapchat');
  const failure = useLookupFailure('snapchat', (message) => t('error', { message }));
  const profile = useLookup('snapchat');

  return (
    <LookupScreen
      title={t('title')}
      lookup={profile}
      form={{
        label: t('form.label'),
        schema: lookupEndpoints.snapchat.params,
        fields: [
          { name: 'username', label: t('form.username'), placeholder: t('form.placeholder') },
        ],
        submitLabel: t('form.submit'),
        onSubmit: (input) => profile.mutate(input),
      }}
      failure={failure}
      watch={(data) => ({ platform: 'snapchat', username: data.user.username })}
      result={(data) => <SnapchatProfile reply={data} />}
    />
  );
}
