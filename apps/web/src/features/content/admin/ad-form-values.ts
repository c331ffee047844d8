import type { AdPlacement, AdminAd } from '@ringside/contract';
import { kathmanduInstant, kathmanduWallClock } from '@ringside/contract/display/dates';
import { type ActionValues, NO_ACTION_VALUES } from './section-form-values';
import type { AdFields } from '../api/admin-save-ad';

/** The ad dialog as antd holds it: dates as Kathmandu wall clock ('YYYY-MM-DDTHH:mm'), blanks as undefined. */
export interface AdFormValues {
  title: string;
  titleNe?: string;
  placement: AdPlacement;
  active: boolean;
  startsAt?: string;
  endsAt?: string;
  action: ActionValues;
}

export const AD_FORM_FIELDS = [
  'title',
  'titleNe',
  'placement',
  'active',
  'startsAt',
  'endsAt',
  'action.action',
  'action.redirect',
  'action.url',
] as const;

const wallClock = (instant: string | null | undefined) => kathmanduWallClock(instant) || undefined;
const instant = (wall: string | undefined) => (wall ? kathmanduInstant(wall) || null : null);

export function valuesOfAd(ad: AdminAd | null): AdFormValues {
  return {
    title: ad?.title ?? '',
    titleNe: ad?.titleNe ?? undefined,
    placement: ad?.placement ?? 'HOME_TOP',
    active: ad?.active ?? true,
    startsAt: wallClock(ad?.startsAt),
    endsAt: wallClock(ad?.endsAt),
    action: ad
      ? { action: ad.action.action, redirect: ad.action.redirect, url: ad.action.url ?? undefined }
      : NO_ACTION_VALUES,
  };
}

/** The whole ad the API takes (create and update alike): blank dates are open ends. */
export function fieldsOfAdValues(values: AdFormValues): AdFields {
  return {
    title: values.title.trim(),
    titleNe: values.titleNe?.trim() || null,
    placement: values.placement,
    active: values.active,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    action: {
      action: values.action.action,
      redirect: values.action.redirect,
      url: values.action.action === 'NONE' ? null : values.action.url?.trim() || null,
    },
  };
}

export type AdState = 'RUNNING' | 'SCHEDULED' | 'ENDED' | 'OFF' | 'NO_PICTURE';

/** Why an ad shows or not, now. */
export function adState(ad: AdminAd, now = Date.now()): AdState {
  if (!ad.active) return 'OFF';
  if (!ad.image) return 'NO_PICTURE';
  if (ad.startsAt && Date.parse(ad.startsAt) > now) return 'SCHEDULED';
  if (ad.endsAt && Date.parse(ad.endsAt) <= now) return 'ENDED';
  return 'RUNNING';
}
