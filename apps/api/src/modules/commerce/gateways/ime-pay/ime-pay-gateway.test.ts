import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayPurchase, GatewayUnreachable, type Handoff } from '../gateway';
import { type GatewayExchange, createGatewayHttp } from '../gateway-http';
import { FakeImePay } from './fake-ime-pay';
import { type ImePayConfig, ImePayGateway, imePaySecrets, parseKeepingIds } from './ime-pay-gateway';
import { gatewayPurchase } from '../../../../../test/gateway-purchase';

const API_PASSWORD = 'ime-api-password-91c2';
const FIRST_TOKEN = '202103111046564183';
const RETURN_URL = 'http://localhost:5173/pay/return';
const CANCEL_URL = 'http://localhost:5173/pay/return?outcome=cancel';

let fake: FakeImePay;
let exchanges: GatewayExchange[];
let config: ImePayConfig;

function gatewayWith(overrides: Partial<ImePayConfig> = {}): ImePayGateway {
  const settings = { ...config, ...overrides };
  return new ImePayGateway(
    settings,
    createGatewayHttp(
      'IME_PAY',
      () => imePaySecrets(settings),
      async (exchange) => {
        exchanges.push(exchange);
      },
    ),
  );
}

const purchase = gatewayPurchase;

function redirectOf(handoff: Handoff): string {
  if (!('redirectUrl' in handoff)) throw new Error('IME Pay hands off a redirect');
  return handoff.redirectUrl;
}

/** The checkout's data, decoded into its 7 fields. */
const checkoutFields = (url: string) =>
  Buffer.from(new URL(url).searchParams.get('data') ?? '', 'base64')
    .toString('utf8')
    .split('|');

/**
 * Starts a payment and opens the checkout as the payer's browser would; answers the purchase as the service keeps it
 * afterwards, with the token as gatewayRef.
 */
async function startPaying(gateway: ImePayGateway, bought = purchase()): Promise<GatewayPurchase> {
  const { handoff, gatewayRef } = await gateway.start({
    purchase: bought,
    returnUrl: RETURN_URL,
    cancelUrl: CANCEL_URL,
    siteUrl: 'http://localhost:5173',
  });
  expect((await fetch(redirectOf(handoff))).status).toBe(200);
  return { ...bought, gatewayRef: gatewayRef ?? null };
}

/** The return page's parameters from the URL IME redirected to. */
const returnedFrom = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** A return `data` of our own making, as a tamperer would build it. */
const forgedData = (fields: string[]) => Buffer.from(fields.join('|')).toString('base64');

beforeEach(async () => {
  fake = new FakeImePay({
    merchantCode: 'RINGSIDE',
    module: 'RINGSIDE',
    apiUser: 'ringside',
    apiPassword: API_PASSWORD,
  });
  await fake.start();
  exchanges = [];
  config = {
    merchantCode: 'RINGSIDE',
    module: 'RINGSIDE',
    apiUser: 'ringside',
    apiPassword: API_PASSWORD,
    baseUrl: fake.url,
  };
});

afterEach(async () => {
  await fake.close();
  // Whatever a test did, the payment log never holds the API password, even inside the Basic credentials.
  const logged = JSON.stringify(exchanges);
  expect(logged).not.toContain(API_PASSWORD);
  expect(logged).not.toContain(Buffer.from(`ringside:${API_PASSWORD}`).toString('base64'));
});

