import { defineModule, provide } from '../../composition/module-plugin';
import { createNews } from './create-news';
import type { FactsCache } from './facts-cache';
import { newsRoutes } from './news.routes';
import type { NewsService } from './news.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    news: NewsService;
    newsFacts: FactsCache;
  }
}

/** News outlet evaluation and source review (built by `create-news.ts`, shared with the CLI). */
export const newsPlugin = defineModule('news', ['audit'], async (app, { infra }) => {
  const { news, facts } = await createNews(infra, { audit: app.services.audit });
  provide(app, { news, newsFacts: facts });
  return { api: [newsRoutes] };
});
