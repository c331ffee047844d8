import { readFileSync } from 'node:fs';
import type { PaymentMethod } from '@ringside/contract';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { purchasesRepository } from '../purchases.repository';
import { ConnectIpsGateway, connectIpsSecrets } from './connect-ips/connect-ips-gateway';
import { EsewaGateway } from './esewa/esewa-gateway';
import type { PaymentGateway } from './gateway';
import { type ExchangeRecorder, createGatewayHttp } from './gateway-http';
import { ImePayGateway, imePaySecrets } from './ime-pay/ime-pay-gateway';
import { KhaltiGateway } from './khalti/khalti-gateway';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { StripeGateway } from './stripe/stripe-gateway';

export interface Gateways {
  /** The methods switched on, in the order a checkout offers them: local wallets first. */
  byMethod: Map<PaymentMethod, PaymentGateway>;
  sandbox: SandboxGateway | null;
  stripe: StripeGateway | null;
}

/**
 * The gateways the settings switch on (a gateway is on when all its settings are given), each talking through a
 * client that writes every exchange into the payment log. SANDBOX is on when asked, or by default when no real
 * gateway is configured, so the embedded demo can buy.
 */
export function createGateways(payments: AppConfig['payments'], db: Db, secret: string): Gateways {
  const record: ExchangeRecorder = (exchange) =>
    purchasesRepository.log(db, {
      referenceId: exchange.referenceId,
      method: exchange.method,
      request: exchange.request,
      response: exchange.response,
      error: exchange.error,
      durationMs: exchange.durationMs,
    });
  const byMethod = new Map<PaymentMethod, PaymentGateway>();
  const { esewa, khalti, connectIps, imePay } = payments;
  const stripe = payments.stripe ? new StripeGateway(payments.stripe, record) : null;
  if (esewa)
    byMethod.set(
      'ESEWA',
      new EsewaGateway(
        esewa,
        createGatewayHttp('ESEWA', () => [esewa.secretKey], record),
      ),
    );
  if (khalti)
    byMethod.set(
      'KHALTI',
      new KhaltiGateway(
        khalti,
        createGatewayHttp('KHALTI', () => [khalti.secretKey], record),
      ),
    );
  if (connectIps) {
    const config = { ...connectIps, privateKeyPem: readFileSync(connectIps.privateKeyFile, 'utf8') };
    byMethod.set(
      'CONNECT_IPS',
      new ConnectIpsGateway(
        config,
        createGatewayHttp('CONNECT_IPS', () => connectIpsSecrets(config), record),
      ),
    );
  }
  if (imePay)
    byMethod.set(
      'IME_PAY',
      new ImePayGateway(
        imePay,
        createGatewayHttp('IME_PAY', () => imePaySecrets(imePay), record),
      ),
    );
  // Cards last: Nepal pays with its wallets and banks first.
  if (stripe) byMethod.set('STRIPE', stripe);
  const sandboxOn = payments.sandbox === 'true' || (payments.sandbox === 'auto' && byMethod.size === 0);
  const sandbox = sandboxOn ? new SandboxGateway(db, secret) : null;
  if (sandbox) byMethod.set('SANDBOX', sandbox);
  return { byMethod, sandbox, stripe };
}
