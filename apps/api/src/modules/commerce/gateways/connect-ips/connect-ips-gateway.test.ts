import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayPurchase, GatewayUnreachable, type Handoff } from '../gateway';
import { type GatewayExchange, createGatewayHttp } from '../gateway-http';
import { type ConnectIpsConfig, ConnectIpsGateway, connectIpsSecrets } from './connect-ips-gateway';
import { FakeConnectIps } from './fake-connect-ips';
import { gatewayPurchase } from '../../../../../test/gateway-purchase';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const APP_PASSWORD = 'nchl-app-password-7f3a';
const SUCCESS_URL = 'http://localhost:5173/pay/return?gateway=connect-ips';
const FAILURE_URL = 'http://localhost:5173/pay/return?gateway=connect-ips&outcome=cancel';

let fake: FakeConnectIps;
let exchanges: GatewayExchange[];
let config: ConnectIpsConfig;

function gatewayWith(overrides: Partial<ConnectIpsConfig> = {}): ConnectIpsGateway {
  const settings = { ...config, ...overrides };
  return new ConnectIpsGateway(
    settings,
    createGatewayHttp(
      'CONNECT_IPS',
      () => connectIpsSecrets(settings),
      async (exchange) => {
        exchanges.push(exchange);
      },
    ),
  );
}

const purchase = gatewayPurchase;

function formOf(handoff: Handoff) {
  if (!('form' in handoff)) throw new Error('connectIPS hands off a form');
  return handoff.form;
}

/** What the payer's browser does with the handoff: auto-submits the form to NCHL's login page. */
async function submit(handoff: Handoff): Promise<Response> {
  const form = formOf(handoff);
  return fetch(form.action, { method: form.method, body: new URLSearchParams(form.fields) });
}

/** Starts a payment for the purchase and posts its form, as the browser would. */
async function startPaying(gateway: ConnectIpsGateway, bought: GatewayPurchase): Promise<void> {
  const { handoff } = await gateway.start({
    purchase: bought,
    returnUrl: 'http://localhost:5173/pay/return',
    cancelUrl: 'http://localhost:5173/pay/return?outcome=cancel',
    siteUrl: 'http://localhost:5173',
  });
  expect((await submit(handoff)).status).toBe(200);
}

/** The return page's parameters from the URL NCHL redirected to. */
const returnedFrom = (url: string) => Object.fromEntries(new URL(url).searchParams);

beforeEach(async () => {
  fake = new FakeConnectIps({
    merchantId: '550',
    appId: 'MER-550-APP-1',
    appPassword: APP_PASSWORD,
    publicKeyPem: publicKey,
    successUrl: SUCCESS_URL,
    failureUrl: FAILURE_URL,
  });
  await fake.start();
  exchanges = [];
  config = {
    merchantId: '550',
    appId: 'MER-550-APP-1',
    appName: 'Ringside',
    appPassword: APP_PASSWORD,
    privateKeyPem: privateKey,
    baseUrl: `${fake.url}/`,
  };
});

afterEach(async () => {
  await fake.close();
  // Whatever a test did, the payment log never holds the app password or the key.
  const logged = JSON.stringify(exchanges);
  expect(logged).not.toContain(APP_PASSWORD);
  expect(logged).not.toContain(Buffer.from(`MER-550-APP-1:${APP_PASSWORD}`).toString('base64'));
  expect(logged).not.toContain(privateKey.split('\n')[1]);
});

