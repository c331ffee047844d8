import type { Customer, CustomerSummary, LoginResponse } from '@ringside/contract';
import type { CustomerWithLogo } from './customers.repository';
import type { CustomerRow } from './identity.table';

export type { CustomerRow };

export function fullName(row: Pick<CustomerRow, 'firstName' | 'middleName' | 'lastName'>): string {
  return [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
}

export function logoUrl(customerId: string, version: string): string {
  return `/api/v1/public/logos/${customerId}?v=${version}`;
}

export function toCustomer(row: CustomerWithLogo): Customer {
  return {
    id: row.id,
    customerType: row.customerType,
    registrationPurpose: row.registrationPurpose,
    title: row.title,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: fullName(row),
    email: row.email,
    emailVerified: row.emailVerified,
    countryCode: row.countryCode,
    mobileNumber: row.mobileNumber,
    mobileNumberVerified: row.mobileNumberVerified,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    country: row.country,
    state: row.state,
    city: row.city,
    streetAddress: row.streetAddress,
    postCode: row.postCode,
    permissions: row.customerType === 'SUPPORT' ? row.permissions : [],
    logoUrl: row.logoVersion ? logoUrl(row.id, row.logoVersion) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLoginResponse(row: CustomerRow, token: string): LoginResponse {
  return {
    token,
    id: row.id,
    email: row.email,
    fullName: fullName(row),
    countryCode: row.countryCode,
    mobileNumber: row.mobileNumber,
    emailVerified: row.emailVerified,
    mobileNumberVerified: row.mobileNumberVerified,
    customerType: row.customerType,
    registrationPurpose: row.registrationPurpose,
    permissions: row.customerType === 'SUPPORT' ? row.permissions : [],
  };
}

export function toCustomerSummary(row: CustomerRow & { activeDevices: number }): CustomerSummary {
  return {
    id: row.id,
    customerType: row.customerType,
    registrationPurpose: row.registrationPurpose,
    fullName: fullName(row),
    email: row.email,
    countryCode: row.countryCode,
    mobileNumber: row.mobileNumber,
    verified: row.verifiedAt !== null,
    permissions: row.customerType === 'SUPPORT' ? row.permissions : [],
    activeDevices: row.activeDevices,
    createdAt: row.createdAt.toISOString(),
  };
}
