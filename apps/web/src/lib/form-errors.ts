import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * The server's own (English) message, or undefined when the reply was not one of our error
 * replies.
 * @deprecated Shows English in the German UI. Use `useErrorText` from `./error-text`, which
 * words the error by its code in the UI language.
 */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError && err.code ? err.message : undefined;
}

/**
 * `t` for keys that are data rather than code: a feature's table of keys (its tests check that
 * each exists in both languages) or a key built from the server's error code. i18next's typed
 * `t` takes only keys it can see at compile time, so these two helpers use this plain view of
 * the same function.
 */
export type RuntimeT = (key: string | string[], options?: Record<string, unknown>) => string;

/**
 * What a shared helper takes when it reads the same keys from whichever namespace a screen
 * hands it (a list's `total`/`empty`, a PayPal return's `paypal.*`): any namespace's typed `t`
 * fits, and `runtimeT` reads it as the plain view to call with the keys the helper builds. Each
 * screen's namespace has those keys; its tests check them in both languages.
 */
export type AnyNamespaceT = (...args: never[]) => unknown;
export const runtimeT = (t: AnyNamespaceT) => t as unknown as RuntimeT;

/**
 * The shared schemas carry English messages; each feature maps them to keys of its namespace.
 * Returns a function that turns a form field's error into translated text for Mantine's `error`
 * prop. An unlisted message is shown as it is, unless `unlisted: 'generic'` asks for the
 * namespace's `validation.invalid` instead.
 */
export function useTranslatedFieldError(
  namespace: string,
  keys: Record<string, string>,
  opts: { unlisted?: 'as-is' | 'generic' } = {},
) {
  const t = useTranslation(namespace as 'shell').t as unknown as RuntimeT;
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const key = error.message ? keys[error.message] : undefined;
    if (key) return t(key);
    if (!error.message || opts.unlisted === 'generic') return t('validation.invalid');
    return error.message;
  };
}

/**
 * What ties a Mantine input to a react-hook-form field: `field(name)` is the field's
 * registration and its error worded by `toText` (the feature's translated field error), to
 * spread onto the input beside its own label and attributes.
 */
export function formFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
  toText: (error: FieldError | undefined) => string | undefined,
) {
  return (name: Path<T>) => ({
    error: toText(form.getFieldState(name, form.formState).error),
    ...form.register(name),
  });
}
