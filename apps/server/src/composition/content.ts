import { createContentRepo } from '../modules/content/content.repo';
import { createContentService } from '../modules/content/content.service';
import type { Publish } from '../modules/events';
import type { SharedFiles } from '../modules/content/shared-files';
import { createContentMedia } from '../modules/uploads';
import type { Infrastructure } from './infrastructure';

/**
 * Issue 12: content upload (files stream into storage) and creator matching over the stored
 * accounts. A stored item is announced as `content.stored` (image review queues its image:
 * see its `subscriptions.ts`).
 */
export function createContentModule(
  infra: Infrastructure,
  deps: {
    shared: SharedFiles;
    publish?: Publish;
  },
) {
  const repo = createContentRepo(infra.database.db);
  const content = createContentService({
    repo,
    media: createContentMedia({ storage: infra.storage }),
    storage: infra.storage,
    clock: infra.clock,
    log: infra.log,
    shared: deps.shared,
    storageQuotaBytes: infra.config.CONTENT_STORAGE_QUOTA_BYTES,
    ...(deps.publish ? { publish: deps.publish } : {}),
  });
  // Content files and thumbnails are in use while an item or an upload row names them.
  infra.fileReferences.register({
    module: 'content',
    inUse: (names) => repo.storedNamesInUse(names),
  });
  // Export: items and files (the files themselves go into the archive). Erasure: both go, the
  // stored files are deleted once the erasure has committed.
  infra.personalData.register({
    module: 'content',
    async collect(who) {
      const { items, files } = await repo.personalDataOf(who.userId);
      return {
        records: { contentItems: items, contentFiles: files },
        files: files.flatMap((f) => (f.thumbnailName ? [f.name, f.thumbnailName] : [f.name])),
      };
    },
    forget: async (who, tx) => ({ files: await repo.forgetOwner(who.userId, tx) }),
  });
  return { repo, content };
}