describe('starting an IME Pay payment', () => {
  it('gets a token for the amount in rupees and sends the payer to the checkout with it', async () => {
    const bought = purchase({ referenceId: 'RS-0001' });
    const { handoff, gatewayRef } = await gatewayWith().start({
      purchase: bought,
      returnUrl: RETURN_URL,
      cancelUrl: CANCEL_URL,
      siteUrl: 'http://localhost:5173',
    });
    expect(fake.tokenRequests).toEqual(['{"MerchantCode":"RINGSIDE","Amount":1500,"RefId":"RS-0001"}']);
    expect(gatewayRef).toBe(FIRST_TOKEN);
    const url = redirectOf(handoff);
    expect(url.startsWith(`${fake.url}/WebCheckout/Checkout?data=`)).toBe(true);
    expect(checkoutFields(url)).toEqual([FIRST_TOKEN, 'RINGSIDE', 'RS-0001', '1500.00', 'GET', RETURN_URL, CANCEL_URL]);
    expect((await fetch(url)).status).toBe(200);
    // Both credentials travel as headers, and the log keeps neither.
    expect(exchanges.map((e) => [e.request.url, e.request.headers.authorization, e.request.headers.module])).toEqual([
      [`${fake.url}/api/Web/GetToken`, '[redacted]', '[redacted]'],
    ]);
  });

  it('sends paisa as rupees with their decimals: 12345 paisa is Amount 123.45', async () => {
    const bought = await startPaying(gatewayWith(), purchase({ amount: 12345 }));
    expect(parseKeepingIds(fake.tokenRequests[0] as string)).toMatchObject({ Amount: 123.45 });
    expect(fake.pay(bought.gatewayRef as string)).toContain('data=');
  });

  it('keeps the 18-digit TokenId IME sends as a bare JSON number exactly, where JSON.parse would round it', async () => {
    const answer = `{"ResponseCode":0,"TokenId":${FIRST_TOKEN}}`;
    expect(String((JSON.parse(answer) as { TokenId: number }).TokenId)).not.toBe(FIRST_TOKEN);
    expect(parseKeepingIds(answer)).toEqual({ ResponseCode: 0, TokenId: FIRST_TOKEN });

    const bought = await startPaying(gatewayWith());
    expect(exchanges[0]?.response?.body).toContain(`"TokenId":${FIRST_TOKEN}`);
    expect(bought.gatewayRef).toBe(FIRST_TOKEN);
  });

  it('throws on wrong credentials or a wrong module (HTTP 401): there is no token to send the payer with', async () => {
    await expect(
      gatewayWith({ apiPassword: 'wrong-password' }).start({
        purchase: purchase(),
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
        siteUrl: '',
      }),
    ).rejects.toThrow('IME Pay answered GetToken with HTTP 401');
    await expect(
      gatewayWith({ module: 'OTHER' }).start({
        purchase: purchase(),
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
        siteUrl: '',
      }),
    ).rejects.toThrow('HTTP 401');
    expect(fake.tokenRequests).toEqual([]);
  });

  it('refuses another currency before asking IME', async () => {
    await expect(
      gatewayWith().start({
        purchase: purchase({ currency: 'USD' }),
        returnUrl: RETURN_URL,
        cancelUrl: CANCEL_URL,
        siteUrl: '',
      }),
    ).rejects.toThrow('NPR only');
    expect(exchanges).toEqual([]);
  });
});