describe('starting a connectIPS payment', () => {
  it('hands the browser a form for NCHL’s login page, signed over the documented message', async () => {
    const bought = purchase({ referenceId: 'RS-0001' });
    const { handoff, gatewayRef } = await gatewayWith().start({
      purchase: bought,
      returnUrl: 'http://localhost:5173/pay/return',
      cancelUrl: 'http://localhost:5173/pay/return?outcome=cancel',
      siteUrl: 'http://localhost:5173',
    });
    const form = formOf(handoff);
    expect(form.action).toBe(`${fake.url}/connectipswebgw/loginpage`);
    expect(gatewayRef).toBeUndefined();
    const { TOKEN, ...fields } = form.fields;
    // The return URLs are NCHL's static ones: nothing of ours but the TXNID travels.
    expect(fields).toEqual({
      MERCHANTID: '550',
      APPID: 'MER-550-APP-1',
      APPNAME: 'Ringside',
      TXNID: 'RS-0001',
      TXNDATE: '15-03-2024',
      TXNCRNCY: 'NPR',
      TXNAMT: '150000',
      REFERENCEID: 'RS-0001',
      REMARKS: 'Fight Night 12: main card replay',
      PARTICULARS: 'Fight Night 12: main card replay',
    });
    // One SHA256withRSA over the raw message, not a signature of a digest.
    const message =
      'MERCHANTID=550,APPID=MER-550-APP-1,APPNAME=Ringside,TXNID=RS-0001,TXNDATE=15-03-2024,TXNCRNCY=NPR,' +
      'TXNAMT=150000,REFERENCEID=RS-0001,REMARKS=Fight Night 12: main card replay,' +
      'PARTICULARS=Fight Night 12: main card replay,TOKEN=TOKEN';
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(publicKey, TOKEN as string, 'base64'),
    ).toBe(true);

    expect((await submit(handoff)).status).toBe(200);
    expect(fake.loginForms).toHaveLength(1);
    expect(exchanges).toEqual([]);
  });

  it('dates the transaction in Nepal time, where it is already the next day at 18:15 UTC', async () => {
    const { handoff } = await gatewayWith().start({
      purchase: purchase({ createdAt: new Date('2024-03-15T18:15:00Z') }),
      returnUrl: 'http://localhost:5173/pay/return',
      cancelUrl: 'http://localhost:5173/pay/return?outcome=cancel',
      siteUrl: 'http://localhost:5173',
    });
    expect(formOf(handoff).fields.TXNDATE).toBe('16-03-2024');
    expect((await submit(handoff)).status).toBe(200);
  });

  it('cuts a long product name to at most 50 characters for REMARKS and 100 for PARTICULARS, and NCHL accepts it', async () => {
    const name = `Fight Night 12 ${'— the full card, every bout, every angle '.repeat(4)}`;
    const { handoff } = await gatewayWith().start({
      purchase: purchase({ productName: name }),
      returnUrl: 'http://localhost:5173/pay/return',
      cancelUrl: 'http://localhost:5173/pay/return?outcome=cancel',
      siteUrl: 'http://localhost:5173',
    });
    const { REMARKS, PARTICULARS } = formOf(handoff).fields;
    // Cut where the limit falls, then without the trailing space the cut may leave.
    expect(REMARKS).toBe(name.slice(0, 50).trimEnd());
    expect(PARTICULARS).toBe(name.slice(0, 100).trimEnd());
    expect(PARTICULARS?.length).toBe(100);
    expect((await submit(handoff)).status).toBe(200);
  });

  it('sends amounts as whole paisa: the fake received TXNAMT 12345 for NPR 123.45', async () => {
    await startPaying(gatewayWith(), purchase({ amount: 12345 }));
    expect(fake.loginForms[0]?.TXNAMT).toBe('12345');
  });

  it('is refused by NCHL when signed with another key, or when the TXNID was used before', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const start = (gateway: ConnectIpsGateway, bought: GatewayPurchase) =>
      gateway.start({ purchase: bought, returnUrl: '', cancelUrl: '', siteUrl: '' });
    const forged = await start(
      gatewayWith({ privateKeyPem: otherKey.export({ type: 'pkcs8', format: 'pem' }).toString() }),
      purchase(),
    );
    const refused = await submit(forged.handoff);
    expect([refused.status, await refused.text()]).toEqual([400, '<p>Invalid request: TOKEN does not verify</p>']);

    const bought = purchase();
    await startPaying(gatewayWith(), bought);
    const again = await submit((await start(gatewayWith(), bought)).handoff);
    expect([again.status, await again.text()]).toEqual([400, '<p>Invalid request: TXNID was already used</p>']);
  });

  it('refuses what NCHL cannot take: another currency, a reference id over 20 characters', async () => {
    const start = (bought: GatewayPurchase) =>
      gatewayWith().start({ purchase: bought, returnUrl: '', cancelUrl: '', siteUrl: '' });
    await expect(start(purchase({ currency: 'USD' }))).rejects.toThrow('NPR only');
    await expect(start(purchase({ referenceId: 'RS-'.padEnd(21, 'x') }))).rejects.toThrow('at most 20');
  });
});

