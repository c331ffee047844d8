import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayHttp, GatewayPurchase, Handoff } from '../gateway';
import { type GatewayExchange, createGatewayHttp } from '../gateway-http';
import { EsewaGateway } from './esewa-gateway';
import { esewaSignature } from './esewa-signature';
import { FakeEsewa } from './fake-esewa';

const SECRET = '8gBm/:&EnhH.1/q';
const fake = new FakeEsewa('EPAYTEST', SECRET);
let exchanges: GatewayExchange[];
let gateway: EsewaGateway;

beforeAll(() => fake.start());
afterAll(() => fake.close());
beforeEach(() => {
  exchanges = [];
  gateway = gatewayWith(
    createGatewayHttp(
      'ESEWA',
      () => [SECRET],
      async (exchange) => void exchanges.push(exchange),
    ),
  );
});

function gatewayWith(http: GatewayHttp): EsewaGateway {
  return new EsewaGateway(
    { productCode: 'EPAYTEST', secretKey: SECRET, formUrl: fake.formUrl, statusUrl: fake.statusUrl },
    http,
  );
}

function purchase(amount = 150000): GatewayPurchase {
  return {
    referenceId: `RS-${randomBytes(6).toString('hex')}`,
    amount,
    currency: 'NPR',
    productName: 'Fight Night 12 replay',
    productId: 'product-1',
    gatewayRef: null,
    createdAt: new Date(),
    customer: { name: 'Sita Rai', email: 'sita@example.com', mobile: '9800000001' },
  };
}

function formOf(handoff: Handoff) {
  if (!('form' in handoff)) throw new Error('eSewa hands off a form');
  return handoff.form;
}

/** Starts a payment and posts its form to the fake as the payer's browser would; answers the fake's HTTP status. */
async function startAndPost(bought: GatewayPurchase) {
  const { handoff } = await gateway.start({
    purchase: bought,
    returnUrl: 'https://ringside.test/pay/return?p=1',
    cancelUrl: 'https://ringside.test/pay/return?p=1&outcome=cancel',
    siteUrl: 'https://ringside.test',
  });
  const form = formOf(handoff);
  const posted = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  await posted.text();
  return { form, posted: posted.status };
}

/** The query parameters of the URL eSewa sends the browser to, as the return page would hand them on. */
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

function decode(data: string): Record<string, string> {
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;
}
/** Signs `fields` (their signature replaced) with `key`, as eSewa signs with its own, and encodes them as `data`. */
function encode(fields: Record<string, string>, key: string): string {
  const signed = { ...fields, signature: esewaSignature(key, fields, fields.signed_field_names?.split(',') ?? []) };
  return Buffer.from(JSON.stringify(signed)).toString('base64');
}

const statusCalls = () => exchanges.filter((exchange) => exchange.request.url.startsWith(fake.statusUrl));

