import { NativeSelect } from '@mantine/core';
import {
  socialProfilePlatformSchema,
  usernameFieldSchema,
  type SocialProfilePlatform,
} from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLookup } from '../api/use-lookup';
import { lookupErrorCode, LookupScreen, useLookupErrorText } from '../kit';
import { SocialProfileCard } from './social-profile-card';

/** The username field of the shared `socialProfileParamsSchema`; the platform is the select. */
const formSchema = z.object({ username: usernameFieldSchema() });

/**
 * 'Social Media Profil anzeigen' (spec 001 §2, §4, §8): a username and a platform (instagram or
 * twitter, default instagram). An empty username requests nothing and clears the result. A
 * failure says why in the reader's language, chosen by the server's error code and the platform
 * (never the server's English message); without one of our error replies it is 'Fehler beim
 * Abrufen des Profils'.
 */
export function SocialProfileScreen() {
  const { t } = useTranslation('socialProfile');
  const errorText = useLookupErrorText();
  const [platform, setPlatform] = useState<SocialProfilePlatform>('instagram');
  const profile = useLookup('socialProfile');

  return (
    <LookupScreen
      title={t('title')}
      lookup={profile}
      form={{
        label: t('form.label'),
        schema: formSchema,
        fields: [
          {
            name: 'username',
            label: t('form.username'),
            placeholder: t('form.username'),
          },
        ],
        extra: (
          <NativeSelect
            label={t('form.platform')}
            value={platform}
            onChange={(e) => setPlatform(socialProfilePlatformSchema.parse(e.currentTarget.value))}
            data={socialProfilePlatformSchema.options.map((p) => ({
              value: p,
              label: t(`platforms.${p}`),
            }))}
            w={160}
          />
        ),
        submitLabel: t('form.submit'),
        onSubmit: ({ username }) => profile.mutate({ platform, username }),
        onInvalid: () => profile.reset(),
      }}
      // A failure without one of our error codes is the spec's general sentence.
      failure={(error) =>
        lookupErrorCode(error) && profile.variables
          ? errorText(error, profile.variables.platform)
          : t('error')
      }
      watch={(data) =>
        profile.variables
          ? { platform: profile.variables.platform, username: data.profile.username }
          : null
      }
      result={(data) => <SocialProfileCard reply={data} />}
    />
  );
}
