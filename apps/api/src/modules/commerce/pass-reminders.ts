import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { markPassReminded, passesEndingSoon } from '../access/grants';
import { recipientsOf } from '../fighters/decision-notices';
import { fullName } from '../identity/customer.mapper';
import { customerById } from '../identity/customers';
import type { Messenger } from '../messaging/messenger';
import { passReminderMessage } from '../messaging/revenue-templates';
import type { Brand } from '../messaging/templates';
import { productsRepository as products } from './products.repository';

/** A holder is reminded this long before their Fight Pass ends. */
export const REMIND_BEFORE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Nepali wallets never charge again by themselves, so a Fight Pass is renewed by its holder: three days before it
 * ends they are told by email and SMS, once (unless they bought the next one already). Each pass is claimed before
 * its message goes, so rounds on several instances never send it twice.
 */
export class PassReminders {
  constructor(
    private readonly db: Db,
    private readonly messenger: Messenger,
    private readonly brand: Brand,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One round: answers how many holders were reminded. */
  async round(now = new Date()): Promise<number> {
    let reminded = 0;
    try {
      for (const pass of await passesEndingSoon(this.db, now, REMIND_BEFORE_MS, 200)) {
        if (!pass.expiresAt || !(await markPassReminded(this.db, pass.id, now))) continue;
        const [customer, product] = await Promise.all([
          customerById(this.db, pass.customerId),
          products.find(this.db, pass.contentId),
        ]);
        if (!customer) continue;
        const message = passReminderMessage(this.brand, {
          name: customer.firstName || fullName(customer),
          pass: product?.name ?? 'Fight Pass',
          passNe: product?.nameNe ?? null,
          endsAt: pass.expiresAt,
          link: `${this.brand.publicUrl}/fight-pass`,
        });
        for (const recipient of recipientsOf(customer))
          this.messenger.notify(recipient, message, { grantId: pass.id }, 'pass reminder not delivered');
        reminded += 1;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'pass reminders failed; tried again next round');
    }
    return reminded;
  }
}
