import { describe, expect, it, vi } from 'vitest';
import { decideInSandbox, initiate, videoOnSale } from '../../../../test/commerce-factories';
import { outboxFor } from '../../../../test/event-factories';
import { signedInCustomer } from '../../../../test/fighter-factories';
import { pdfText } from '../../../../test/pdf-text';
import { useTestApp } from '../../../../test/use-test-app';
import { invoiceCounters } from '../commerce.table';
import { purchasesRepository } from '../purchases.repository';

// No BUSINESS_PAN: receipts stay receipts (decision 56).
const t = useTestApp();
const db = () => t.database.db;

describe('receipts without a PAN configured', () => {
  it('take no invoice number, store no VAT or buyer, and print a plain receipt by email and as PDF', async () => {
    const { product } = await videoOnSale(db(), t.config, 113_000);
    const { client, customer } = await signedInCustomer(t.app, db(), { firstName: 'Maya', lastName: 'Gurung' });
    const referenceId = await initiate(client, product);
    const params = await decideInSandbox(client, referenceId, true);
    const paid = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect(paid.body.data).toMatchObject({ status: 'PAID', invoiceNumber: null });
    expect(await purchasesRepository.findByReference(db(), referenceId)).toMatchObject({
      invoiceNumber: null,
      vatRateBp: null,
      buyerName: null,
    });
    expect(await db().select().from(invoiceCounters)).toEqual([]);

    const mail = await vi.waitFor(async () => {
      const [message] = await outboxFor(t.app, customer.email ?? '');
      if (!message) throw new Error('not sent yet');
      return message;
    });
    expect(mail.subject).toMatch(/^Your receipt: /);
    expect(mail.text).not.toMatch(/Tax invoice|PAN|VAT/);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/purchases/${referenceId}/receipt.pdf`,
      headers: { 'device-token': client.deviceToken, 'x-xsrf-token': client.token ?? '' },
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text[0]).toBe('Receipt');
    for (const expected of [t.config.brand.name, 'Maya Gurung', 'Total', 'Rs. 1,130', referenceId])
      expect(text).toContain(expected);
    expect(text.join('\n')).not.toMatch(/Tax invoice|PAN|VAT|Invoice number/);
  });
});
