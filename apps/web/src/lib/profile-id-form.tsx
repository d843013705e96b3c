import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { runtimeT, type AnyNamespaceT } from './form-errors';
import { useProfileIdField } from './profile-id-field';

type Props = {
  /** The screen's `t`: its namespace holds `lookup.label`, `.placeholder`, `.submit`, `.invalid`. */
  t: AnyNamespaceT;
  /** Receives the checked, upper-cased id; a malformed one marks the field instead. */
  onId: (id: string) => void;
  maw: number;
  /** Above the field. */
  intro?: ReactNode;
  /** Below the button. */
  children?: ReactNode;
};

/** The form a screen without a profile id asks for one with (badge lookup, QR code). */
export function ProfileIdForm({ t: anyT, onId, maw, intro, children }: Props) {
  const t = runtimeT(anyT);
  const field = useProfileIdField(t('lookup.invalid'));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const id = field.parse();
    if (id) onId(id);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack maw={maw}>
        {intro}
        <TextInput
          label={t('lookup.label')}
          placeholder={t('lookup.placeholder')}
          {...field.inputProps}
        />
        <Group>
          <Button type="submit">{t('lookup.submit')}</Button>
        </Group>
        {children}
      </Stack>
    </form>
  );
}
