import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayPurchase } from '../gateway';
import { type GatewayExchange, createGatewayHttp } from '../gateway-http';
import { FakeKhalti } from './fake-khalti';
import { KhaltiGateway } from './khalti-gateway';

const SECRET = `test_secret_key_${randomBytes(12).toString('hex')}`;
const fake = new FakeKhalti(SECRET);
let exchanges: GatewayExchange[];

beforeAll(() => fake.start());
afterAll(() => fake.close());
beforeEach(() => {
  exchanges = [];
});

function gatewayWith(secretKey: string): KhaltiGateway {
  const http = createGatewayHttp(
    'KHALTI',
    () => [secretKey],
    async (exchange) => void exchanges.push(exchange),
  );
  return new KhaltiGateway({ secretKey, baseUrl: fake.baseUrl }, http);
}
const gateway = () => gatewayWith(SECRET);

function purchase(amount = 150000): GatewayPurchase {
  return {
    referenceId: `RS-${randomBytes(6).toString('hex')}`,
    amount,
    currency: 'NPR',
    productName: 'Fight Night 12 replay',
    productId: 'product-1',
    gatewayRef: null,
    createdAt: new Date(),
    customer: { name: 'Sita Rai', email: 'sita@example.com', mobile: null },
  };
}

const RETURN_URL = 'https://ringside.test/pay/return?p=1';

/** Starts a payment at the fake; answers the purchase as the service keeps it (with the pidx) and the handoff. */
async function started(amount = 150000) {
  const bought = purchase(amount);
  const { handoff, gatewayRef } = await gateway().start({
    purchase: bought,
    returnUrl: RETURN_URL,
    cancelUrl: `${RETURN_URL}&outcome=cancel`,
    siteUrl: 'https://ringside.test',
  });
  return { bought: { ...bought, gatewayRef: gatewayRef ?? null }, handoff, pidx: gatewayRef ?? '' };
}

/** The query parameters of the callback, as the return page would hand them on. */
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const lookups = () => exchanges.filter((exchange) => exchange.request.url.endsWith('/epayment/lookup/'));

describe('starting a Khalti payment', () => {
  it('initiates in paisa with the Key header, and hands off Khalti’s payment_url', async () => {
    const { bought, handoff, pidx } = await started(150000);
    expect(pidx).not.toBe('');
    expect(fake.payment(pidx)?.request).toEqual({
      return_url: RETURN_URL,
      website_url: 'https://ringside.test',
      amount: 150000,
      purchase_order_id: bought.referenceId,
      purchase_order_name: 'Fight Night 12 replay',
      customer_info: { name: 'Sita Rai', email: 'sita@example.com' },
    });
    expect(handoff).toEqual({ redirectUrl: `${fake.url}/pay/?pidx=${pidx}` });
    expect((await fetch((handoff as { redirectUrl: string }).redirectUrl)).status).toBe(200);
    const [initiate] = exchanges;
    expect(initiate?.request).toMatchObject({
      method: 'POST',
      url: `${fake.baseUrl}/epayment/initiate/`,
      headers: { authorization: '[redacted]', 'content-type': 'application/json' },
    });
  });

  it('throws what Khalti said when the secret key is wrong, and never logs either key', async () => {
    const wrong = `wrong_key_${randomBytes(8).toString('hex')}`;
    await expect(
      gatewayWith(wrong).start({
        purchase: purchase(),
        returnUrl: RETURN_URL,
        cancelUrl: RETURN_URL,
        siteUrl: 'https://ringside.test',
      }),
    ).rejects.toThrow('Khalti refused to start the payment (HTTP 401): Invalid token.');
    expect(exchanges[0]?.response?.status).toBe(401);
    expect(JSON.stringify(exchanges)).not.toContain(wrong);
    expect(JSON.stringify(exchanges)).not.toContain(SECRET);
  });

  it('throws Khalti’s validation message for an amount under its minimum of 1000 paisa', async () => {
    await expect(started(999)).rejects.toThrow(/HTTP 400\): amount: Amount should be at least 1000 paisa/);
    await expect(started(1000)).resolves.toMatchObject({ pidx: expect.any(String) });
  });

  it('takes NPR only', async () => {
    const dollars = { ...purchase(), currency: 'USD' as const };
    await expect(
      gateway().start({ purchase: dollars, returnUrl: RETURN_URL, cancelUrl: RETURN_URL, siteUrl: RETURN_URL }),
    ).rejects.toThrow(/NPR/);
    expect(exchanges).toHaveLength(0);
  });
});

