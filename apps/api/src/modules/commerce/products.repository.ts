import { type SQL, and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { ProductType } from '@ringside/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { products } from './commerce.table';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

export interface ProductFilter {
  productType?: ProductType | undefined;
  contentId?: string | undefined;
  search?: string | undefined;
}

/** A second product for the same content breaks this index. */
export const isDuplicate = (error: unknown) => isUniqueViolation(error, 'products_content_idx');

export const productsRepository = {
  async insert(db: Db, values: NewProduct): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    return row as ProductRow;
  },

  async update(db: Db, id: string, values: Partial<NewProduct>): Promise<ProductRow | undefined> {
    const [row] = await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return row;
  },

  async find(db: Db, id: string): Promise<ProductRow | undefined> {
    const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
    return row;
  },

  async activePasses(db: Db): Promise<ProductRow[]> {
    return db
      .select()
      .from(products)
      .where(and(eq(products.productType, 'PASS'), eq(products.active, true)))
      .orderBy(asc(products.amount), asc(products.createdAt));
  },

  async search(db: Db, filter: ProductFilter, page: number, pageSize: number) {
    const conditions: SQL[] = [];
    if (filter.productType) conditions.push(eq(products.productType, filter.productType));
    if (filter.contentId) conditions.push(eq(products.contentId, filter.contentId));
    if (filter.search) conditions.push(ilike(products.name, `%${filter.search.replace(/[%_\\]/g, '\\$&')}%`));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(products).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },
};
