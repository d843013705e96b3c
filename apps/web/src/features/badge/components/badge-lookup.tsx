import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProfileIdField } from '../../../lib/profile-id-field';

/** `/badge` without an id (the sidebar's 'Get your Badge'): asks for the profile id. */
export function BadgeLookup() {
  const { t } = useTranslation('badge');
  const navigate = useNavigate();
  const field = useProfileIdField(t('lookup.invalid'));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const id = field.parse();
    if (id) void navigate(`/badge/${id}`);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack maw={560}>
        <Text>{t('lookup.intro')}</Text>
        <TextInput
          label={t('lookup.label')}
          placeholder={t('lookup.placeholder')}
          {...field.inputProps}
        />
        <Group>
          <Button type="submit">{t('lookup.submit')}</Button>
        </Group>
        <Text size="sm">
          {t('lookup.noProfile')}{' '}
          <Anchor component={Link} to="/validate-profile" fw={600}>
            {t('lookup.toValidate')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
