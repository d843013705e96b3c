import { defineModule, provide } from '../../composition/module-plugin';
import { createContentMedia } from '../uploads';
import { createContentRepo } from './content.repo';
import { contentRoutes } from './content.routes';
import { createContentService, type ContentService } from './content.service';
import { createSharedFiles, type SharedFiles } from './shared-files';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    content: ContentService;
    /** Signed short-lived addresses of content files (the image review shows them). */
    sharedFiles: SharedFiles;
  }
}

/**
 * Issue 12: content upload (files stream into storage) and creator matching over the stored
 * accounts. A stored item is announced as `content.stored` (image review queues its image:
 * see its `subscriptions.ts`).
 */
export const contentPlugin = defineModule('content', ['events', 'auth'], async (app, { infra }) => {
  const sharedFiles = createSharedFiles({
    imageUrls: app.services.imageUrls,
    clock: infra.clock,
  });
  const repo = createContentRepo(infra.database.db);
  const content = createContentService({
    repo,
    media: createContentMedia({ storage: infra.storage }),
    storage: infra.storage,
    clock: infra.clock,
    log: infra.log,
    shared: sharedFiles,
    storageQuotaBytes: infra.config.CONTENT_STORAGE_QUOTA_BYTES,
    publish: app.services.events.publish,
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
  provide(app, { content, sharedFiles });
  return { api: [contentRoutes] };
});