describe('starting an eSewa payment', () => {
  it('hands off a signed form in rupees that eSewa accepts', async () => {
    const bought = purchase(150000);
    const { form, posted } = await startAndPost(bought);
    expect(form).toMatchObject({ action: fake.formUrl, method: 'POST' });
    expect(form.fields).toMatchObject({
      amount: '1500',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '1500',
      transaction_uuid: bought.referenceId,
      product_code: 'EPAYTEST',
      success_url: 'https://ringside.test/pay/return?p=1',
      failure_url: 'https://ringside.test/pay/return?p=1&outcome=cancel',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(posted).toBe(200);
    expect(fake.transaction(bought.referenceId)?.form.total_amount).toBe('1500');
  });

  it('writes paisa as exact rupee decimals', async () => {
    const bought = purchase(12345);
    const { form, posted } = await startAndPost(bought);
    expect([form.fields.amount, form.fields.total_amount, posted]).toEqual(['123.45', '123.45', 200]);
  });

  it('is refused by eSewa when the form was altered after signing, or its total is not the sum', async () => {
    const { handoff } = await gateway.start({
      purchase: purchase(),
      returnUrl: 'https://ringside.test/r',
      cancelUrl: 'https://ringside.test/c',
      siteUrl: 'https://ringside.test',
    });
    const { action, fields } = formOf(handoff);
    const post = async (changed: Record<string, string>) => {
      const answer = await fetch(action, { method: 'POST', body: new URLSearchParams({ ...fields, ...changed }) });
      return [answer.status, ((await answer.json()) as { code: string }).code];
    };
    expect(await post({ total_amount: '15', amount: '15' })).toEqual([400, 'ES104']);
    expect(await post({ amount: '1400' })).toEqual([400, 'ES_AMOUNT']);
    expect(await post({ product_code: 'OTHER' })).toEqual([400, 'ES_MERCHANT']);
  });

  it('takes NPR only', async () => {
    const dollars = { ...purchase(), currency: 'USD' as const };
    await expect(
      gateway.start({
        purchase: dollars,
        returnUrl: 'https://r.test',
        cancelUrl: 'https://c.test',
        siteUrl: 'https://s.test',
      }),
    ).rejects.toThrow(/NPR/);
  });
});

describe('confirming an eSewa payment', () => {
  it('is PAID, with eSewa’s reference and the amount in paisa, after the signed redirect and the status call', async () => {
    const bought = purchase(150000);
    await startAndPost(bought);
    const returned = paramsOf(fake.pay(bought.referenceId));
    expect(decode(returned.data ?? '').total_amount).toBe('1500.0');

    const verdict = await gateway.confirm(bought, returned);
    const refId = fake.transaction(bought.referenceId)?.refId;
    expect(verdict).toEqual({ outcome: 'PAID', gatewayTxnId: refId, amount: 150000 });
    const [call] = statusCalls();
    expect(call?.request.method).toBe('GET');
    expect(paramsOf(call?.request.url ?? '')).toEqual({
      product_code: 'EPAYTEST',
      total_amount: '1500',
      transaction_uuid: bought.referenceId,
    });
  });

  it('reads data that arrives still URL-encoded, or with its "+" turned into spaces', async () => {
    const bought = purchase(12345);
    await startAndPost(bought);
    const redirect = fake.pay(bought.referenceId);
    const raw = /[?&]data=([^&]+)/.exec(redirect)?.[1] ?? '';
    expect(await gateway.confirm(bought, { data: raw })).toMatchObject({ outcome: 'PAID', amount: 12345 });
    const spaced = (paramsOf(redirect).data ?? '').replaceAll('+', ' ');
    expect(await gateway.confirm(bought, { data: spaced })).toMatchObject({ outcome: 'PAID', amount: 12345 });
  });

  it('is CANCELLED when the payer cancels: the failure redirect carries nothing, the status call says NOT_FOUND', async () => {
    const bought = purchase();
    await startAndPost(bought);
    const returned = paramsOf(fake.cancel(bought.referenceId));
    expect(returned).toEqual({ p: '1', outcome: 'cancel' });
    expect(await gateway.confirm(bought, returned)).toMatchObject({ outcome: 'CANCELLED' });
    expect(statusCalls()).toHaveLength(1);
  });

  it('is FAILED when eSewa cancels or reverses the payment', async () => {
    const bought = purchase();
    await startAndPost(bought);
    const returned = paramsOf(fake.fail(bought.referenceId, 'CANCELED'));
    // eSewa's own word: final, unlike a refused return.
    expect(await gateway.confirm(bought, returned)).toEqual({ outcome: 'FAILED', reason: expect.any(String) });
  });

  it('is FAILED, never PAID, when the data is re-signed with another key, even if eSewa says COMPLETE', async () => {
    const bought = purchase();
    await startAndPost(bought);
    const fields = decode(paramsOf(fake.pay(bought.referenceId)).data ?? '');
    const verdict = await gateway.confirm(bought, { data: encode(fields, 'a guessed key') });
    expect(verdict).toEqual({
      outcome: 'FAILED',
      reason: expect.stringMatching(/^tampered: .*signature/),
      tampered: true,
    });
    expect(statusCalls()).toHaveLength(0);
  });

  it('is FAILED when the amount was changed in the decoded data', async () => {
    const bought = purchase(150000);
    await startAndPost(bought);
    const data = decode(paramsOf(fake.pay(bought.referenceId)).data ?? '');
    const changed = Buffer.from(JSON.stringify({ ...data, total_amount: '15.0' })).toString('base64');
    expect(await gateway.confirm(bought, { data: changed })).toMatchObject({ outcome: 'FAILED', tampered: true });
    expect(await gateway.confirm(bought, { data: 'bm90IGpzb24=' })).toMatchObject({
      outcome: 'FAILED',
      tampered: true,
    });
    expect(statusCalls()).toHaveLength(0);
  });

  it('is FAILED when genuine data of another, cheaper payment is replayed', async () => {
    const cheap = purchase(10000);
    const dear = purchase(150000);
    await startAndPost(cheap);
    await startAndPost(dear);
    const cheapData = paramsOf(fake.pay(cheap.referenceId));
    expect(await gateway.confirm(dear, cheapData)).toMatchObject({
      outcome: 'FAILED',
      reason: expect.stringMatching(/another transaction/),
    });
    // Same uuid, signed by eSewa's key, but not for this amount.
    const replayed = { ...decode(cheapData.data ?? ''), transaction_uuid: dear.referenceId };
    expect(await gateway.confirm(dear, { data: encode(replayed, SECRET) })).toMatchObject({
      outcome: 'FAILED',
      reason: expect.stringMatching(/100\.0 rupees, not 1500/),
    });
  });

  it('answers from the status call, not the redirect: a valid redirect while eSewa says PENDING is PENDING', async () => {
    const bought = purchase();
    await startAndPost(bought);
    const returned = paramsOf(fake.pay(bought.referenceId));
    fake.setStatus(bought.referenceId, 'PENDING');
    expect(await gateway.confirm(bought, returned)).toMatchObject({ outcome: 'PENDING' });
  });
});

describe('the eSewa status call', () => {
  it('is PAID for a payer who paid but never came back', async () => {
    const bought = purchase(150000);
    await startAndPost(bought);
    fake.pay(bought.referenceId);
    expect(await gateway.status(bought)).toMatchObject({ outcome: 'PAID', amount: 150000 });
  });

  it.each([
    ['PENDING', 'PENDING'],
    ['AMBIGUOUS', 'PENDING'],
    ['NOT_FOUND', 'CANCELLED'],
    ['CANCELED', 'FAILED'],
    ['FULL_REFUND', 'FAILED'],
    ['PARTIAL_REFUND', 'FAILED'],
  ] as const)('answers eSewa’s %s as %s', async (esewaStatus, outcome) => {
    const bought = purchase();
    await startAndPost(bought);
    fake.setStatus(bought.referenceId, esewaStatus);
    expect(await gateway.status(bought)).toMatchObject({ outcome });
  });

  it('is CANCELLED for a payment eSewa never saw', async () => {
    expect(await gateway.status(purchase())).toMatchObject({ outcome: 'CANCELLED' });
  });

  it('is PENDING, not FAILED, while eSewa answers its outage body', async () => {
    const bought = purchase();
    await startAndPost(bought);
    fake.pay(bought.referenceId);
    fake.outage = true;
    try {
      expect(await gateway.status(bought)).toEqual({
        outcome: 'PENDING',
        reason: expect.stringContaining('Service is currently unavailable'),
      });
    } finally {
      fake.outage = false;
    }
  });

  it('reads the camelCase answer of older deployments', async () => {
    const older: GatewayHttp = async () => ({
      status: 200,
      text: '{"productCode":"EPAYTEST","transactionUuid":"x","totalAmount":1500.0,"status":"COMPLETE","refId":"0007ABC"}',
    });
    expect(await gatewayWith(older).status(purchase())).toEqual({
      outcome: 'PAID',
      gatewayTxnId: '0007ABC',
      amount: 150000,
    });
  });
});

describe('the eSewa payment log', () => {
  it('never holds the secret key', async () => {
    const bought = purchase();
    await startAndPost(bought);
    const returned = paramsOf(fake.pay(bought.referenceId));
    await gateway.confirm(bought, returned);
    await gateway.status(bought);
    expect(exchanges.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(exchanges)).not.toContain(SECRET);
    expect(exchanges.every((exchange) => exchange.referenceId === bought.referenceId)).toBe(true);
  });
});
