import { Button, PasswordInput, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/session';
import { useErrorText } from '../../../lib/error-text';
import { useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './account-section';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * Deletes the account after a confirmation, then signs out (spec 000 §4). The dialog asks for
 * the current password (issue 20: re-authentication); an account without one is told that a
 * platform sign-in of the last 10 minutes confirms it instead.
 */
export function DeleteAccountSection({ emailSignIn }: { emailSignIn: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [opened, { open, close: closeModal }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useDeleteAccount();
  const errorText = useErrorText();

  const close = () => {
    setPassword('');
    setMissing(false);
    remove.reset();
    closeModal();
  };

  const onConfirm = () => {
    if (emailSignIn && !password) {
      setMissing(true);
      return;
    }
    remove.mutate(emailSignIn ? { password } : {}, {
      onSuccess: () => {
        // The login screen shows this message once (takeLogoutMessage).
        clearSession(t('delete.done'));
        void navigate('/login', { replace: true });
      },
    });
  };

  return (
    // The dialog renders in a portal; it sits beside the section in the tree only.
    <>
      <AccountSection title={t('delete.title')} intro={t('delete.intro')}>
        <Button color="red" variant="outline" onClick={open}>
          {t('delete.button')}
        </Button>
      </AccountSection>
      <ConfirmDialog
        opened={opened}
        title={t('delete.confirmTitle')}
        text={t('delete.confirmText')}
        confirm={t('delete.confirm')}
        cancel={t('delete.cancel')}
        busy={remove.isPending}
        failure={remove.isError ? errorText(remove.error) : null}
        failureTitle={t('delete.failed')}
        onConfirm={onConfirm}
        onClose={close}
      >
        {emailSignIn ? (
          <PasswordInput
            label={t('delete.password')}
            autoComplete="current-password"
            required
            value={password}
            error={missing ? t('delete.passwordMissing') : undefined}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setMissing(false);
            }}
          />
        ) : (
          <Text size="sm">{t('delete.platformHint')}</Text>
        )}
      </ConfirmDialog>
    </>
  );
}
