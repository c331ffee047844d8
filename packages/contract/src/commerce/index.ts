export * from './enums';
export * from './products';
export * from './purchases';
export * from './offer';
export * from './tiers';
export * from './reports';
export * from './event-refunds';
