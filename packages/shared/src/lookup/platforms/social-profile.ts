/** The German social-profile screen (spec 001 §2 "Social Media Profil anzeigen"): instagram or twitter. */
import { z } from 'zod';
import {
  nullableCount,
  nullableUrl,
  socialProfilePlatformSchema,
  usernameFieldSchema,
  withMeta,
} from '../common';

/** `GET /api/lookups/social-profile/:platform/:username` (the spec's literal `{platform}` fixed). */
export const socialProfileParamsSchema = z.object({
  platform: socialProfilePlatformSchema,
  username: usernameFieldSchema(),
});
export type SocialProfileParams = z.infer<typeof socialProfileParamsSchema>;

export const socialProfileSchema = z.object({
  platform: socialProfilePlatformSchema,
  username: z.string(),
  fullName: z.string().nullable(),
  profilePictureUrl: nullableUrl,
  biography: z.string().nullable(),
  description: z.string().nullable(),
  followers: nullableCount,
  following: nullableCount,
  /** 'Ort:' */
  location: z.string().nullable(),
  /** '✔️ Verifiziert' */
  isVerified: z.boolean(),
  /** '🔒 Privat' */
  isPrivate: z.boolean(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

export const socialProfileReplySchema = withMeta({ profile: socialProfileSchema });
export type SocialProfileReply = z.infer<typeof socialProfileReplySchema>;
