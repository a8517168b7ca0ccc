import type { PlatformModule } from '../../platform/module.ts';
import { helpTopicProduct, seedItemsFrom, unservedItems } from './model.ts';
import { contentRoutes } from './routes.ts';
import { readSeedFiles } from './seed.ts';
import { ContentService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    content: ContentService;
  }
}

/** Seeds what is missing (never the operator's edits) and hides the texts of products not served. */
export const contentModule: PlatformModule = {
  name: 'content',
  async create(ctx) {
    const seedFiles = readSeedFiles();
    const content = new ContentService(
      ctx.db,
      seedFiles.en ? unservedItems(seedFiles.en, (key) => ctx.products.has(key)) : new Set(),
      (category) => {
        const product = helpTopicProduct(category);
        return product === undefined || ctx.products.has(product);
      },
    );
    const seeded = await content.seed(seedItemsFrom(seedFiles), seedFiles.en?.site.supportEmail);
    ctx.log.info({ contentItemsAdded: seeded, database: ctx.database.kind }, 'database ready');
    return { services: { content }, routes: (server) => contentRoutes(server, content) };
  },
};
