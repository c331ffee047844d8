import type { CustomerSummary } from '@ringside/contract';

/** Where a row of a list leads: the customer's detail, remembering the list (with its filters) to go back to. */
export function customerLink(id: string, from: string) {
  return { to: `/admin/customers/${id}`, state: { from } };
}

/** Fan or fighter: chosen at sign-up, and meaningless for staff (who must still pick one to sign up). */
export function purposeOf(customer: Pick<CustomerSummary, 'customerType' | 'registrationPurpose'>) {
  return customer.customerType === 'SUPPORT' ? null : customer.registrationPurpose;
}

/** '+977 9841000001', or '' without a number. */
export function mobileOf(customer: Pick<CustomerSummary, 'countryCode' | 'mobileNumber'>): string {
  if (!customer.mobileNumber) return '';
  return customer.countryCode ? `${customer.countryCode} ${customer.mobileNumber}` : customer.mobileNumber;
}
