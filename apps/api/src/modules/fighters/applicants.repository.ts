import type { Db } from '../../db/client';
import type { CustomerRow } from '../identity/customer.mapper';
import { customerById, markCustomerAsFighter } from '../identity/customers';

/**
 * The applicant's account as this module needs it: contact for decision messages, the account beside the
 * application in review, and the registration purpose that sending an application sets. The account is identity's:
 * these go through its functions.
 */
export const applicantsRepository = {
  findById: (db: Db, id: string): Promise<CustomerRow | undefined> => customerById(db, id),

  /** Marks the account as a fighter's; true when it was not one before (its cached profile is then stale). */
  markFighter: (db: Db, id: string): Promise<boolean> => markCustomerAsFighter(db, id),
};