describe('confirming an IME Pay payment', () => {
  it('answers PAID with the amount in paisa once Confirm says 0', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    const returned = returnedFrom(fake.pay(FIRST_TOKEN));
    expect(Object.keys(returned)).toEqual(['data']);

    expect(await gateway.confirm(bought, returned)).toEqual({ outcome: 'PAID', gatewayTxnId: '7000', amount: 150000 });
    expect(fake.confirmations).toEqual([
      {
        MerchantCode: 'RINGSIDE',
        RefId: bought.referenceId,
        TokenId: FIRST_TOKEN,
        TransactionId: '7000',
        Msisdn: '9800000001',
      },
    ]);
  });

  it('answers PAID for NPR 123.45 paid, IME saying "123.4500"', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway, purchase({ amount: 12345 }));
    expect(await gateway.confirm(bought, returnedFrom(fake.pay(FIRST_TOKEN)))).toMatchObject({ amount: 12345 });
    expect(exchanges.at(-1)?.response?.body).toContain('"TranAmount":"123.4500"');
  });

  it('answers FAILED when the wallet debit failed, as Recheck confirms', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    expect(await gateway.confirm(bought, returnedFrom(fake.fail(FIRST_TOKEN)))).toEqual({
      outcome: 'FAILED',
      reason: 'IME Pay says 1 (Transaction Failed)',
    });
    expect(exchanges.map((e) => e.request.url.split('/').pop())).toEqual(['GetToken', 'Recheck']);
  });

  it('answers CANCELLED when the payer cancelled, after a Recheck', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    const url = fake.cancel(FIRST_TOKEN);
    expect(url.startsWith(`${CANCEL_URL}&data=`)).toBe(true);
    expect(await gateway.confirm(bought, returnedFrom(url))).toEqual({
      outcome: 'CANCELLED',
      reason: 'the payer cancelled at IME Pay',
    });
    expect(exchanges.map((e) => e.request.url.split('/').pop())).toEqual(['GetToken', 'Recheck']);
  });

  it('answers FAILED, without asking IME, for data about another RefId or TokenId, or not 7 fields', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    const other = await startPaying(gateway);
    fake.pay(other.gatewayRef as string);
    const paid = (refId: string, tokenId: string) =>
      forgedData(['0', 'Success', '9800000001', '7000', refId, '1500.0000', tokenId]);
    const before = exchanges.length;
    for (const data of [paid(other.referenceId, FIRST_TOKEN), paid(bought.referenceId, other.gatewayRef as string)])
      expect(await gateway.confirm(bought, { data })).toEqual({
        outcome: 'FAILED',
        reason: 'tampered: IME Pay’s data is about another payment',
        tampered: true,
      });
    for (const data of ['not base64 of anything', forgedData(['0', 'Success'])])
      expect(await gateway.confirm(bought, { data })).toEqual({
        outcome: 'FAILED',
        reason: 'tampered: IME Pay’s data is not its 7 fields',
        tampered: true,
      });
    expect(exchanges).toHaveLength(before);
  });

  it('answers a return without data from Recheck, so a mangled return URL still finds a payment', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    fake.pay(FIRST_TOKEN);
    expect(await gateway.confirm(bought, { outcome: 'cancel' })).toEqual({
      outcome: 'PAID',
      gatewayTxnId: '7000',
      amount: 150000,
    });
    expect(exchanges.map((e) => e.request.url.split('/').pop())).toEqual(['GetToken', 'Recheck']);
  });

  it('answers FAILED for a forged success about this very token, because Confirm does not know it', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    const data = forgedData(['0', 'Success', '9800000001', '7000', bought.referenceId, '1500.0000', FIRST_TOKEN]);
    expect(await gateway.confirm(bought, { data })).toEqual({
      outcome: 'FAILED',
      reason: 'IME Pay says 1 (Transaction Not Found)',
    });
  });

  it('reads data whose base64 "+" a query parser turned into spaces', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    const fields = Buffer.from(returnedFrom(fake.pay(FIRST_TOKEN)).data as string, 'base64')
      .toString('utf8')
      .split('|');
    // '~~~' is base64 "fn5+" when aligned: pad the description (which nothing reads) until a '+' appears.
    let data = '';
    for (let pad = ''; !data.includes('+'); pad += ' ')
      data = forgedData(fields.map((field, index) => (index === 1 ? `${field}${pad}~~~` : field)));
    expect(await gateway.confirm(bought, { data: data.replaceAll('+', ' ') })).toMatchObject({ outcome: 'PAID' });
  });

  it('throws on wrong credentials (HTTP 401), leaving the purchase as it was rather than failing it', async () => {
    const bought = await startPaying(gatewayWith());
    const returned = returnedFrom(fake.pay(FIRST_TOKEN));
    await expect(gatewayWith({ apiPassword: 'wrong-password' }).confirm(bought, returned)).rejects.toThrow(
      'IME Pay answered Confirm with HTTP 401',
    );
    expect(fake.confirmations).toEqual([]);
  });
});

describe('the status call, for the reconciler', () => {
  it('answers PAID for a payer who paid but never came back, from Recheck’s bare-number TokenId', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    fake.pay(FIRST_TOKEN);
    expect(await gateway.status(bought)).toEqual({ outcome: 'PAID', gatewayTxnId: '7000', amount: 150000 });
    expect(exchanges.at(-1)?.response?.body).toContain(`"TokenId":${FIRST_TOKEN}`);
  });

  it('answers CANCELLED for a cancelled payment, and for a purchase that never got a token', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    fake.cancel(FIRST_TOKEN);
    expect(await gateway.status(bought)).toEqual({
      outcome: 'CANCELLED',
      reason: 'IME Pay says 3 (Operation Cancelled By User)',
    });
    expect(await gateway.status(purchase())).toEqual({
      outcome: 'CANCELLED',
      reason: 'the purchase never got an IME Pay token',
    });
  });

  it('answers FAILED for a token the payer never paid (IME: 1, not found)', async () => {
    const gateway = gatewayWith();
    const bought = await startPaying(gateway);
    expect(await gateway.status(bought)).toEqual({
      outcome: 'FAILED',
      reason: 'IME Pay says 1 (Transaction Not Found)',
    });
  });

  it('throws GatewayUnreachable when IME cannot be reached', async () => {
    const gateway = gatewayWith();
    await fake.close();
    await expect(gateway.status(purchase({ gatewayRef: FIRST_TOKEN }))).rejects.toBeInstanceOf(GatewayUnreachable);
  });
});
