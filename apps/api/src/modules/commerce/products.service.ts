import { randomUUID } from 'node:crypto';
import type {
  AdminProduct,
  AdminProductSearchRequestSchema,
  Page,
  Product,
  ProductFieldsSchema,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type ContentTitles, contentKey } from '../access/grants.service';
import { toAdminProduct, toProduct } from './product.mapper';
import { type NewProduct, type ProductRow, isDuplicate, productsRepository as products } from './products.repository';
import { saleClosure, saleClosures } from './sale-state';
import { tierSales } from '../events/tier-seats';
import { seatNames } from './ticket-orders';

export type ProductInput = z.output<typeof ProductFieldsSchema>;
export type ProductSearch = z.output<typeof AdminProductSearchRequestSchema>;

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Products: what fans may buy (public detail), and staff (TRANSACTION) setting them up. */
export class Products {
  constructor(
    private readonly db: Db,
    private readonly titles: ContentTitles,
    /** A price or sale change: the pages that carry offers are read afresh on this instance. */
    private readonly changed: () => void = () => {},
  ) {}

  /** `GET /products/search/detail/{id}`: any product staff have not switched off, on sale now or not. */
  async detail(id: string): Promise<Product> {
    const row = await products.find(this.db, id.toLowerCase());
    if (!row?.active) throw new AppError('HUBPRNF001');
    if (row.productType !== 'TICKET') return toProduct(row, await saleClosure(this.db, row));
    // A ticket is named with its event, and says how many seats one order may take.
    const tier = (await tierSales(this.db, [row.contentId])).get(row.contentId);
    const named = tier ? { ...row, ...seatNames(row, tier) } : row;
    return toProduct(named, await saleClosure(this.db, row), tier?.perOrderLimit ?? null);
  }

  /** The Fight Passes switched on, cheapest first (on sale now or not: `onSale` says). */
  async passes(): Promise<Product[]> {
    const rows = await products.activePasses(this.db);
    const closures = await saleClosures(this.db, rows);
    return rows.map((row) => toProduct(row, closures.get(row.id) ?? null));
  }

  async search(request: ProductSearch): Promise<Page<AdminProduct>> {
    const { page, pageSize } = request;
    const { rows, total } = await products.search(this.db, request, page, pageSize);
    return { items: await this.views(rows), page, pageSize, total };
  }

  async get(productId: string): Promise<AdminProduct> {
    return (await this.views([await this.find(productId)]))[0] as AdminProduct;
  }

  async create(input: ProductInput): Promise<AdminProduct> {
    const values = await this.valuesOf(input);
    try {
      const row = await products.insert(this.db, values);
      this.changed();
      return await this.view(row);
    } catch (error) {
      if (isDuplicate(error)) throw AppError.field('contentId', 'HUBPRDP001');
      throw error;
    }
  }

  async update(productId: string, input: ProductInput): Promise<AdminProduct> {
    const current = await this.find(productId);
    if (current.productType === 'TICKET') throw AppError.field('productType', 'HUBPRTY003');
    const values = await this.valuesOf(input, current.id);
    try {
      const row = await products.update(this.db, productId, values);
      if (!row) throw new AppError('HUBPRNF001');
      this.changed();
      return await this.view(row);
    } catch (error) {
      if (isDuplicate(error)) throw AppError.field('contentId', 'HUBPRDP001');
      throw error;
    }
  }

  /**
   * The stored values; `productId` when updating. A Fight Pass sells no one piece of content: its own id stands as
   * its content (one product per pass) and it needs the days it lasts.
   */
  private async valuesOf(input: ProductInput, productId?: string): Promise<NewProduct> {
    const type = input.productType;
    if (type === 'TICKET') throw AppError.field('productType', 'HUBPRTY003');
    let contentId: string;
    if (type === 'PASS') {
      if (!input.validDays) throw AppError.field('validDays', 'HUBPRVD001');
      contentId = productId ?? randomUUID();
    } else {
      contentId = input.contentId?.toLowerCase() ?? '';
      if (!contentId || !(await this.titles.titleOf({ type, id: contentId })))
        throw AppError.field('contentId', 'HUBPRCT001');
    }
    const saleStartsAt = instant(input.saleStartsAt);
    const saleEndsAt = instant(input.saleEndsAt);
    if (saleStartsAt && saleEndsAt && saleEndsAt.getTime() <= saleStartsAt.getTime())
      throw AppError.field('saleEndsAt', 'HUBPRSW002');
    return {
      ...(type === 'PASS' && !productId ? { id: contentId } : {}),
      productType: type,
      contentId,
      validDays: type === 'PASS' ? (input.validDays ?? null) : null,
      name: input.name,
      nameNe: input.nameNe ?? null,
      description: input.description ?? null,
      descriptionNe: input.descriptionNe ?? null,
      amount: input.amount,
      currency: 'NPR',
      usdAmount: input.usdAmount ?? null,
      saleStartsAt,
      saleEndsAt,
      active: input.active,
    };
  }

  private async find(productId: string): Promise<ProductRow> {
    const row = await products.find(this.db, productId);
    if (!row) throw new AppError('HUBPRNF001');
    return row;
  }

  private async view(row: ProductRow): Promise<AdminProduct> {
    return (await this.views([row]))[0] as AdminProduct;
  }

  private async views(rows: ProductRow[]): Promise<AdminProduct[]> {
    const contents = rows.flatMap(({ productType: type, contentId: id }) =>
      type === 'TICKET' || type === 'PASS' ? [] : [{ type, id }],
    );
    const [titles, closures] = await Promise.all([this.titles.titlesOf(contents), saleClosures(this.db, rows)]);
    return rows.map((row) =>
      toAdminProduct(
        row,
        closures.get(row.id) ?? null,
        titles.get(contentKey({ type: row.productType, id: row.contentId })) ?? null,
      ),
    );
  }
}
