import {
  classifyTopics,
  contentFileFieldsSchema,
  COUNTRY_LANGUAGES,
  parseTags,
  type ContentBody,
  type ContentCountry,
  type ContentFile,
  type ContentItem,
  type ContentListQuery,
  type ContentRow,
  type CreatorMatch,
  type MatchListQuery,
  type MatchReason,
  type Topic,
} from '@vigil/shared';
import { byteSize, snapshotSourceSchema, type ContentUsage } from '@vigil/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Storage, StoredFile } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Publish } from '../events';
import type { ContentMedia } from '../uploads';
import type { ContentFileRow, ContentItemRow, ContentRepo } from './content.repo';
import type { SharedFiles } from './shared-files';
import {
  createCreatorIndexCache,
  type CreatorIndex,
  type MatchInput,
  type MatchRow,
} from './creator-index';

/** Who asks: the owner sees their own items and files, operators (admins) everyone's. */
export type Viewer = { id: string; role: string };

/** Stored accounts' changes reach the creator ranking within this time (decisions CU-8). */
export const CREATORS_MAX_AGE_MS = 60_000;
const EXPORT_BATCH = 1000;
/** Rankings kept for paging (each holds one number per candidate). */
const RANKINGS_KEPT = 32;

/** The path a stored file is served at (owner and operators only). */
export const filePath = (name: string) => `/api/content/files/${name}`;

/** Words in "additional platforms" that name a platform stored accounts come from. */
const PLATFORM_WORDS: Record<string, string> = {
  facebook: 'facebook',
  twitter: 'twitter',
  x: 'twitter',
  instagram: 'instagram',
  linkedin: 'linkedin',
  youtube: 'youtube',
  tiktok: 'tiktok',
  snapchat: 'snapchat',
  telegram: 'telegram',
  truthsocial: 'truthsocial',
  truth: 'truthsocial',
};

/** The stored-account platforms an item is for: its platform and those its free text names. */
export function itemPlatforms(platform: string, additional: string): string[] {
  const out = new Set([platform]);
  for (const word of additional.toLowerCase().split(/[^a-z]+/)) {
    const p = PLATFORM_WORDS[word];
    if (p) out.add(p);
  }
  return [...out];
}

/** The reasons of one ranked account, strongest first; only signals that earned points. */
export function matchReasons(
  row: MatchRow,
  item: Pick<ContentItemRow, 'language' | 'country' | 'platform'>,
): MatchReason[] {
  const reasons: MatchReason[] = [];
  const p = row.points;
  if (p.topics > 0 && row.shared.length)
    reasons.push({ kind: 'topics', topics: row.shared as Topic[], points: p.topics });
  if (p.language > 0)
    reasons.push({ kind: 'language', language: item.language, points: p.language });
  if (p.country > 0)
    reasons.push({
      kind: 'country',
      country: item.country as ContentCountry,
      language: row.motherTongue ?? '',
      points: p.country,
    });
  if (p.platform > 0)
    reasons.push({ kind: 'platform', platform: row.platform, points: p.platform });
  if (p.authenticity > 0 && row.fakeProbability !== null)
    reasons.push({
      kind: 'authenticity',
      trust: 100 - row.fakeProbability,
      points: p.authenticity,
    });
  if (p.engagement > 0 && row.engagement !== null)
    reasons.push({
      kind: 'engagement',
      rate: Math.round(row.engagement * 10_000) / 100,
      points: p.engagement,
    });
  return reasons.sort((a, b) => b.points - a.points);
}

/** A byte count for a message: "1.2 GB". */
function formatBytes(bytes: number) {
  const { value, unit } = byteSize(bytes);
  return `${value} ${unit}`;
}

