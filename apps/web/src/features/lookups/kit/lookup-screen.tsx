import { Stack } from '@mantine/core';
import {
  lookupEndpoints,
  type LookupEndpoint,
  type LookupEndpointId,
  type LookupEndpoints,
  type LookupInput,
  type LookupReply,
} from '@vigil/shared';
import type { ReactNode } from 'react';
import { WatchButton, type WatchTarget } from '../../../components/watch';
import { useLookup } from '../api/use-lookup';
import { isNotFound, useLookupErrorText, type LookupSubject } from './errors';
import { LookupError } from './lookup-error';
import {
  LookupForm,
  type FieldName,
  type FormSchema,
  type LookupField,
  type LookupFormProps,
} from './lookup-form';
import { LookupLoading } from './lookup-loading';
import { LookupTitle } from './lookup-title';

/** What the screen reads of a lookup (the `useLookup` mutation). */
type LookupState<D> = {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: D | undefined;
};

export type LookupScreenProps<S extends FormSchema, D> = {
  /** The h1. */
  title: string;
  /** The screens with posts are capped in width. */
  maw?: number;
  lookup: LookupState<D>;
  /** The lookup row; its button spins while the lookup runs. */
  form: Omit<LookupFormProps<S>, 'loading'>;
  /** The status line while loading (default: the kit's 'Loading …'). */
  loadingLabel?: string;
  /** The text in the red box when the lookup failed. */
  failure: (error: unknown) => ReactNode;
  /** A line between the failure box and the result (Instagram's 'no data yet', LinkedIn's 'no profiles found'). */
  notice?: ReactNode;
  /** The result to show: by default the lookup's data once it succeeded. */
  shown?: D | null;
  result: (data: D) => ReactNode;
  /** The account a result is about, for the "Watch" button above it (none: no button). */
  watch?: (data: D) => WatchTarget | null;
  /** A part below the lookup (Instagram's community accounts). */
  after?: ReactNode;
};

/**
 * THE skeleton of a platform lookup screen (spec 001): title, lookup row, loading line, red
 * failure box, "Watch" (puts the account on a watchlist), result. Each platform's screen is a spec over it: its texts, form fields, failure
 * wording and result cards.
 */
export function LookupScreen<S extends FormSchema, D>({
  title,
  maw,
  lookup,
  form,
  loadingLabel,
  failure,
  notice,
  shown = lookup.isSuccess ? lookup.data : null,
  result,
  watch,
  after,
}: LookupScreenProps<S, D>) {
  const target = shown != null && watch ? watch(shown) : null;
  return (
    <Stack gap="lg" maw={maw}>
      <LookupTitle>{title}</LookupTitle>
      <LookupForm {...form} loading={lookup.isPending} />
      {lookup.isPending && <LookupLoading label={loadingLabel} />}
      {lookup.isError && <LookupError>{failure(lookup.error)}</LookupError>}
      {notice}
      {target && <WatchButton key={`${target.platform}:${target.username}`} target={target} />}
      {shown != null && result(shown)}
      {after}
    </Stack>
  );
}

/**
 * The usual failure text: the provider's "not found" sentence as it is, any other failure inside
 * the screen's own sentence (`wrap`, e.g. "Failed to fetch …: {{message}}").
 */
export function useLookupFailure(subject: LookupSubject, wrap: (message: string) => string) {
  const errorText = useLookupErrorText();
  return (err: unknown) =>
    isNotFound(err) ? errorText(err, subject) : wrap(errorText(err, subject));
}

/** The form of a call in the shared table: its path parameters or, where it has none, its query. */
export type RequestSchema<K extends LookupEndpointId> = LookupEndpoints[K] extends {
  params: infer S extends FormSchema;
}
  ? S
  : LookupEndpoints[K] extends { query: infer S extends FormSchema }
    ? S
    : never;

/** The lookup of one call of the table, as the screen runs it. */
export type PlatformLookup<K extends LookupEndpointId> = ReturnType<typeof useLookup<K>>;

export type PlatformLookupScreenProps<K extends LookupEndpointId> = Pick<
  LookupScreenProps<RequestSchema<K>, LookupReply<K>>,
  'title' | 'maw' | 'loadingLabel' | 'failure' | 'watch' | 'result' | 'after'
> & {
  /** The call of the shared table the screen looks up; its request schema is the form's. */
  endpoint: K;
  /** The search landmark's name (default: the title). */
  label?: string;
  /** The one input of the lookup row. */
  field: LookupField<FieldName<RequestSchema<K>>>;
  submitLabel: string;
  /** Runs beside the lookup with the same parsed input (YouTube's suggestions). */
  onLookup?: (input: LookupInput<K>) => void;
  /** A line between the failure box and the result, given the lookup's state. */
  notice?: (lookup: PlatformLookup<K>) => ReactNode;
};

/**
 * The screen of a platform whose lookup is one call of the shared table with one input: it runs
 * the call (`useLookup(endpoint)`) on the table's own request schema, so that the platform's
 * screen is only its texts, its field and its result.
 */
export function PlatformLookupScreen<K extends LookupEndpointId>({
  endpoint,
  title,
  label = title,
  field,
  submitLabel,
  onLookup,
  notice,
  ...rest
}: PlatformLookupScreenProps<K>) {
  const lookup = useLookup(endpoint);
  const entry: LookupEndpoint = lookupEndpoints[endpoint];
  // The table's type says which of the two a call has; `RequestSchema` picks the same one.
  const schema = (entry.params ?? entry.query) as RequestSchema<K>;
  return (
    <LookupScreen
      {...rest}
      title={title}
      lookup={lookup}
      form={{
        schema,
        label,
        fields: [field],
        submitLabel,
        onSubmit: (values) => {
          // The request schema's output is the call's input (`LookupInput` is built from it).
          const input = values as LookupInput<K>;
          lookup.mutate(input);
          onLookup?.(input);
        },
      }}
      notice={notice?.(lookup)}
    />
  );
}
