import type { ProviderKey } from '../provider-client';

/**
 * Bios of demo accounts that their owner edited (demo mode only): the demo provider answers
 * with this text instead of the generated bio, so an ownership proof code can be "put into the
 * bio" without a real platform. Kept in memory for the demo transport (a plain map read per
 * reply); the ownership module persists each edit and loads them at start.
 */
export type DemoBios = {
  get: (provider: ProviderKey, name: string) => string | undefined;
  set: (provider: ProviderKey, name: string, bio: string) => void;
};

const keyOf = (provider: ProviderKey, name: string) =>
  `${provider}:${name.replace(/^@/, '').trim().toLowerCase()}`;

export function createDemoBios(): DemoBios {
  const bios = new Map<string, string>();
  return {
    get: (provider, name) => bios.get(keyOf(provider, name)),
    set: (provider, name, bio) => void bios.set(keyOf(provider, name), bio),
  };
}
