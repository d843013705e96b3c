import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useLookupFieldError } from './errors';

/** The height of an input's label line, so that a button beside labelled inputs lines up. */
const LABEL_HEIGHT = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2px)';

/** A form schema whose input is an object of text fields (every lookup request schema is). */
export type FormSchema = z.ZodType<object, Record<string, string | undefined>>;
/** The names of a form schema's text fields. */
export type FieldName<S extends FormSchema> = Extract<keyof z.input<S>, string>;

export type LookupField<Name extends string = string> = {
  name: Name;
  /** The visible label, also the accessible name. */
  label: string;
  placeholder?: string;
  /**
   * Keep the label for screen readers only, where the spec shows just a placeholder
   * (e.g. Telegram's 'Telegram Username').
   */
  hideLabel?: boolean;
  /** Marks the field required (asterisk); the schema does the checking. */
  required?: boolean;
  /** Input width (e.g. 300 for the spec's 300px fields); default: grows with the row. */
  width?: number | string;
  autoComplete?: string;
};

export type LookupFormProps<S extends FormSchema> = {
  /** The shared request schema: the server validates with the same one. */
  schema: S;
  fields: LookupField<FieldName<S>>[];
  submitLabel: string;
  /** While true the button shows a spinner and is disabled (no second request). */
  loading?: boolean;
  /** Called with the parsed values (trimmed, '@' dropped, …) when the schema accepts them. */
  onSubmit: (values: z.output<S>) => void;
  /** Called instead when the schema rejects the input (e.g. to clear the previous result). */
  onInvalid?: () => void;
  defaultValues?: Partial<Record<FieldName<S>, string>>;
  /** More controls between the inputs and the button (e.g. the social profile's platform select). */
  extra?: ReactNode;
  /** The form's accessible name (it is a search landmark). */
  label: string;
};

/**
 * The lookup row of every platform screen: text input(s) and a submit button. It validates with
 * the shared request schema and shows the spec's messages (translated by the `lookup`
 * namespace); Enter submits; the button is disabled while a lookup runs.
 */
export function LookupForm<S extends FormSchema>({
  schema,
  fields,
  submitLabel,
  loading = false,
  onSubmit,
  onInvalid,
  defaultValues,
  extra,
  label,
}: LookupFormProps<S>) {
  const fieldError = useLookupFieldError();
  const form = useForm<Record<string, string>, unknown, z.output<S>>({
    // zodResolver cannot infer its types through the generic schema; the props tie them together.
    resolver: zodResolver(schema as never) as unknown as Resolver<
      Record<string, string>,
      unknown,
      z.output<S>
    >,
    defaultValues: Object.fromEntries(
      fields.map((f) => [
        f.name,
        (defaultValues as Record<string, string> | undefined)?.[f.name] ?? '',
      ]),
    ),
  });
  const errors = form.formState.errors;
  const labelled = fields.some((f) => !f.hideLabel);

  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={form.handleSubmit(
        (values) => onSubmit(values),
        () => onInvalid?.(),
      )}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        {fields.map((f) => (
          <TextInput
            key={f.name}
            label={f.hideLabel ? undefined : f.label}
            aria-label={f.hideLabel ? f.label : undefined}
            placeholder={f.placeholder}
            withAsterisk={f.required}
            autoComplete={f.autoComplete ?? 'off'}
            w={f.width}
            // A fixed width never exceeds the row (a 420 px field on a 390 px phone).
            maw={f.width ? '100%' : undefined}
            miw={f.width ? undefined : 220}
            style={f.width ? undefined : { flex: '1 1 220px', maxWidth: 420 }}
            error={fieldError(errors[f.name])}
            {...form.register(f.name)}
          />
        ))}
        {extra}
        {/* From xs up the button sits beside the inputs, lined up with them when they have a
            label above; on a phone it is a full-width row of its own. */}
        <Box w={{ base: '100%', xs: 'auto' }} pt={labelled ? { base: 0, xs: LABEL_HEIGHT } : 0}>
          <Button type="submit" loading={loading} disabled={loading} fullWidth>
            {submitLabel}
          </Button>
        </Box>
      </Group>
    </form>
  );
}
