import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  updateLinkedAccountInputSchema,
  type LinkedAccount,
  type UpdateLinkedAccountInput,
} from '@vigil/shared/linked-accounts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useLinkedAccount, useUnlinkAccount, useUpdateLinkedAccount } from '../api/linked-accounts';
import { platformName } from './platform-name';
import { Loading } from '../../../components/loading';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const LIST = '/linked-accounts';

/** Edit Account (spec 002): read-only platform id, Name (required), Extra Info, Save, Cancel, Delete. */
export function EditLinkedAccount({ id }: { id: string }) {
  const { t } = useTranslation('linkedAccounts');
  const errorText = useErrorText();
  const query = useLinkedAccount(id);

  return (
    <Stack maw={640} gap="lg">
      <Title order={1}>{t('form.title')}</Title>
      {query.isPending && <Loading text={t('loading')} />}
      {query.isError && (
        <Alert color="red" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {query.error instanceof ApiError &&
              (query.error.code === 'NOT_FOUND' || query.error.code === 'VALIDATION_FAILED')
                ? t('form.notFound')
                : errorText(query.error)}
            </Text>
            <Anchor component={Link} to={LIST}>
              {t('form.back')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {query.isSuccess && <EditForm account={query.data} />}
    </Stack>
  );
}

function EditForm({ account }: { account: LinkedAccount }) {
  const { t } = useTranslation('linkedAccounts');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const update = useUpdateLinkedAccount(account.id);
  const unlink = useUnlinkAccount(account.id);
  const [confirming, { open, close }] = useDisclosure(false);
  const platform = platformName[account.platform];
  const form = useForm<
    z.input<typeof updateLinkedAccountInputSchema>,
    unknown,
    UpdateLinkedAccountInput
  >({
    resolver: zodResolver(updateLinkedAccountInputSchema),
    defaultValues: { name: account.name, extraInfo: account.extraInfo },
  });

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, { onSuccess: () => void navigate(LIST) }),
  );
  const onDelete = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        close();
        void navigate(LIST);
      },
    });

  return (
    <Paper withBorder p="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label={t('form.platformId', { platform })}
            value={account.platformUserId}
            readOnly
          />
          <TextInput
            label={t('form.name')}
            required
            error={form.formState.errors.name ? t('form.nameRequired') : undefined}
            {...form.register('name')}
          />
          <TextInput label={t('form.extraInfo')} {...form.register('extraInfo')} />
          {update.isError && (
            <Alert color="red" title={t('form.saveFailed')}>
              {errorText(update.error)}
            </Alert>
          )}
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Button type="submit" loading={update.isPending} disabled={update.isPending}>
                {t('form.save')}
              </Button>
              <Button component={Link} to={LIST} variant="default">
                {t('form.cancel')}
              </Button>
            </Group>
            <Button color="red" variant="outline" onClick={open} disabled={unlink.isPending}>
              {t('form.delete')}
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            {t('form.note', { platform })}
          </Text>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('form.confirmTitle')}
        text={t('form.confirmText', { platform })}
        confirm={t('form.confirm')}
        cancel={t('form.cancel')}
        busy={unlink.isPending}
        failure={unlink.isError ? errorText(unlink.error) : null}
        failureTitle={t('form.deleteFailed')}
        onConfirm={onDelete}
        onClose={close}
      />
    </Paper>
  );
}
