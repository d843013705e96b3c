import { CONTENT_MESSAGES } from '@vigil/shared/content';

/** The shared schema's English messages → keys of the `content` namespace. */
const KEYS = new Map<string, `validation.${keyof typeof CONTENT_MESSAGES}`>(
  Object.entries(CONTENT_MESSAGES).map(([key, message]) => [
    message,
    `validation.${key as keyof typeof CONTENT_MESSAGES}`,
  ]),
);

/** The catalogue key of a validation message of the shared content schemas. */
export const messageKey = (message: string | undefined) =>
  (message ? KEYS.get(message) : undefined) ?? 'validation.invalid';
