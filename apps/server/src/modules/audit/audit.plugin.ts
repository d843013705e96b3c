import { defineModule, provide } from '../../composition/module-plugin';
import { createAuditRepo } from './audit.repo';
import { auditRoutes } from './audit.routes';
import { createAuditService, type AuditService } from './audit.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    audit: AuditService;
  }
}

/** The audit log every decision writes (it joins the caller's transaction). */
export const auditPlugin = defineModule('audit', [], async (app, { infra }) => {
  provide(app, { audit: createAuditService({ repo: createAuditRepo(infra.database.db) }) });
  return { api: [auditRoutes] };
});
