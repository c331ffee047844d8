import { afterAll, describe, expect, it } from 'vitest';
import { apiClient as client, serverProcess } from './server-process';

/**
 * The acceptance's crash: the server is killed (SIGKILL) between the gateway's success and the confirmation. The
 * restarted server's reconciler finds the purchase and grants access exactly once.
 */
const server = serverProcess({
  // One round at start, none after: only a restart can grant.
  PAYMENT_RECONCILE_SECONDS: '3600',
  PAYMENT_GRACE_SECONDS: '0',
});
const PAID_VIDEO = 'Kabita Tamang vs Anjali Gurung: the full fight';

afterAll(() => server.dispose());

describe('a crash between the gateway’s success and the confirmation', () => {
  it('leaves nothing lost: after a restart the reconciler grants access exactly once', async () => {
    let base = await server.start();
    const fan = client(base);
    await fan.signIn('fan@sfc.example');
    const videos = await fan.call('POST', '/videos/search/all', { query: 'Kabita Tamang' });
    const video = (videos.body.data.items as { id: string; title: string }[]).find((v) => v.title === PAID_VIDEO);
    expect(video).toBeDefined();
    const detail = await fan.call('GET', `/videos/search/detail/${video?.id}`);
    const offer = detail.body.data.product as { productId: string; amount: number };
    const started = await fan.call('POST', '/purchases/initiate', {
      productId: offer.productId,
      productType: 'VIDEO',
      amount: offer.amount,
      method: 'SANDBOX',
    });
    const referenceId = started.body.data.referenceId as string;
    expect((await fan.call('POST', `/payments/sandbox/${referenceId}/decide`, { approve: true })).status).toBe(200);

    // The gateway took the money; the server dies before the return page confirms.
    await server.kill();

    base = await server.start();
    const again = client(base);
    const { customerId } = await again.signIn('fan@sfc.example');
    const purchase = async () =>
      (await again.call('POST', '/purchases/search', { referenceId })).body.data.items[0] as { status: string };
    for (let i = 0; i < 100 && (await purchase()).status !== 'PAID'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await purchase()).toMatchObject({ status: 'PAID' });
    expect((await again.call('POST', `/videos/${video?.id}/playback`)).status).toBe(200);
    const late = await again.call('POST', '/payments/confirm-payment', { method: 'SANDBOX', referenceId });
    expect(late.body.code).toBe('HUBPYDN001');

    const staff = client(base);
    await staff.signIn('admin@sfc.example');
    const held = await staff.call('POST', '/grants/search', { customerId, contentId: video?.id });
    expect(held.body.data.total).toBe(1);
  }, 120_000);
});
