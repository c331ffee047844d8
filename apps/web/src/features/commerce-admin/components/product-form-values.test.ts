import type { AdminProduct } from '@ringside/contract';
import { describe, expect, it } from 'vitest';
import { fieldsOfProductValues, valuesOfProduct } from './product-form-values';

const product: AdminProduct = {
  id: '0b6f1f7e-8a43-4c1e-9a53-1f3f0d7c9a01',
  productType: 'LIVE_EVENT',
  contentId: '5d2c1a7e-0e0b-4d7b-8f6e-2a9c3b4d5e6f',
  name: 'SFC 3: live and the replay',
  nameNe: 'एसएफसी ३: प्रत्यक्ष र पुनः प्रसारण',
  description: null,
  descriptionNe: null,
  amount: 99_900,
  currency: 'NPR',
  usdAmount: 799,
  saleStartsAt: '2026-12-01T12:15:00.000Z',
  saleEndsAt: null,
  onSale: true,
  saleClosedCode: null,
  validDays: null,
  perOrderLimit: null,
  active: true,
  contentTitle: 'SFC 3: Kathmandu Showdown',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('product form values', () => {
  it('starts a new product as a video, switched on', () => {
    expect(valuesOfProduct(null)).toEqual({ productType: 'VIDEO', contentId: null, active: true });
  });

  it('shows prices in rupees and dollars and the sale window in Kathmandu time', () => {
    const values = valuesOfProduct(product);
    expect(values.amount).toBe('999');
    expect(values.usdAmount).toBe('7.99');
    expect(values.saleStartsAt).toBe('2026-12-01T18:00');
    expect(values.saleEndsAt).toBeUndefined();
  });

  it('sends paisa, cents and instants with the Nepal offset', () => {
    expect(fieldsOfProductValues({ ...valuesOfProduct(product), amount: '1,299.50', description: '  ' })).toEqual({
      productType: 'LIVE_EVENT',
      contentId: product.contentId,
      name: product.name,
      nameNe: product.nameNe,
      description: null,
      descriptionNe: null,
      amount: 129_950,
      usdAmount: 799,
      saleStartsAt: '2026-12-01T18:00:00+05:45',
      saleEndsAt: null,
      active: true,
    });
  });

  it('sends no card price when it is blank, and an impossible one when it does not parse', () => {
    const values = valuesOfProduct(product);
    expect(fieldsOfProductValues({ ...values, usdAmount: ' ' }).usdAmount).toBeNull();
    expect(fieldsOfProductValues({ ...values, usdAmount: 'seven' }).usdAmount).toBe(-1);
    expect(fieldsOfProductValues({ ...values, amount: '' }).amount).toBe(-1);
  });
});
