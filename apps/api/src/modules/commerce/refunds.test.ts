import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { decideInSandbox, initiate, videoOnSale } from '../../../test/commerce-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

async function paidPurchase() {
  const { client, customer } = await signedInCustomer(t.app, t.database.db);
  const { video, product } = await videoOnSale(t.database.db, t.config);
  const referenceId = await initiate(client, product);
  const params = await decideInSandbox(client, referenceId, true);
  const paid = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
  expect(paid.body.data.status).toBe('PAID');
  return { client, customer, video, referenceId };
}

describe('refunds and payment logs', () => {
  it('are staff’s with TRANSACTION only', async () => {
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: editor } = await signedInStaff(t.app, t.database.db, ['DASHBOARD']);
    for (const [method, url] of [
      ['POST', '/purchases/RS-1/refund'],
      ['GET', '/purchases/RS-1/logs'],
    ] as const) {
      expect([url, (await new TestClient(t.app).call(method, url, {})).status]).toEqual([url, 401]);
      for (const client of [fan, editor]) {
        const refused = await client.call(method, url, {});
        expect([url, refused.status, refused.body.code]).toEqual([url, 403, 'HUBGNFB001']);
      }
    }
  });

  it('a refund withdraws the access it bought at once, and is recorded in the payment log', async () => {
    const { client, video, referenceId } = await paidPurchase();
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);

    const refunded = await cashier.post(`/purchases/${referenceId}/refund`, { note: 'Stream froze for the buyer' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ referenceId, status: 'REFUNDED', refundedAt: expect.any(String) });
    const locked = await client.post(`/videos/${video.id}/playback`);
    expect([locked.status, locked.body.code]).toEqual([403, 'HUBPBNA001']);

    const twice = await cashier.post(`/purchases/${referenceId}/refund`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'HUBPURD001']);
    const logs = (await cashier.get(`/purchases/${referenceId}/logs`)).body.data.items as {
      request: { step: string; note?: string };
      response: { how?: string };
    }[];
    expect(logs.map((log) => log.request.step)).toEqual(['start', 'confirm', 'refund']);
    expect(logs[2]).toMatchObject({
      request: { note: 'Stream froze for the buyer' },
      response: { how: 'GATEWAY', gatewayRefundId: expect.stringMatching(/^SBR-/) },
    });
  });

  it('refuses unpaid purchases and unknown ones, and has no log for an unknown reference (HUBPLST001)', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale(t.database.db, t.config);
    const referenceId = await initiate(client, product);
    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    const longNote = await cashier.post(`/purchases/${referenceId}/refund`, { note: 'x'.repeat(301) });
    expect([longNote.status, longNote.body.fieldErrors.note.code]).toEqual([400, 'HUBPURD003']);
    const unpaid = await cashier.post(`/purchases/${referenceId}/refund`, {});
    expect([unpaid.status, unpaid.body.code]).toEqual([409, 'HUBPURD001']);
    const unknown = await cashier.post('/purchases/RS-NOPE/refund', {});
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBPUNF001']);
    const noLog = await cashier.get('/purchases/RS-NOPE/logs');
    expect([noLog.status, noLog.body.code]).toEqual([404, 'HUBPLST001']);
  });
});
