/**
 * Which stored files are still in use. Every module that keeps names issued by the upload
 * store (profiles' screenshots today; content uploads, avatars … later) registers one provider
 * at composition time; the orphan sweep deletes only files that no provider claims.
 */
export type FileReferenceProvider = {
  /** Who claims the files (logs, the sweep's result). */
  module: string;
  /** Of `names` (at most a few hundred), the ones this module still refers to. */
  inUse: (names: readonly string[]) => Promise<Iterable<string>>;
};

export type FileReferences = {
  register: (provider: FileReferenceProvider) => void;
  /** Of `names`, those at least one provider claims. */
  inUse: (names: readonly string[]) => Promise<Set<string>>;
  /** The registered modules (for the sweep's result and tests). */
  modules: () => string[];
};

export function createFileReferences(): FileReferences {
  const providers: FileReferenceProvider[] = [];
  return {
    register(provider) {
      if (providers.some((p) => p.module === provider.module)) {
        throw new Error(`file references of ${provider.module} are registered twice`);
      }
      providers.push(provider);
    },
    async inUse(names) {
      const used = new Set<string>();
      if (names.length === 0) return used;
      const claims = await Promise.all(providers.map((p) => p.inUse(names)));
      for (const claim of claims) for (const name of claim) used.add(name);
      return used;
    },
    modules: () => providers.map((p) => p.module),
  };
}