describe('confirming a Khalti payment', () => {
  it('is PAID, with Khalti’s transaction id and the amount in paisa, after the lookup says Completed', async () => {
    const { bought, pidx } = await started(150000);
    const returned = paramsOf(fake.pay(pidx));
    expect(returned).toMatchObject({ p: '1', pidx, status: 'Completed', total_amount: '150000' });

    const verdict = await gateway().confirm(bought, returned);
    expect(verdict).toEqual({ outcome: 'PAID', gatewayTxnId: fake.payment(pidx)?.transactionId, amount: 150000 });
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]?.request.body).toBe(JSON.stringify({ pidx }));
  });

  it('is CANCELLED when the payer cancels (the lookup answers HTTP 400 with a status)', async () => {
    const { bought, pidx } = await started();
    const returned = paramsOf(fake.cancel(pidx));
    expect(returned).toMatchObject({ status: 'User canceled', transaction_id: '', mobile: '' });
    expect(await gateway().confirm(bought, returned)).toMatchObject({ outcome: 'CANCELLED' });
    expect(lookups()[0]?.response?.status).toBe(400);
  });

  it('is FAILED when the payment link expired', async () => {
    const { bought, pidx } = await started();
    fake.setStatus(pidx, 'Expired');
    expect(await gateway().confirm(bought, {})).toMatchObject({ outcome: 'FAILED' });
  });

  it('answers from the lookup, not the callback: a callback saying Completed while Khalti says Pending is PENDING', async () => {
    const { bought, pidx } = await started();
    const returned = paramsOf(fake.pay(pidx));
    fake.setStatus(pidx, 'Pending');
    expect(await gateway().confirm(bought, returned)).toMatchObject({ outcome: 'PENDING' });
  });

  it('is FAILED, without asking Khalti, for a callback about another payment', async () => {
    const { bought, pidx } = await started();
    const other = await started();
    const returned = paramsOf(fake.pay(pidx));
    fake.pay(other.pidx);
    expect(await gateway().confirm(bought, { ...returned, pidx: other.pidx })).toEqual({
      outcome: 'FAILED',
      reason: 'tampered: the callback is about another payment',
      tampered: true,
    });
    expect(await gateway().confirm(bought, { ...returned, purchase_order_id: other.bought.referenceId })).toMatchObject(
      {
        outcome: 'FAILED',
      },
    );
    expect(await gateway().confirm(other.bought, returned)).toMatchObject({ outcome: 'FAILED' });
    expect(lookups()).toHaveLength(0);
  });

  it('is FAILED when Khalti’s total_amount is not the purchase’s amount', async () => {
    const { bought, pidx } = await started(150000);
    const returned = paramsOf(fake.pay(pidx));
    expect(await gateway().confirm({ ...bought, amount: 200000 }, returned)).toEqual({
      outcome: 'FAILED',
      reason: 'Khalti says 150000 paisa were paid, not 200000',
    });
  });
});

describe('the Khalti lookup for the reconciler', () => {
  it('is PAID for a payer who paid but never came back', async () => {
    const { bought, pidx } = await started(150000);
    fake.pay(pidx);
    expect(await gateway().status(bought)).toMatchObject({ outcome: 'PAID', amount: 150000 });
  });

  it.each([
    ['Initiated', 'PENDING'],
    ['Pending', 'PENDING'],
    ['User canceled', 'CANCELLED'],
    ['Expired', 'FAILED'],
    ['Refunded', 'FAILED'],
    ['Partially Refunded', 'FAILED'],
  ] as const)('answers Khalti’s %s as %s', async (khaltiStatus, outcome) => {
    const { bought, pidx } = await started();
    fake.setStatus(pidx, khaltiStatus);
    expect(await gateway().status(bought)).toMatchObject({ outcome });
  });

  it('is FAILED for a pidx Khalti does not know, and for a payment that never got one', async () => {
    const unknown = { ...purchase(), gatewayRef: 'NoSuchPidx' };
    expect(await gateway().status(unknown)).toEqual({
      outcome: 'FAILED',
      reason: 'Khalti knows no payment with this pidx',
    });
    expect(await gateway().status(purchase())).toMatchObject({ outcome: 'FAILED' });
  });

  it('throws when Khalti refuses the key, rather than holding the payment silently', async () => {
    const { bought } = await started();
    await expect(gatewayWith('rotated_away_key').status(bought)).rejects.toThrow(/HTTP 401\): Invalid token\./);
  });
});

describe('the Khalti payment log', () => {
  it('never holds the secret key', async () => {
    const { bought, pidx } = await started();
    const returned = paramsOf(fake.pay(pidx));
    await gateway().confirm(bought, returned);
    await gateway().status(bought);
    expect(exchanges).toHaveLength(3);
    expect(JSON.stringify(exchanges)).not.toContain(SECRET);
    expect(exchanges.every((exchange) => exchange.referenceId === bought.referenceId)).toBe(true);
  });
});
