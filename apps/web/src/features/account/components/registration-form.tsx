import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { passwordSchema, type CurrentAccount } from '@vigil/shared';
import {
  accountRegistrationInputSchema,
  formatMobileNumber,
  type AccountRegistrationInput,
} from '@vigil/shared/mobile';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { formFields } from '../../../lib/form-errors';
import { AccountSection } from './account-section';
import { useSaveRegistration, type AccountRegistration } from '../api/save-registration';
import { accountErrorOverrides, useFieldError } from '../errors';

/** Hints under the input keep the inputs of one grid row on one line. */
const BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

const today = () => new Date().toISOString().slice(0, 10);

/** The form's values for an account: the stored number shown as '+49 1512 3456789'. */
export const registrationValues = (account: CurrentAccount): AccountRegistrationInput => ({
  name: account.name ?? '',
  email: account.email,
  password: '',
  mobileNo: account.mobileNo ? formatMobileNumber(account.mobileNo, account.countryCode) : '',
  countryCode: account.countryCode ?? '',
  dob: account.dob ?? '',
  referalCode: account.referalCode ?? '',
  affiliateCode: account.affiliateCode ?? '',
});

/** The shared schema; for a first password also the shared rule of every new password. */
function firstPasswordResolver(
  firstPassword: boolean,
): Resolver<AccountRegistrationInput, unknown, AccountRegistration> {
  const base = zodResolver(accountRegistrationInputSchema);
  if (!firstPassword) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const rule = passwordSchema.safeParse(values.password);
    if (rule.success || result.errors.password) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        password: { type: 'validate', message: rule.error.issues[0]?.message ?? '' },
      },
    };
  };
}

/**
 * The account screen's registration form (spec 000 §3, §5, §8): validated with the server's
 * schema, prefilled from the account and kept in step with it (a number verified below shows
 * up here too), confirmed with the current password. The old app sent the user to a
 * placeholder route afterwards; this form stays and says how it went.
 */
export function RegistrationForm({ account }: { account: CurrentAccount }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const save = useSaveRegistration();
  const values = useMemo(() => registrationValues(account), [account]);
  // An account made by platform sign-in has no password: this form sets its first one, which
  // follows the rule of every new password (12 to 128 characters; the server also refuses
  // common ones and asks for a recent platform sign-in).
  const firstPassword = account.emailSignIn === false;
  const resolver = useMemo(() => firstPasswordResolver(firstPassword), [firstPassword]);
  const form = useForm<AccountRegistrationInput, unknown, AccountRegistration>({
    resolver,
    values,
    // What the user is editing stays; the untouched fields follow the stored account.
    resetOptions: { keepDirtyValues: true },
  });
  const field = formFields(form, fieldError);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      // The password confirmed this change only; it is not kept in the form.
      onSuccess: () => form.setValue('password', ''),
    }),
  );

  return (
    <AccountSection
      title={t('registration.title')}
      intro={t('registration.intro')}
      onSubmit={onSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('registration.name')} autoComplete="name" required {...field('name')} />
        <TextInput
          label={t('registration.email')}
          description={t(
            account.delivery?.email === 'outbox'
              ? 'registration.emailHintOutbox'
              : 'registration.emailHint',
          )}
          inputWrapperOrder={BELOW_INPUT}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextInput
          label={t('registration.countryCode')}
          description={t('registration.countryCodeHint')}
          inputWrapperOrder={BELOW_INPUT}
          autoComplete="tel-country-code"
          {...field('countryCode')}
        />
        <TextInput
          label={t('registration.mobileNo')}
          description={t('registration.mobileNoHint')}
          inputWrapperOrder={BELOW_INPUT}
          type="tel"
          autoComplete="tel"
          required
          {...field('mobileNo')}
        />
        <TextInput
          label={t('registration.dob')}
          type="date"
          max={today()}
          autoComplete="bday"
          required
          {...field('dob')}
        />
        <div />
        <TextInput label={t('registration.referalCode')} {...field('referalCode')} />
        <TextInput label={t('registration.affiliateCode')} {...field('affiliateCode')} />
      </SimpleGrid>
      <PasswordInput
        label={t(firstPassword ? 'registration.firstPassword' : 'registration.password')}
        description={t(
          firstPassword ? 'registration.firstPasswordHint' : 'registration.passwordHint',
        )}
        autoComplete={firstPassword ? 'new-password' : 'current-password'}
        required
        maw={420}
        {...field('password')}
      />
      {save.isSuccess && (
        // No Alert title: teal titles on the light teal background fall below 4.5:1.
        <Alert color="teal">
          <Text size="sm" fw={700}>
            {t('registration.success')}
          </Text>
          {save.data.pendingEmail && (
            <Text size="sm">
              {t(
                save.data.delivery?.email === 'outbox'
                  ? 'registration.emailChangedOutbox'
                  : 'registration.emailChanged',
                { email: save.data.pendingEmail },
              )}
            </Text>
          )}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" title={t('registration.failed')}>
          {errorText(save.error, accountErrorOverrides)}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {t('registration.submit')}
        </Button>
      </Group>
    </AccountSection>
  );
}
