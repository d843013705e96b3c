import { CONTENT_MESSAGES } from '@vigil/shared/content';

/** The shared schema's English messages → keys of the `content` namespace. */
const KEYS = new Map<string, string>(
  Object.entries(CONTENT_MESSAGES).map(([key, message]) => [message, `validation.${key}`]),
);

/** The catalogue key of a validation message of the shared content schemas. */
export const messageKey = (message: string | undefined) =>
  (message && KEYS.get(message)) ?? 'validation.invalid';
