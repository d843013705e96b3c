import { BIO_PROOF_PLATFORMS, profilePlatformSchema } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { createDemoBios } from '../src/integrations/social/demo/demo-bios';
import { createDemoTransport } from '../src/integrations/social/demo/demo.transport';
import { createBioReader } from '../src/integrations/social/profile-bio';
import { createProviderClient } from '../src/integrations/social/provider-client';
import { createSocialProviders } from '../src/integrations/social/social-providers';

const silent = { warn: () => {}, error: () => {} };
const clock = { now: () => new Date('2026-03-01T12:00:00Z') };

function demoReader() {
  const bios = createDemoBios();
  const client = createProviderClient({
    transport: createDemoTransport({ clock, bios }),
    retries: 0,
    retryBaseMs: 1,
    log: silent,
  });
  return { bios, reader: createBioReader(createSocialProviders(client)) };
}

describe('reading bios for ownership proof (demo provider)', () => {
  test.each(BIO_PROOF_PLATFORMS)(
    '%s: the edited demo bio comes back through the real adapter',
    async (platform) => {
      const { bios, reader } = demoReader();
      const before = await reader.read(platform, '@Erika_Bio');
      expect(before.found).toBe(true);
      if (!before.found) return;
      expect(before.bio).not.toContain('vigil-');
      bios.set(platform, 'erika_bio', 'Hallo <b>Welt</b> vigil-abcdefghijklmnop');
      const after = await reader.read(platform, 'ERIKA_BIO');
      expect(after).toMatchObject({ found: true });
      expect(after.found && after.bio).toContain('vigil-abcdefghijklmnop');
      // Another platform's bio of the same name is untouched.
      const other = BIO_PROOF_PLATFORMS.find((p) => p !== platform)!;
      const untouched = await reader.read(other, 'erika_bio');
      expect(untouched.found && untouched.bio).not.toContain('vigil-');
    },
  );

  test('a handle the provider does not know is "not found", not an error', async () => {
    const { reader } = demoReader();
    expect(await reader.read('instagram', 'unknown_person')).toEqual({ found: false });
  });

  test('provider outages are thrown (the caller decides), not read as "gone"', async () => {
    const { reader } = demoReader();
    await expect(reader.read('twitter', 'unavailable_x')).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  test('every profile platform is decided: bio proof exactly where a bio can be read', () => {
    const { reader } = demoReader();
    const supported = profilePlatformSchema.options.filter((p) => reader.supports(p));
    expect(supported.sort()).toEqual([...BIO_PROOF_PLATFORMS].sort());
    expect(reader.supports('facebook')).toBe(false);
    expect(reader.supports('github')).toBe(false);
  });
});
