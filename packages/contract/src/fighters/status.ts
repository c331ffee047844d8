import type { Language } from '../common/language';
import type { ProfileStatusValue } from './enums';

/** The spec's status messages (section 4), with the ones it leaves open. */
export const PROFILE_STATUS_MESSAGES: Record<ProfileStatusValue, Record<Language, string>> = {
  NONE: { en: 'You have not registered as a fighter', ne: 'तपाईंले लडाकुको रूपमा दर्ता गर्नुभएको छैन' },
  DRAFT: {
    en: 'Your application is saved as a draft and has not been sent',
    ne: 'तपाईंको आवेदन मस्यौदाको रूपमा सुरक्षित छ र पठाइएको छैन',
  },
  PENDING: { en: 'Your profile is yet to be approved', ne: 'तपाईंको प्रोफाइल स्वीकृत हुन बाँकी छ' },
  APPROVED: { en: 'Your profile has been approved', ne: 'तपाईंको प्रोफाइल स्वीकृत भएको छ' },
  REJECTED: { en: 'Your profile has been rejected', ne: 'तपाईंको प्रोफाइल अस्वीकृत भएको छ' },
};

/** The spec's action labels: Register before sending, Registered once sent or approved, Re-Apply after a rejection. */
export type ProfileActionLabel = 'REGISTER' | 'REGISTERED' | 'RE_APPLY';
export function profileActionLabel(status: ProfileStatusValue): ProfileActionLabel {
  if (status === 'REJECTED') return 'RE_APPLY';
  if (status === 'PENDING' || status === 'APPROVED') return 'REGISTERED';
  return 'REGISTER';
}
