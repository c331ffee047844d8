import { QueryBuilder } from 'drizzle-orm/pg-core';
import { customers } from './identity.table';

// What other modules may read of customers, as a subquery to join (the planner inlines it: no cost): names and
// contacts, never credentials or permissions. The table stays this module's own.
const qb = new QueryBuilder();

/** A customer's names and contacts: for lists that show or search people (tickets, registrations, history). */
export const customerContacts = <A extends string = 'customer_contact'>(alias = 'customer_contact' as A) =>
  qb
    .select({
      id: customers.id,
      firstName: customers.firstName,
      middleName: customers.middleName,
      lastName: customers.lastName,
      email: customers.email,
      countryCode: customers.countryCode,
      mobileNumber: customers.mobileNumber,
    })
    .from(customers)
    .as(alias);
