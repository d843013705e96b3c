import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CurrentAccount } from '@vigil/shared';
import {
  formatMobileNumber,
  mobileSendCodeInputSchema,
  mobileVerifyInputSchema,
  toE164,
  type MobileVerifyFormInput,
  type MobileVerifyInput,
} from '@vigil/shared/mobile';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { AccountSection } from './account-section';
import { useSendMobileCode } from '../api/send-mobile-code';
import { useVerifyMobile } from '../api/verify-mobile';
import { useFieldError } from '../errors';

/**
 * 'Verify Mobile Number' (spec 000 §2.6, §4, §8): send a code by SMS, then enter it. Success
 * shows the alert 'Mobile verification successful!', the inline 'Mobile number verified
 * successfully!' and disables the button. A number verified before shows as verified. The
 * account's country code completes a number typed without '+'.
 */
export function MobileVerificationForm({ account }: { account: CurrentAccount }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const sendCode = useSendMobileCode();
  const verify = useVerifyMobile();
  const countryCode = account.countryCode ?? '';
  // Without a gateway the code waits in the Outbox: the screen never claims an SMS was sent.
  const outbox = (sendCode.data?.delivery ?? account.delivery?.sms) === 'outbox';
  const values = useMemo(
    () => ({
      mobileNo: account.mobileNo ? formatMobileNumber(account.mobileNo, account.countryCode) : '',
      countryCode,
      code: '',
    }),
    [account.mobileNo, account.countryCode, countryCode],
  );
  const form = useForm<MobileVerifyFormInput, unknown, MobileVerifyInput>({
    resolver: zodResolver(mobileVerifyInputSchema),
    // Follows the account (e.g. a number saved in the registration form) until the user edits.
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const mobileNo = useWatch({ control: form.control, name: 'mobileNo' });
  // Verified means: the number in the field is the account's verified number.
  const verified =
    account.mobileVerified &&
    toE164(account.mobileNo, account.countryCode) !== null &&
    toE164(account.mobileNo, account.countryCode) === toE164(mobileNo, countryCode);

  const onSendCode = () => {
    const parsed = mobileSendCodeInputSchema.safeParse({ mobileNo, countryCode });
    if (!parsed.success) {
      // The country code is not a field here: every problem belongs to the number.
      form.setError('mobileNo', { message: parsed.error.issues[0]?.message });
      return;
    }
    form.clearErrors('mobileNo');
    verify.reset();
    sendCode.mutate(parsed.data);
  };

  const onVerify = form.handleSubmit((input) =>
    verify.mutate(input, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('mobile.success'),
          closeButtonProps: { 'aria-label': t('mobile.closeNotice') },
        });
        form.setValue('code', '');
        sendCode.reset();
      },
    }),
  );

  return (
    <AccountSection
      title={t('mobile.title')}
      intro={t(outbox ? 'mobile.introOutbox' : 'mobile.intro')}
      onSubmit={onVerify}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('mobile.mobileNo')}
          description={t('mobile.mobileNoHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          type="tel"
          autoComplete="tel"
          required
          w={260}
          maw="100%"
          error={fieldError(errors.mobileNo ?? errors.countryCode)}
          {...form.register('mobileNo')}
        />
        <Button
          variant="light"
          mt={25}
          onClick={onSendCode}
          loading={sendCode.isPending}
          disabled={verified}
        >
          {t('mobile.sendCode')}
        </Button>
      </Group>
      {sendCode.isSuccess && (
        <Alert color="blue" role="status">
          {t(outbox ? 'mobile.codeSentOutbox' : 'mobile.codeSent')}
        </Alert>
      )}
      {sendCode.isError && (
        <Alert color="red" title={t('mobile.sendFailed')}>
          {errorText(sendCode.error)}
        </Alert>
      )}
      <TextInput
        label={t('mobile.code')}
        description={t(outbox ? 'mobile.codeHintOutbox' : 'mobile.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        w={260}
        maw="100%"
        disabled={verified}
        error={fieldError(errors.code)}
        {...form.register('code')}
      />
      {verified && (
        <Alert color="teal" role="status">
          {verify.isSuccess ? t('mobile.verifiedInline') : t('mobile.alreadyVerified')}
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" title={t('mobile.failed')}>
          {errorText(verify.error)}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={verify.isPending} disabled={verified}>
          {t('mobile.verify')}
        </Button>
      </Group>
    </AccountSection>
  );
}
