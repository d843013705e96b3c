import type { ProfileFacts } from '../profile-facts';

/**
 * A bought-follower-like Instagram account (the trust issue's example numbers): no name, bio or
 * picture, no posts, 12 followers and 7,500 followed. The scorer and the JSONL tests share it.
 */
export const botLikeFacts: ProfileFacts = {
  platform: 'instagram',
  username: 'jessica84920731',
  displayName: '',
  bio: '',
  externalUrl: '',
  followers: 12,
  following: 7500,
  posts: 0,
  likesGiven: null,
  listed: null,
  verified: false,
  private: false,
  hasProfilePicture: false,
  defaultProfile: null,
  createdAt: null,
  observedAt: '2026-06-01T00:00:00.000Z',
  activity: null,
};
