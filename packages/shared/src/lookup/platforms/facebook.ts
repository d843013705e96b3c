/** Facebook lookup (spec 001 §2): one input, the profile name and link. */
import { z } from 'zod';
import { lookupMessages, nullableUrl, requiredText, withMeta } from '../common';

/** `GET /api/lookups/facebook?q=` (a username or a profile URL). */
export const facebookLookupQuerySchema = z.object({
  q: requiredText(lookupMessages.usernameOrUrlRequired, 500),
});
export type FacebookLookupQuery = z.infer<typeof facebookLookupQuerySchema>;

export const facebookProfileReplySchema = withMeta({
  profile: z.object({
    /** 'Name' (the provider's title). */
    name: z.string(),
    /** 'Profile Link'. */
    url: nullableUrl,
    username: z.string().nullable(),
  }),
});
export type FacebookProfileReply = z.infer<typeof facebookProfileReplySchema>;
