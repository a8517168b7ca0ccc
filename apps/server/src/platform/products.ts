import { PRODUCT_KEYS, type ProductKey, webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from './actions.ts';

/**
 * The registry of customer products this server serves. Each module that serves a product
 * declares its key in its `index.ts` (for example `SPOT_PRODUCTS`), and `buildApp` joins them
 * here; `web/getFeatures` hands the list to the customer app, which hides every navigation item,
 * route, banner and home block of a product that is not listed. A product that is not served is
 * never advertised (DESIGN.md section 0.2: the screens say what the platform does).
 */
export class ServedProducts {
  private readonly keys: ReadonlySet<ProductKey>;

  constructor(keys: Iterable<ProductKey>) {
    this.keys = new Set(keys);
  }

  has(key: ProductKey): boolean {
    return this.keys.has(key);
  }

  /** The served keys in the catalogue's order, so the answer is stable. */
  list(): ProductKey[] {
    return PRODUCT_KEYS.filter((k) => this.keys.has(k));
  }
}

/** web/getFeatures: public, read once when the customer app starts. */
export function productsRoutes(app: FastifyInstance, products: ServedProducts): void {
  registerAction(app, webActions.getFeatures, { handler: async () => ({ products: products.list() }) });
}