describe('confirming a connectIPS payment', () => {
  it('answers PAID with the amount in paisa once validatetxn says SUCCESS', async () => {
    const gateway = gatewayWith();
    const bought = purchase();
    await startPaying(gateway, bought);
    const returned = returnedFrom(fake.pay(bought.referenceId));
    expect(returned).toEqual({ gateway: 'connect-ips', TXNID: bought.referenceId });

    expect(await gateway.confirm(bought, returned)).toEqual({
      outcome: 'PAID',
      gatewayTxnId: bought.referenceId,
      amount: 150000,
    });
    // merchantId as a JSON number, txnAmt in paisa, the TXNID as referenceId.
    expect(fake.validations).toEqual([
      {
        merchantId: 550,
        appId: 'MER-550-APP-1',
        referenceId: bought.referenceId,
        txnAmt: 150000,
        token: expect.any(String),
      },
    ]);
    expect(exchanges.map((e) => [e.request.url, e.request.headers.authorization, e.response?.status])).toEqual([
      [`${fake.url}/connectipswebws/api/creditor/validatetxn`, '[redacted]', 200],
    ]);
  });

  it('answers FAILED when the debit failed', async () => {
    const gateway = gatewayWith();
    const bought = purchase();
    await startPaying(gateway, bought);
    expect(await gateway.confirm(bought, returnedFrom(fake.fail(bought.referenceId)))).toEqual({
      outcome: 'FAILED',
      reason: 'connectIPS says FAILED (TRANSACTION UNSUCCESSFUL)',
    });
  });

  it('answers CANCELLED when the payer went back to our site before the OTP', async () => {
    const gateway = gatewayWith();
    const bought = purchase();
    await startPaying(gateway, bought);
    expect(await gateway.confirm(bought, returnedFrom(fake.abandon(bought.referenceId)))).toEqual({
      outcome: 'CANCELLED',
      reason: 'connectIPS says ERROR (TRANSACTION INCOMPLETE)',
    });
  });

  it('answers FAILED, without asking NCHL, for a return naming another TXNID or none', async () => {
    const gateway = gatewayWith();
    const bought = purchase();
    const other = purchase();
    await startPaying(gateway, bought);
    await startPaying(gateway, other);
    fake.pay(other.referenceId);
    const returns: Record<string, string>[] = [{ TXNID: other.referenceId }, {}];
    for (const returned of returns)
      expect(await gateway.confirm(bought, returned)).toEqual({
        outcome: 'FAILED',
        reason: 'tampered: the return names another connectIPS transaction',
        tampered: true,
      });
    expect(exchanges).toEqual([]);
  });

  it('throws on wrong credentials (HTTP 401), leaving the purchase as it was rather than failing it', async () => {
    const bought = purchase();
    await startPaying(gatewayWith(), bought);
    fake.pay(bought.referenceId);
    await expect(
      gatewayWith({ appPassword: 'wrong-password' }).confirm(bought, { TXNID: bought.referenceId }),
    ).rejects.toThrow('connectIPS answered validatetxn with HTTP 401');
    expect(exchanges.map((e) => e.response?.status)).toEqual([401]);
    expect(JSON.stringify(exchanges)).not.toContain('wrong-password');
  });

  it('answers PENDING, never PAID, when NCHL refuses the token of a paid transaction', async () => {
    const bought = purchase();
    await startPaying(gatewayWith(), bought);
    fake.pay(bought.referenceId);
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const gateway = gatewayWith({ privateKeyPem: otherKey.export({ type: 'pkcs8', format: 'pem' }).toString() });
    expect(await gateway.confirm(bought, { TXNID: bought.referenceId })).toEqual({
      outcome: 'PENDING',
      reason: 'connectIPS says ERROR (INVALID TOKEN)',
    });
  });
});

describe('the status call, for the reconciler', () => {
  it('answers PAID for a payer who paid but never came back', async () => {
    const gateway = gatewayWith();
    const bought = purchase();
    await startPaying(gateway, bought);
    fake.pay(bought.referenceId);
    expect(await gateway.status(bought)).toEqual({ outcome: 'PAID', gatewayTxnId: bought.referenceId, amount: 150000 });
  });

  it('answers CANCELLED when NCHL never saw the transaction', async () => {
    expect(await gatewayWith().status(purchase())).toEqual({
      outcome: 'CANCELLED',
      reason: 'connectIPS says ERROR (TRANSACTION NOT FOUND)',
    });
  });

  it('throws GatewayUnreachable when NCHL cannot be reached', async () => {
    const gateway = gatewayWith();
    await fake.close();
    await expect(gateway.status(purchase())).rejects.toBeInstanceOf(GatewayUnreachable);
  });
});

describe('configuration', () => {
  it('refuses at construction what would fail every payment', () => {
    expect(() => gatewayWith({ merchantId: 'MER-550' })).toThrow('merchantId must be digits');
    expect(() => gatewayWith({ appName: 'x'.repeat(31) })).toThrow('appName');
    expect(() => gatewayWith({ privateKeyPem: 'not a key' })).toThrow();
  });
});
