import { and, eq, ne, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CustomerRow, customers } from '../identity/identity.table';

/**
 * The applicant's account as this module needs it: contact for decision messages, the account beside the
 * application in review, and the registration purpose that sending an application sets.
 */
export const applicantsRepository = {
  async findById(db: Db, id: string): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  },

  /** Marks the account as a fighter's; true when it was not one before (its cached profile is then stale). */
  async markFighter(db: Db, id: string): Promise<boolean> {
    const rows = await db
      .update(customers)
      .set({ registrationPurpose: 'FIGHTER', updatedAt: new Date() })
      .where(
        and(
          eq(customers.id, id),
          or(isNull(customers.registrationPurpose), ne(customers.registrationPurpose, 'FIGHTER')),
        ),
      )
      .returning({ id: customers.id });
    return rows.length > 0;
  },
};
