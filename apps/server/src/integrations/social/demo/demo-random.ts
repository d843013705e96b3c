/**
 * The demo dataset's deterministic randomness: everything is derived from names and days, with
 * the project's one string hash (FNV-1a) and one seeded generator (mulberry32).
 */
export { seedOf as hash } from '@vigil/shared';
export { seededRandom as seeded } from '@vigil/shared/trust/learn/random';
