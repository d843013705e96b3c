import { useTranslation } from 'react-i18next';
import { PlatformLookupScreen, useLookupFailure } from '../kit';
import { SnapchatProfile } from './snapchat-profile';

/**
 * SnapChat User Information (spec 001 §2, §4, §5, §8): the profile with the fake estimate and
 * the related accounts, or an error in red (the profile is cleared).
 */
export function SnapchatScreen() {
  const { t } = useTranslation('snapchat');
  const failure = useLookupFailure('snapchat', (message) => t('error', { message }));
  return (
    <PlatformLookupScreen
      endpoint="snapchat"
      title={t('title')}
      label={t('form.label')}
      field={{ name: 'username', label: t('form.username'), placeholder: t('form.placeholder') }}
      submitLabel={t('form.submit')}
      failure={failure}
      watch={(data) => ({ platform: 'snapchat', username: data.user.username })}
      result={(data) => <SnapchatProfile reply={data} />}
    />
  );
}
