import { zodResolver } from '@hookform/resolvers/zod';
import { emailInputSchema, type EmailInput } from '@vigil/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldError } from '../errors';

/**
 * The one-field e-mail form (forgot password, resend verification): the address checked with the
 * shared schema on submit, and the props of its field (an e-mail box the browser may fill, with
 * the schema's message under it).
 */
export function useEmailForm(initialEmail = '') {
  const fieldError = useFieldError();
  const form = useForm<z.input<typeof emailInputSchema>, unknown, EmailInput>({
    resolver: zodResolver(emailInputSchema),
    defaultValues: { inputEmail: initialEmail },
  });
  const emailProps = {
    type: 'email',
    autoComplete: 'email',
    required: true,
    error: fieldError(form.formState.errors.inputEmail),
    ...form.register('inputEmail'),
  };
  return { form, emailProps };
}
