import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DevOutbox } from './outbox';
import type { RenderedMessage } from './templates';
import type { SmsProvider } from './sms-provider';

export type Recipient = { channel: 'EMAIL'; email: string } | { channel: 'MOBILE'; dialCode: string; number: string };

export class DeliveryFailedError extends Error {}
/** The channel has no gateway at all (production without SMTP_URL or an SMS provider): warned once at start. */
export class NoGatewayError extends DeliveryFailedError {}

/** How each channel leaves the server: its gateway, the dev outbox, or nowhere (production, unconfigured). */
export interface Transports {
  email: 'smtp' | 'outbox' | 'none';
  sms: 'provider' | 'outbox' | 'none';
}

/**
 * Sends one rendered message to one recipient: email over SMTP when configured, SMS through the
 * provider when configured, otherwise (and in every non-production run) into the dev outbox.
 * Delivery is awaited so the caller can tell the customer when a code could not be sent.
 */
export class Messenger {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly options: {
      smtpUrl: string | undefined;
      from: string;
      sms: SmsProvider | undefined;
      outbox: DevOutbox | undefined;
      log: FastifyBaseLogger;
    },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, socketTimeout: 20_000 })
      : undefined;
  }

  get transports(): Transports {
    const fallback = this.options.outbox ? 'outbox' : 'none';
    return { email: this.transport ? 'smtp' : fallback, sms: this.options.sms ? 'provider' : fallback };
  }

  /** Says once, at start, which messages cannot leave the server, instead of once per message. */
  warnMissingGateways(): void {
    const { email, sms } = this.transports;
    if (email === 'none')
      this.options.log.warn('SMTP_URL is not set: emails (codes, receipts, tickets, decisions) cannot be delivered');
    if (sms === 'none')
      this.options.log.warn('SMS_PROVIDER is not set: text messages (codes, decisions) cannot be delivered');
  }

  /**
   * Sends in the background a message whose failure must not undo the caller's work (a receipt, a decision):
   * a failed delivery is logged with `context`; a channel with no gateway is not (start-up said so).
   */
  notify(recipient: Recipient, message: RenderedMessage, context: Record<string, unknown>, what: string): void {
    this.send(recipient, message).catch((error: unknown) => {
      if (!(error instanceof NoGatewayError)) this.options.log.warn({ err: error, ...context }, what);
    });
  }

  async send(recipient: Recipient, message: RenderedMessage): Promise<void> {
    const { outbox, log } = this.options;
    const to = recipient.channel === 'EMAIL' ? recipient.email : `${recipient.dialCode}${recipient.number}`;
    outbox?.add({
      channel: recipient.channel === 'EMAIL' ? 'EMAIL' : 'SMS',
      to,
      subject: recipient.channel === 'EMAIL' ? message.subject : null,
      text: recipient.channel === 'EMAIL' ? message.text : message.sms,
    });
    try {
      if (recipient.channel === 'EMAIL' && this.transport) {
        await this.transport.sendMail({
          from: this.options.from,
          to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments ? { attachments: message.attachments } : {}),
        });
      } else if (recipient.channel === 'MOBILE' && this.options.sms) {
        await this.options.sms.send({
          to: { dialCode: recipient.dialCode, number: recipient.number },
          text: message.sms,
        });
      } else {
        // The content stays in the outbox: codes never reach the logs.
        log.info(
          { channel: recipient.channel },
          'message kept in the dev outbox (no gateway configured): GET /api/v1/dev/outbox',
        );
        if (!outbox) throw new NoGatewayError(`no ${recipient.channel} gateway is configured`);
      }
    } catch (error) {
      if (error instanceof NoGatewayError) throw error;
      log.error({ err: error, channel: recipient.channel }, 'message delivery failed');
      throw error instanceof DeliveryFailedError ? error : new DeliveryFailedError(String(error));
    }
  }

  async close(): Promise<void> {
    this.transport?.close();
  }
}
