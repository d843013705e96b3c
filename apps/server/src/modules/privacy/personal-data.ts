import type { Tx } from '../../db/transaction';

/**
 * Who a data-subject request is about: the account id. Never an e-mail address (issue 20: an
 * address is what a user types; the id is what the account is).
 */
export type DataSubject = { userId: string };

/** One module's share of a person's data export. */
export type PersonalDataShare = {
  /** Top-level keys of `vigil-data.json` (rows as the module shows them; never secrets). */
  records: Record<string, unknown>;
  /** Upload-store names of the person's files; they go into the archive under `files/`. */
  files?: string[];
};

/**
 * What a module keeps about a signed-in person. Every module with such data registers one
 * provider at composition time (as with file references): the export asks each for its share,
 * account erasure asks each to forget the person inside the erasure's transaction. Rows that
 * reference the user with `on delete cascade` go with the user row anyway; `forget` is for what
 * must go earlier (files, which the caller deletes after the commit) or be anonymised instead.
 */
export type PersonalDataProvider = {
  module: string;
  collect: (who: DataSubject) => Promise<PersonalDataShare>;
  /** Returns upload-store names to delete once the erasure has committed. */
  forget?: (who: DataSubject, tx: Tx) => Promise<{ files?: string[] } | void>;
};

export type PersonalData = {
  register: (provider: PersonalDataProvider) => void;
  /** Every module's share, merged; two modules naming the same record key is a wiring error. */
  collect: (who: DataSubject) => Promise<Required<PersonalDataShare>>;
  /** Runs every module's `forget` in `tx`; returns the files to delete after the commit. */
  forget: (who: DataSubject, tx: Tx) => Promise<string[]>;
  modules: () => string[];
};

export function createPersonalData(): PersonalData {
  const providers: PersonalDataProvider[] = [];
  return {
    register(provider) {
      if (providers.some((p) => p.module === provider.module)) {
        throw new Error(`personal data of ${provider.module} is registered twice`);
      }
      providers.push(provider);
    },
    async collect(who) {
      const records: Record<string, unknown> = {};
      const files: string[] = [];
      for (const provider of providers) {
        const share = await provider.collect(who);
        for (const [key, value] of Object.entries(share.records)) {
          if (key in records) throw new Error(`export key ${key} is named twice`);
          records[key] = value;
        }
        files.push(...(share.files ?? []));
      }
      return { records, files: [...new Set(files)] };
    },
    async forget(who, tx) {
      const files: string[] = [];
      for (const provider of providers) {
        const done = await provider.forget?.(who, tx);
        if (done?.files) files.push(...done.files);
      }
      return files;
    },
    modules: () => providers.map((p) => p.module),
  };
}
