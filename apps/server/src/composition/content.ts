import { createContentRepo } from '../modules/content/content.repo';
import { createContentService, type ContentStored } from '../modules/content/content.service';
import { createContentMedia } from '../modules/uploads';
import type { Infrastructure } from './infrastructure';

/**
 * Issue 12: content upload (files stream into storage) and creator matching over the stored
 * accounts. `onContentStored` is the hook other modules plug into (the image review queue
 * enqueues an item's image there: one line in `services.ts`).
 */
export function createContentModule(
  infra: Infrastructure,
  deps: { onContentStored?: (stored: ContentStored) => Promise<void> | void } = {},
) {
  const repo = createContentRepo(infra.database.db);
  const content = createContentService({
    repo,
    media: createContentMedia({ storage: infra.storage }),
    storage: infra.storage,
    clock: infra.clock,
    log: infra.log,
    ...(deps.onContentStored ? { onContentStored: deps.onContentStored } : {}),
  });
  // Content files and thumbnails are in use while an item or an upload row names them.
  infra.fileReferences.register({
    module: 'content',
    inUse: (names) => repo.storedNamesInUse(names),
  });
  return { repo, content };
}
