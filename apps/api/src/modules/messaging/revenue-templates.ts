import type { Language } from '@ringside/contract';
import { formatDateTimeWithBs } from '@ringside/contract/display/dates';
import { pick } from '../../lib/translations';
import { type Brand, NEPAL_TIME, type RenderedMessage, eventWhen, layout } from './templates';

// Messages about money and seats, in English then Nepali (accounts keep no language): a Fight Pass ending soon, an
// event cancelled (with its refund) or moved to another date.

/** The same lines in both languages, one message: English first, then Nepali, as the receipt does. */
function bilingual(
  brand: Brand,
  words: Record<Language, { subject: string; heading: string; lines: string[] }>,
  sms: string,
): RenderedMessage {
  const { en, ne } = words;
  return {
    subject: `${en.subject} / ${ne.subject}`,
    text: `${en.heading}\n\n${en.lines.join('\n\n')}\n\n---\n\n${ne.heading}\n\n${ne.lines.join('\n\n')}\n\n${brand.name}`,
    html: layout(brand, 'en', `${en.heading} / ${ne.heading}`, [...en.lines, ...ne.lines]),
    sms,
  };
}

/** Three days before a Fight Pass ends: renew it (wallets do not charge again by themselves). */
export function passReminderMessage(
  brand: Brand,
  details: { name: string; pass: string; passNe: string | null; endsAt: Date; link: string },
): RenderedMessage {
  const ends = (language: Language) => formatDateTimeWithBs(details.endsAt, language, NEPAL_TIME[language]);
  const pass = (language: Language) => pick(language, details.pass, details.passNe);
  return bilingual(
    brand,
    {
      en: {
        subject: `Your ${pass('en')} ends soon`,
        heading: 'Your Fight Pass ends soon',
        lines: [
          `${details.name}, your ${pass('en')} ends on ${ends('en')}.`,
          'Wallet payments do not renew by themselves: renew now and the new pass starts when this one ends.',
          `Renew: ${details.link}`,
        ],
      },
      ne: {
        subject: `तपाईंको ${pass('ne')} चाँडै सकिँदैछ`,
        heading: 'तपाईंको फाइट पास चाँडै सकिँदैछ',
        lines: [
          `${details.name}, तपाईंको ${pass('ne')} ${ends('ne')} मा सकिन्छ।`,
          'वालेटको भुक्तानी आफैं नवीकरण हुँदैन: अहिले नवीकरण गर्नुहोस्, नयाँ पास यो सकिएपछि सुरु हुन्छ।',
          `नवीकरण: ${details.link}`,
        ],
      },
    },
    `${brand.name}: your Fight Pass ends ${formatDateTimeWithBs(details.endsAt, 'en')}. Renew: ${details.link}`,
  );
}

export interface EventNoticeDetails {
  name: string;
  eventName: string;
  eventNameNe: string | null;
  startsAt: Date;
  reason: string | null;
  link: string;
  /** What the person holds: a purchase refunded ("Rs. 7,000 goes back by eSewa"), tickets, a registration. */
  holding: Record<Language, string> | null;
}

/** An event cancelled: told to buyers, ticket holders and registered fighters, with what happens to their money. */
export function eventCancelledMessage(brand: Brand, details: EventNoticeDetails): RenderedMessage {
  const event = (language: Language) => pick(language, details.eventName, details.eventNameNe);
  const reason = details.reason ? [details.reason] : [];
  return bilingual(
    brand,
    {
      en: {
        subject: `Cancelled: ${event('en')}`,
        heading: 'This event is cancelled',
        lines: [
          `${details.name}, we are sorry: ${event('en')} on ${eventWhen(details.startsAt, 'en')} will not take place.`,
          ...reason,
          ...(details.holding ? [details.holding.en] : []),
          `Details: ${details.link}`,
        ],
      },
      ne: {
        subject: `रद्द: ${event('ne')}`,
        heading: 'यो कार्यक्रम रद्द भयो',
        lines: [
          `${details.name}, माफ गर्नुहोस्: ${eventWhen(details.startsAt, 'ne')} को ${event('ne')} हुने छैन।`,
          ...reason,
          ...(details.holding ? [details.holding.ne] : []),
          `विवरण: ${details.link}`,
        ],
      },
    },
    `${brand.name}: ${details.eventName} is cancelled.${details.holding ? ` ${details.holding.en}` : ''} ${details.link}`,
  );
}

/** An event moved to another date: tickets and passes stay valid for it. */
export function eventPostponedMessage(brand: Brand, details: EventNoticeDetails & { from: Date }): RenderedMessage {
  const event = (language: Language) => pick(language, details.eventName, details.eventNameNe);
  const reason = details.reason ? [details.reason] : [];
  return bilingual(
    brand,
    {
      en: {
        subject: `New date: ${event('en')}`,
        heading: 'This event has a new date',
        lines: [
          `${details.name}, ${event('en')} moves from ${eventWhen(details.from, 'en')} to ${eventWhen(details.startsAt, 'en')}.`,
          ...reason,
          'Your tickets and passes stay valid for the new date: nothing to do.',
          `Details: ${details.link}`,
        ],
      },
      ne: {
        subject: `नयाँ मिति: ${event('ne')}`,
        heading: 'यो कार्यक्रमको मिति सरेको छ',
        lines: [
          `${details.name}, ${event('ne')} ${eventWhen(details.from, 'ne')} बाट ${eventWhen(details.startsAt, 'ne')} मा सरेको छ।`,
          ...reason,
          'तपाईंका टिकट र पास नयाँ मितिका लागि मान्य रहन्छन्: केही गर्नु पर्दैन।',
          `विवरण: ${details.link}`,
        ],
      },
    },
    `${brand.name}: ${details.eventName} moves to ${formatDateTimeWithBs(details.startsAt, 'en')}. Tickets stay valid. ${details.link}`,
  );
}
