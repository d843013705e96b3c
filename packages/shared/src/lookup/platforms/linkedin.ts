/** LinkedIn profile search (spec 001 §2): name, job title and location; up to 5 results. */
import { z } from 'zod';
import { lookupMessages, nullableUrl, optionalText, requiredText, withMeta } from '../common';

/** `GET /api/lookups/linkedin?name=&jobTitle=&location=`; at most 5 results (spec 001 §9). */
export const linkedinSearchQuerySchema = z.object({
  name: requiredText(lookupMessages.nameRequired),
  jobTitle: optionalText(),
  location: optionalText(),
});
export type LinkedinSearchQuery = z.infer<typeof linkedinSearchQuerySchema>;

export const linkedinProfileSchema = z.object({
  name: z.string(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  company: z.string().nullable(),
  /** Shown only if present. */
  city: z.string().nullable(),
  /** Shown only if present. */
  companyDescription: z.string().nullable(),
  profileUrl: nullableUrl,
  avatarUrl: nullableUrl,
});
export type LinkedinProfile = z.infer<typeof linkedinProfileSchema>;

/** An empty `profiles` list is 'No profiles found matching your criteria.' */
export const linkedinSearchReplySchema = withMeta({ profiles: z.array(linkedinProfileSchema) });
export type LinkedinSearchReply = z.infer<typeof linkedinSearchReplySchema>;
