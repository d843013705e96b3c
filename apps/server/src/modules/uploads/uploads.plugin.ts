import { defineModule, provide } from '../../composition/module-plugin';
import { defineOrphanSweep } from './orphan-sweep';
import { uploadsRoutes } from './uploads.routes';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    /** The daily sweep of unreferenced upload files (`sweep()` runs it now: tests). */
    orphanSweep: ReturnType<typeof defineOrphanSweep>;
  }
}

/**
 * Uploaded files: `GET /uploads/:name` and the daily orphan sweep. The modules that keep upload
 * files (profiles, content) register their references when they load, so they come first.
 */
export const uploadsPlugin = defineModule(
  'uploads',
  ['jobs', 'profiles', 'content'],
  async (app, { infra }) => {
    const orphanSweep = defineOrphanSweep(app.services.jobs, {
      storage: infra.storage,
      references: infra.fileReferences,
      clock: infra.clock,
      graceHours: infra.config.UPLOAD_ORPHAN_GRACE_HOURS,
    });
    provide(app, { orphanSweep });
    const { content } = app.services;
    await app.register(uploadsRoutes, {
      // Content files (issue 12) are served under /api to their owner and operators only.
      isPrivate: async (name) => (await content.storedNamesInUse([name])).size > 0,
    });
  },
);
