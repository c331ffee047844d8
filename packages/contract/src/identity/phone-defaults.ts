// Apart from phone.ts (libphonenumber's metadata) and the zod fields: the sign-up page shows the default country
// from its first paint without loading the checks (decision 48).

export const DEFAULT_DIAL_CODE = '+977';
export const DEFAULT_PHONE_COUNTRY_LABEL = 'Nepal(+977)';
export const DEFAULT_PHONE_COUNTRY_LABEL_NE = 'नेपाल(+977)';
