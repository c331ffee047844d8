import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue';
import { type Delivery, MessageSeal } from './sealed-message';
import type { DevOutbox } from './outbox';
import type { RenderedMessage } from './templates';
import type { SmsProvider } from './sms-provider';

export type Recipient = { channel: 'EMAIL'; email: string } | { channel: 'MOBILE'; dialCode: string; number: string };

export class DeliveryFailedError extends Error {}

/** Where a message goes: the email address, or the mobile number with its dial code. */
const addressOf = (recipient: Recipient) =>
  recipient.channel === 'EMAIL' ? recipient.email : `${recipient.dialCode}${recipient.number}`;
/** The channel has no gateway at all (production without SMTP_URL or an SMS provider): warned once at start. */
export class NoGatewayError extends DeliveryFailedError {}

/** How each channel leaves the server: its gateway, the dev outbox, or nowhere (production, unconfigured). */
export interface Transports {
  email: 'smtp' | 'outbox' | 'none';
  sms: 'provider' | 'outbox' | 'none';
}

/** How a delivery job is retried: attempts after the first, and the first wait (doubling after each). */
export interface MessageRetries {
  limit: number;
  delaySeconds: number;
}

export const DELIVER_MESSAGE = 'messages.deliver';

/**
 * Sends one rendered message to one recipient: email over SMTP when configured, SMS through the provider when
 * configured, otherwise (and in every non-production run) into the dev outbox. With a job queue (the app), the
 * message is sealed into a job and delivered by a worker with retries and backoff: a request never waits on a
 * gateway (decision 6). Without one (scripts, a second instance in tests) it is delivered at once.
 */
export class Messenger {
  private readonly transport: Transporter | undefined;
  private readonly jobs: { queue: JobQueue; seal: MessageSeal } | undefined;
  private readonly undelivered = new Map<string, (ref: string) => Promise<void>>();

  constructor(
    private readonly options: {
      smtpUrl: string | undefined;
      from: string;
      sms: SmsProvider | undefined;
      outbox: DevOutbox | undefined;
      log: FastifyBaseLogger;
      /** Queues deliveries; `secret` seals them (they carry codes). */
      jobs?: { queue: JobQueue; secret: string; retries: MessageRetries };
    },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, socketTimeout: 20_000 })
      : undefined;
    if (options.jobs) {
      const { queue, secret, retries } = options.jobs;
      this.jobs = { queue, seal: new MessageSeal(secret) };
      queue.define({
        name: DELIVER_MESSAGE,
        retryLimit: retries.limit,
        retryDelaySeconds: retries.delaySeconds,
        // Longer than both gateways' timeouts together.
        expireInSeconds: 120,
      });
      // Half a second between polls: a code is in the customer's hands moments after they asked.
      queue.work<{ sealed: string }>(DELIVER_MESSAGE, (data, job) => this.deliverJob(data, job), 0.5);
    }
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

  /** Told, with its reference, of a message of this kind given up on after its last attempt (a code withdrawn). */
  onUndelivered(kind: string, handler: (ref: string) => Promise<void>): void {
    this.undelivered.set(kind, handler);
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

  /**
   * Queues the message (or, without a queue, delivers it). Throws at once when its channel has no gateway and
   * there is no outbox: the caller can tell the customer.
   */
  async send(recipient: Recipient, message: RenderedMessage, undelivered?: Delivery['undelivered']): Promise<void> {
    const { outbox, log } = this.options;
    const to = addressOf(recipient);
    outbox?.add({
      channel: recipient.channel === 'EMAIL' ? 'EMAIL' : 'SMS',
      to,
      subject: recipient.channel === 'EMAIL' ? message.subject : null,
      text: recipient.channel === 'EMAIL' ? message.text : message.sms,
    });
    const gateway = recipient.channel === 'EMAIL' ? this.transport : this.options.sms;
    if (!gateway) {
      // The content stays in the outbox: codes never reach the logs.
      log.info(
        { channel: recipient.channel },
        'message kept in the dev outbox (no gateway configured): GET /api/v1/dev/outbox',
      );
      if (!outbox) throw new NoGatewayError(`no ${recipient.channel} gateway is configured`);
      return;
    }
    if (!this.jobs) return this.deliver(recipient, message);
    const sealed = this.jobs.seal.seal({ recipient, message, ...(undelivered ? { undelivered } : {}) });
    await this.jobs.queue.send(DELIVER_MESSAGE, { sealed });
  }

  private async deliverJob({ sealed }: { sealed: string }, job: { retriesLeft: number }): Promise<void> {
    const delivery = this.jobs!.seal.open(sealed);
    try {
      await this.deliver(delivery.recipient, delivery.message);
    } catch (error) {
      if (job.retriesLeft === 0 && delivery.undelivered) {
        const { kind, ref } = delivery.undelivered;
        await this.undelivered.get(kind)?.(ref);
      }
      throw error;
    }
  }

  /** Through the channel's gateway, now. */
  private async deliver(recipient: Recipient, message: RenderedMessage): Promise<void> {
    const to = addressOf(recipient);
    try {
      if (recipient.channel === 'EMAIL' && this.transport) {
        await this.transport.sendMail({
          from: this.options.from,
          to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments ? { attachments: message.attachments } : {}),
          // Mail apps show their own Unsubscribe button, which POSTs to the address at once (RFC 8058).
          ...(message.unsubscribeUrl
            ? {
                list: { unsubscribe: message.unsubscribeUrl },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
      } else if (recipient.channel === 'MOBILE' && this.options.sms) {
        await this.options.sms.send({
          to: { dialCode: recipient.dialCode, number: recipient.number },
          text: message.sms,
        });
      } else throw new NoGatewayError(`no ${recipient.channel} gateway is configured`);
    } catch (error) {
      if (error instanceof NoGatewayError) throw error;
      this.options.log.error({ err: error, channel: recipient.channel }, 'message delivery failed');
      throw error instanceof DeliveryFailedError ? error : new DeliveryFailedError(String(error));
    }
  }

  async close(): Promise<void> {
    this.transport?.close();
  }
}
