// Apart from enums.ts (zod): the sign-up page draws fan and fighter without loading the checks (decision 48).

export const REGISTRATION_PURPOSES = ['FAN', 'FIGHTER'] as const;