export function createContentService(deps: {
  repo: ContentRepo;
  media: ContentMedia;
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where `content.stored` goes (image review queues the item's image). */
  publish?: Publish;
  /** Signed addresses of content files (`GET /api/content/shared/:name`). */
  shared: SharedFiles;
  /** How old the creator index may get before a refresh (default {@link CREATORS_MAX_AGE_MS}). */
  creatorsMaxAgeMs?: number;
  /** Each user's content files may take this many bytes (CONTENT_STORAGE_QUOTA_BYTES). */
  storageQuotaBytes: number;
}) {
  const { repo, clock, log } = deps;
  const creators = createCreatorIndexCache({
    load: () => repo.creatorFeatures(),
    now: () => clock.now().getTime(),
    maxAgeMs: deps.creatorsMaxAgeMs ?? CREATORS_MAX_AGE_MS,
    onError: (err) => log.error({ err }, 'creator index refresh failed'),
  });

  const fileDto = (f: ContentFileRow): ContentFile => ({
    id: f.id,
    url: filePath(f.name),
    type: f.kind,
    mime: f.mime,
    size: f.size,
    thumbnail: f.thumbnailName ? filePath(f.thumbnailName) : null,
    price: f.priceCents === null ? null : f.priceCents / 100,
    tags: f.tags,
    contentId: null,
    createdAt: f.createdAt.toISOString(),
  });

  const canSee = (ownerId: string, viewer: Viewer) =>
    ownerId === viewer.id || viewer.role === 'admin';

  async function itemFor(id: string, viewer: Viewer): Promise<ContentItemRow> {
    const item = await repo.findItem(id);
    // Someone else's item is "not found": its existence is not revealed.
    if (!item || !canSee(item.ownerId, viewer)) {
      throw new AppError('NOT_FOUND', 'No such content item.');
    }
    return item;
  }

  async function itemDto(item: ContentItemRow): Promise<ContentItem> {
    const ids = [item.imageFileId, item.videoFileId].filter((x): x is string => Boolean(x));
    const files = new Map((await repo.filesByIds(ids)).map((f) => [f.id, f]));
    const image = item.imageFileId ? files.get(item.imageFileId) : undefined;
    const video = item.videoFileId ? files.get(item.videoFileId) : undefined;
    return {
      id: item.id,
      title: item.title,
      text: item.text,
      tags: item.tags,
      language: item.language as ContentItem['language'],
      country: item.country as ContentItem['country'],
      platform: item.platform as ContentItem['platform'],
      additionalPlatforms: item.additionalPlatforms,
      topics: item.topics as Topic[],
      image: image ? { ...fileDto(image), contentId: item.id } : null,
      video: video ? { ...fileDto(video), contentId: item.id } : null,
      createdAt: item.createdAt.toISOString(),
    };
  }

  async function ownFile(
    id: string | null,
    kind: 'image' | 'video',
    userId: string,
  ): Promise<ContentFileRow | null> {
    if (!id) return null;
    const file = await repo.findFile(id);
    if (!file || file.ownerId !== userId) {
      throw new AppError('NOT_FOUND', `body.${kind}FileId: no such uploaded file of yours.`);
    }
    if (file.kind !== kind) {
      throw new AppError('VALIDATION_FAILED', `body.${kind}FileId: the file is not a ${kind}.`);
    }
    if (await repo.fileAttached(id)) {
      throw new AppError('CONFLICT', `body.${kind}FileId: the file belongs to another item.`);
    }
    return file;
  }

  function matchInput(item: ContentItemRow, q: string | undefined): MatchInput {
    return {
      topics: item.topics,
      language: item.language,
      countryLanguages: COUNTRY_LANGUAGES[item.country as keyof typeof COUNTRY_LANGUAGES] ?? [],
      platforms: itemPlatforms(item.platform, item.additionalPlatforms),
      q: q?.trim().toLowerCase() || undefined,
    };
  }

  /**
   * The ranking of an item for a filter, kept for the pages that follow (paging, page sizes,
   * the download) until the index is refreshed: a few recent rankings, by item and filter.
   */
  const rankings = new Map<
    string,
    { index: CreatorIndex; ranked: ReturnType<CreatorIndex['rank']> }
  >();
  async function rankFor(item: ContentItemRow, q: string | undefined) {
    const index = await creators.get();
    const input = matchInput(item, q);
    const key = `${item.id}\u0000${input.q ?? ''}`;
    const hit = rankings.get(key);
    if (hit && hit.index === index) return hit.ranked;
    const ranked = index.rank(input);
    rankings.delete(key);
    rankings.set(key, { index, ranked });
    if (rankings.size > RANKINGS_KEPT) rankings.delete(rankings.keys().next().value!);
    return ranked;
  }

  function toMatch(
    row: MatchRow,
    item: ContentItemRow,
    retention: number | null,
    source: string | null = null,
  ): CreatorMatch {
    return {
      source: snapshotSourceSchema.safeParse(source).data ?? null,
      id: row.id,
      platform: row.platform,
      username: row.username,
      name: row.name,
      retention,
      topics: row.topics as Topic[],
      score: Math.min(100, Math.max(0, row.score)),
      trust: row.fakeProbability === null ? null : 100 - row.fakeProbability,
      reasons: matchReasons(row, item),
    };
  }

  return {
    /** `GET /api/content/usage`: the viewer's stored bytes and quota (the upload screen). */
    async usage(viewer: Viewer): Promise<ContentUsage> {
      return { usedBytes: await repo.usedBytes(viewer.id), quotaBytes: deps.storageQuotaBytes };
    },

    /**
     * `POST /api/content/files`: streams one file into storage and saves its record, within
     * the owner's storage quota (issue 20 §4): a file that does not fit is refused (413) before
     * or while it streams, and its stored bytes are removed.
     */
    async uploadFile(req: FastifyRequest, viewer: Viewer): Promise<ContentFile> {
      const quotaBytes = deps.storageQuotaBytes;
      const refuse = (used: number) =>
        new AppError(
          'PAYLOAD_TOO_LARGE',
          `This file does not fit in your storage: ${formatBytes(used)} of ${formatBytes(quotaBytes)} used. Ask an operator for more space.`,
        );
      const usedBefore = await repo.usedBytes(viewer.id);
      const quota = {
        remainingBytes: Math.max(0, quotaBytes - usedBefore),
        refuse: () => refuse(usedBefore),
      };
      return deps.media.receive(
        req,
        async (fields, media) => {
          const parsed = contentFileFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw new AppError(
              'VALIDATION_FAILED',
              `body.${issue.path.join('.')}: ${issue.message}`,
            );
          }
          const price =
            parsed.data.price === '' ? null : Math.round(Number(parsed.data.price) * 100);
          // Checked again under the owner's lock: a parallel upload may have taken the space.
          const saved = await repo.insertFileWithinQuota(
            {
              ownerId: viewer.id,
              kind: media.kind,
              mime: media.mime,
              name: media.name,
              thumbnailName: media.thumbnailName,
              size: media.size,
              priceCents: price,
              tags: parseTags(parsed.data.tags),
            },
            quotaBytes,
          );
          if (!saved.row) throw refuse(saved.usedBytes);
          return fileDto(saved.row);
        },
        quota,
      );
    },

    /** `POST /api/content`: stores the item (its topics classified once) with its files. */
    async create(body: ContentBody, viewer: Viewer): Promise<ContentItem> {
      const image = await ownFile(body.imageFileId, 'image', viewer.id);
      const video = await ownFile(body.videoFileId, 'video', viewer.id);
      const tags = parseTags(body.tags);
      const topics = classifyTopics({ title: body.title, text: body.text, tags }).map(
        (t) => t.topic,
      );
      let item: ContentItemRow;
      try {
        item = await repo.insertItem({
          ownerId: viewer.id,
          title: body.title,
          text: body.text,
          tags,
          language: body.language,
          country: body.country,
          platform: body.platform,
          additionalPlatforms: body.additionalPlatforms,
          topics,
          imageFileId: image?.id ?? null,
          videoFileId: video?.id ?? null,
        });
      } catch (err) {
        // Two simultaneous submits with the same file: the unique index decides.
        if ((err as { code?: string }).code === '23505' || /unique/i.test(String(err))) {
          throw new AppError('CONFLICT', 'The file belongs to another item.');
        }
        throw err;
      }
      if (deps.publish) {
        // The item is committed (one statement); what others do with it is logged if it fails,
        // never returned to the uploader.
        try {
          await deps.publish(undefined, {
            name: 'content.stored',
            payload: {
              itemId: item.id,
              ownerId: viewer.id,
              title: item.title,
              text: item.text,
              tags: item.tags,
              platform: item.platform,
              image: image ? { name: image.name, priceCents: image.priceCents } : null,
            },
          });
        } catch (err) {
          log.error({ err, itemId: item.id }, 'content.stored subscriber failed');
        }
      }
      return itemDto(item);
    },

    async get(id: string, viewer: Viewer): Promise<ContentItem> {
      return itemDto(await itemFor(id, viewer));
    },

    /** 'My content': the caller's own items (operators too see only their own here). */
    async list(viewer: Viewer, q: ContentListQuery) {
      // The screen that lists items is where matching starts: load the creator index early.
      creators.get().catch((err: unknown) => log.error({ err }, 'creator index load failed'));
      const page = await repo.listItems(viewer.id, q);
      const thumbs = await thumbnailsOf(page.rows);
      return {
        items: page.rows.map((r) => rowDto(r, thumbs)),
        total: page.total,
        page: page.page,
        limit: page.limit,
        pages: page.pages,
      };
    },

    async *exportList(viewer: Viewer, q: ContentListQuery): AsyncGenerator<ContentRow[]> {
      for await (const batch of repo.exportItems(viewer.id, q)) {
        const thumbs = await thumbnailsOf(batch);
        yield batch.map((r) => rowDto(r, thumbs));
      }
    },

    /** `GET /api/content/:id/matches`: stored accounts ranked as creators for the item. */
    async matches(id: string, viewer: Viewer, q: MatchListQuery) {
      const item = await itemFor(id, viewer);
      const ranked = await rankFor(item, q.q);
      const from = (q.page - 1) * q.limit;
      const rows = ranked.rows(from, from + q.limit);
      const ids = rows.map((r) => r.id);
      const [retention, sources] = await Promise.all([
        repo.retention(ids, clock.now()),
        repo.sources(ids),
      ]);
      return {
        items: rows.map((r) =>
          toMatch(r, item, retention.get(r.id) ?? null, sources.get(r.id) ?? null),
        ),
        total: ranked.total,
        page: q.page,
        limit: q.limit,
        pages: Math.max(1, Math.ceil(ranked.total / q.limit)),
      };
    },

    /** The whole ranking for the download (retention per batch). */
    async exportMatches(id: string, viewer: Viewer, q: MatchListQuery) {
      const item = await itemFor(id, viewer);
      const ranked = await rankFor(item, q.q);
      return (async function* () {
        for (let from = 0; from < ranked.total; from += EXPORT_BATCH) {
          const batch = ranked.rows(from, from + EXPORT_BATCH);
          const retention = await repo.retention(
            batch.map((r) => r.id),
            clock.now(),
          );
          yield batch.map((r) => {
            const m = toMatch(r, item, retention.get(r.id) ?? null);
            return {
              id: m.id,
              platform: m.platform,
              username: m.username,
              name: m.name,
              retention: m.retention,
              topics: m.topics.join(' '),
              score: m.score,
              trust: m.trust,
              reasons: m.reasons.map((x) => `${x.kind}:${x.points}`).join(' '),
            };
          });
        }
      })();
    },

    /** A stored content file for its owner or an operator; null for anyone else. */
    async openFile(name: string, viewer: Viewer): Promise<StoredFile | null> {
      const file = await repo.findFileByStoredName(name);
      if (!file || !canSee(file.ownerId, viewer)) return null;
      return deps.storage.get(name);
    },

    /**
     * A content file at a signed address (`GET /api/content/shared/:name?exp=&sig=`, see
     * `shared-files.ts`): 403 when the signature is wrong or expired, null for a name that is
     * no content file. `maxAge` is how long the address stays valid (the cache may keep it).
     */
    async openShared(
      name: string,
      exp: number,
      sig: string,
    ): Promise<(StoredFile & { maxAge: number }) | null> {
      const maxAge = deps.shared.secondsLeft(name, exp, sig);
      if (maxAge === null) {
        throw new AppError('FORBIDDEN', 'This file address is not signed or has expired.');
      }
      const file = await repo.findFileByStoredName(name);
      const stored = file ? await deps.storage.get(name) : null;
      return stored ? { ...stored, maxAge } : null;
    },

    /** Reloads the creator index now (after bulk imports; tests). */
    refreshCreators: async () => {
      await creators.refresh();
    },

    /** Which of these stored file names content files still use (for the upload purge). */
    storedNamesInUse: (names: readonly string[]) => repo.storedNamesInUse(names),
  };

  async function thumbnailsOf(rows: ContentItemRow[]): Promise<Map<string, string | null>> {
    const ids = rows.map((r) => r.imageFileId).filter((x): x is string => Boolean(x));
    const files = await repo.filesByIds(ids);
    return new Map(files.map((f) => [f.id, f.thumbnailName ? filePath(f.thumbnailName) : null]));
  }
  function rowDto(r: ContentItemRow, thumbs: Map<string, string | null>): ContentRow {
    return {
      id: r.id,
      title: r.title,
      tags: r.tags,
      language: r.language as ContentRow['language'],
      country: r.country as ContentRow['country'],
      platform: r.platform as ContentRow['platform'],
      topics: r.topics as Topic[],
      thumbnail: r.imageFileId ? (thumbs.get(r.imageFileId) ?? null) : null,
      hasVideo: r.videoFileId !== null,
      createdAt: r.createdAt.toISOString(),
    };
  }
}
export type ContentService = ReturnType<typeof createContentService>;
