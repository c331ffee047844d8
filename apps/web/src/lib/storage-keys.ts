/** Browser storage keys of the session data (spec section 3). Template leftovers are not kept. */
export const STORAGE_KEYS = {
  token: 'clientJwtToken',
  email: 'userEmailId',
  userId: 'userUniqueId',
  fullName: 'fullName',
  countryCode: 'countryCode',
  emailVerified: 'emailVerified',
  mobileNumberVerified: 'mobileNumberVerified',
  customerType: 'clientType',
  registrationPurpose: 'registrationPurpose',
  permissions: 'permissions',
  nationality: 'nationality',
  signupEmail: 'signupEmail',
  signupMobile: 'signupMobile',
  profileStatus: 'profileStatus',
  profileStatusCheck: 'profileStatusCheck',
  fighterTitleSelection: 'fighterTitleSelection',
  redirectedFromMobile: 'redirectedFromMobile',
  deviceToken: 'deviceToken',
  language: 'language',
  videoDataSaver: 'videoDataSaver',
} as const;

/** Keys a sign-out clears; the device token, language and video data saver stay with the browser. */
export const SESSION_KEYS = Object.values(STORAGE_KEYS).filter(
  (key) => key !== 'deviceToken' && key !== 'language' && key !== 'videoDataSaver',
);
