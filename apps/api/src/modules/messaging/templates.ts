import type { Language } from '@ringside/contract';
import { pick } from '../../lib/translations';
import { formatBsDate, formatDateTimeWithBs } from '@ringside/contract/display/dates';
import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';

export interface Brand {
  name: string;
  primaryColor: string;
  publicUrl: string;
}

/** A file sent inside an email and shown by the HTML through `cid:` (a ticket's QR code). */
export interface InlineAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid: string;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** Short text for SMS. */
  sms: string;
  /** Email only; an SMS carries the text alone. */
  attachments?: InlineAttachment[];
  /** Email only: the one-click unsubscribe address (List-Unsubscribe, RFC 8058) of an alert. */
  unsubscribeUrl?: string;
}

export type CodePurpose = 'SIGN_UP' | 'RESET_PASSWORD' | 'VERIFY_EMAIL' | 'VERIFY_MOBILE';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function layout(
  brand: Brand,
  language: Language,
  heading: string,
  paragraphs: string[],
  highlight?: string,
  image?: { cid: string; alt: string; size: number },
  unsubscribe?: { label: string; url: string },
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const big = highlight
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0 24px">${escapeHtml(highlight)}</p>`
    : '';
  const picture = image
    ? `<p style="text-align:center;margin:0 0 16px"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="${image.size}" height="${image.size}" style="display:inline-block"></p>`
    : '';
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f4f5;font-family:Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.primaryColor};color:#fff;padding:16px 24px;font-weight:700">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${big}${picture}${body}</td></tr>
<tr><td style="padding:16px 24px;color:#71717a;font-size:12px">${escapeHtml(brand.publicUrl)}${unsubscribe ? ` · <a href="${escapeHtml(unsubscribe.url)}" style="color:#71717a">${escapeHtml(unsubscribe.label)}</a>` : ''}</td></tr>
</table></td></tr></table></body></html>`;
}

const codeWords = {
  en: {
    SIGN_UP: {
      subject: 'Your sign-up code',
      heading: 'Confirm your account',
      intro: 'Use this code to finish signing up.',
    },
    RESET_PASSWORD: {
      subject: 'Your password reset code',
      heading: 'Reset your password',
      intro: 'Use this code to set a new password.',
    },
    VERIFY_EMAIL: {
      subject: 'Confirm your email address',
      heading: 'Confirm your email',
      intro: 'Use this code to confirm your email address.',
    },
    VERIFY_MOBILE: {
      subject: 'Confirm your mobile number',
      heading: 'Confirm your mobile number',
      intro: 'Use this code to confirm your mobile number.',
    },
    expires: (minutes: number) =>
      `The code expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
    sms: (brand: string, code: string, minutes: number) =>
      `${code} is your ${brand} code. It expires in ${minutes} minutes. Do not share it.`,
  },
  ne: {
    SIGN_UP: {
      subject: 'तपाईंको साइन अप कोड',
      heading: 'आफ्नो खाता पुष्टि गर्नुहोस्',
      intro: 'साइन अप पूरा गर्न यो कोड प्रयोग गर्नुहोस्।',
    },
    RESET_PASSWORD: {
      subject: 'पासवर्ड रिसेट कोड',
      heading: 'पासवर्ड रिसेट गर्नुहोस्',
      intro: 'नयाँ पासवर्ड राख्न यो कोड प्रयोग गर्नुहोस्।',
    },
    VERIFY_EMAIL: {
      subject: 'इमेल ठेगाना पुष्टि गर्नुहोस्',
      heading: 'इमेल पुष्टि गर्नुहोस्',
      intro: 'इमेल ठेगाना पुष्टि गर्न यो कोड प्रयोग गर्नुहोस्।',
    },
    VERIFY_MOBILE: {
      subject: 'मोबाइल नम्बर पुष्टि गर्नुहोस्',
      heading: 'मोबाइल नम्बर पुष्टि गर्नुहोस्',
      intro: 'मोबाइल नम्बर पुष्टि गर्न यो कोड प्रयोग गर्नुहोस्।',
    },
    expires: (minutes: number) => `यो कोड ${minutes} मिनेटमा समाप्त हुन्छ। तपाईंले नमागेको भए यो सन्देश बेवास्ता गर्नुहोस्।`,
    sms: (brand: string, code: string, minutes: number) =>
      `${code} तपाईंको ${brand} कोड हो। ${minutes} मिनेटमा समाप्त हुन्छ। कसैलाई नदिनुहोस्।`,
  },
} as const;

export function codeMessage(
  brand: Brand,
  language: Language,
  purpose: CodePurpose,
  code: string,
  ttlSeconds: number,
): RenderedMessage {
  const words = codeWords[language];
  const minutes = Math.round(ttlSeconds / 60);
  const { subject, heading, intro } = words[purpose];
  const expires = words.expires(minutes);
  return {
    subject: `${subject}: ${code}`,
    text: `${heading}\n\n${intro}\n\n${code}\n\n${expires}\n\n${brand.name}\n${brand.publicUrl}`,
    html: layout(brand, language, heading, [intro, expires], code),
    sms: words.sms(brand.name, code, minutes),
  };
}

const invitationWords = {
  en: {
    subject: (brand: string) => `You are invited to ${brand}`,
    heading: 'You are invited',
    body: (inviter: string, role: string) => `${inviter} has invited you to join as ${role}.`,
    action: (link: string) => `Create your account here: ${link}`,
    roles: { SUPPORT: 'a staff member', AGENT: 'an agent', INDIVIDUAL: 'an athlete' },
    expires: (days: number) => `The invitation is valid for ${days} days.`,
  },
  ne: {
    subject: (brand: string) => `${brand} मा तपाईंलाई निमन्त्रणा`,
    heading: 'तपाईंलाई निमन्त्रणा छ',
    body: (inviter: string, role: string) => `${inviter} ले तपाईंलाई ${role} को रूपमा जोडिन निमन्त्रणा गर्नुभएको छ।`,
    action: (link: string) => `आफ्नो खाता यहाँ बनाउनुहोस्: ${link}`,
    roles: { SUPPORT: 'कर्मचारी', AGENT: 'एजेन्ट', INDIVIDUAL: 'खेलाडी' },
    expires: (days: number) => `यो निमन्त्रणा ${days} दिनसम्म मान्य छ।`,
  },
} as const;

export function invitationMessage(
  brand: Brand,
  language: Language,
  invitation: {
    inviterName: string;
    customerType: 'SUPPORT' | 'AGENT' | 'INDIVIDUAL';
    link: string;
    validDays: number;
  },
): RenderedMessage {
  const words = invitationWords[language];
  const lines = [
    words.body(invitation.inviterName, words.roles[invitation.customerType]),
    words.action(invitation.link),
    words.expires(invitation.validDays),
  ];
  return {
    subject: words.subject(brand.name),
    text: `${words.heading}\n\n${lines.join('\n\n')}\n\n${brand.name}`,
    html: layout(brand, language, words.heading, lines),
    sms: lines.slice(0, 2).join(' '),
  };
}

export type FighterDecision = 'APPROVED' | 'REJECTED';

const decisionWords = {
  en: {
    APPROVED: {
      subject: (change: boolean) =>
        change ? 'Your fighter profile changes are approved' : 'Your fighter profile is approved',
      heading: 'Your profile has been approved',
      body: (name: string, change: boolean) =>
        change
          ? `${name}, our team approved the changes to your fighter profile. Your public page shows them now.`
          : `Congratulations ${name}! Our team approved your fighter profile. It is now public.`,
      note: (note: string) => `Note from the team: ${note}`,
      action: (link: string) => `Your page: ${link}`,
    },
    REJECTED: {
      subject: (change: boolean) =>
        change ? 'Your fighter profile changes were not approved' : 'Your fighter application was not approved',
      heading: 'Your profile has been rejected',
      body: (name: string, change: boolean) =>
        change
          ? `${name}, our team could not approve the changes to your fighter profile. Your public page stays as it was.`
          : `${name}, our team reviewed your fighter application and could not approve it.`,
      note: (reason: string) => `Reason: ${reason}`,
      action: (link: string) => `Edit it and send it again (Re-Apply): ${link}`,
    },
  },
  ne: {
    APPROVED: {
      subject: (change: boolean) =>
        change ? 'तपाईंको लडाकु प्रोफाइलका परिवर्तन स्वीकृत भए' : 'तपाईंको लडाकु प्रोफाइल स्वीकृत भयो',
      heading: 'तपाईंको प्रोफाइल स्वीकृत भएको छ',
      body: (name: string, change: boolean) =>
        change
          ? `${name}, हाम्रो टोलीले तपाईंको लडाकु प्रोफाइलका परिवर्तन स्वीकृत गर्‍यो। तपाईंको सार्वजनिक पृष्ठमा अब ती देखिन्छन्।`
          : `बधाई छ ${name}! हाम्रो टोलीले तपाईंको लडाकु प्रोफाइल स्वीकृत गर्‍यो। यो अब सार्वजनिक छ।`,
      note: (note: string) => `टोलीको टिप्पणी: ${note}`,
      action: (link: string) => `तपाईंको पृष्ठ: ${link}`,
    },
    REJECTED: {
      subject: (change: boolean) =>
        change ? 'तपाईंको लडाकु प्रोफाइलका परिवर्तन स्वीकृत भएनन्' : 'तपाईंको लडाकु आवेदन स्वीकृत भएन',
      heading: 'तपाईंको प्रोफाइल अस्वीकृत भएको छ',
      body: (name: string, change: boolean) =>
        change
          ? `${name}, हाम्रो टोलीले तपाईंको लडाकु प्रोफाइलका परिवर्तन स्वीकृत गर्न सकेन। तपाईंको सार्वजनिक पृष्ठ पहिलेकै जस्तो रहन्छ।`
          : `${name}, हाम्रो टोलीले तपाईंको लडाकु आवेदन हेर्‍यो तर स्वीकृत गर्न सकेन।`,
      note: (reason: string) => `कारण: ${reason}`,
      action: (link: string) => `सच्याएर फेरि पठाउनुहोस् (पुनः आवेदन): ${link}`,
    },
  },
} as const;

/**
 * A staff decision on a fighter application. Accounts keep no language, so one message carries English and
 * then Nepali (decision record 0015).
 */
export function fighterDecisionMessage(
  brand: Brand,
  decision: FighterDecision,
  details: { name: string; isChange: boolean; note: string | null; link: string },
): RenderedMessage {
  const lines = (language: Language) => {
    const words = decisionWords[language][decision];
    return [
      words.body(details.name, details.isChange),
      ...(details.note ? [words.note(details.note)] : []),
      words.action(details.link),
    ];
  };
  const en = decisionWords.en[decision];
  const ne = decisionWords.ne[decision];
  const subject = `${en.subject(details.isChange)} / ${ne.subject(details.isChange)}`;
  return {
    subject,
    text: `${en.heading}\n\n${lines('en').join('\n\n')}\n\n---\n\n${ne.heading}\n\n${lines('ne').join('\n\n')}\n\n${brand.name}`,
    html: layout(brand, 'en', `${en.heading} / ${ne.heading}`, [...lines('en'), ...lines('ne')]),
    sms: `${brand.name}: ${en.subject(details.isChange)}. ${ne.subject(details.isChange)}। ${details.link}`,
  };
}

export type RegistrationDecision = 'ACCEPTED' | 'REJECTED';

const registrationWords = {
  en: {
    ACCEPTED: {
      subject: (event: string) => `Your registration for ${event} is accepted`,
      heading: 'Your registration has been accepted',
      body: (name: string, event: string) =>
        `${name}, our team accepted your registration to compete at ${event}. We will be in touch about your bout.`,
      note: (note: string) => `Note from the team: ${note}`,
      action: (link: string) => `The event: ${link}`,
      when: (at: string) => `When: ${at}`,
    },
    REJECTED: {
      subject: (event: string) => `Your registration for ${event} was not accepted`,
      heading: 'Your registration has been rejected',
      body: (name: string, event: string, withdrawn: boolean) =>
        withdrawn
          ? `${name}, our team has withdrawn your place at ${event}.`
          : `${name}, our team reviewed your registration for ${event} and could not accept it.`,
      note: (reason: string) => `Reason: ${reason}`,
      action: (link: string) => `While registration is open you may register again (Re-Apply): ${link}`,
      when: (at: string) => `When: ${at}`,
    },
  },
  ne: {
    ACCEPTED: {
      subject: (event: string) => `${event} का लागि तपाईंको दर्ता स्वीकृत भयो`,
      heading: 'तपाईंको दर्ता स्वीकृत भएको छ',
      body: (name: string, event: string) =>
        `${name}, हाम्रो टोलीले ${event} मा प्रतिस्पर्धा गर्न तपाईंको दर्ता स्वीकृत गर्‍यो। तपाईंको खेलबारे हामी सम्पर्क गर्नेछौं।`,
      note: (note: string) => `टोलीको टिप्पणी: ${note}`,
      action: (link: string) => `कार्यक्रम: ${link}`,
      when: (at: string) => `कहिले: ${at}`,
    },
    REJECTED: {
      subject: (event: string) => `${event} का लागि तपाईंको दर्ता स्वीकृत भएन`,
      heading: 'तपाईंको दर्ता अस्वीकृत भएको छ',
      body: (name: string, event: string, withdrawn: boolean) =>
        withdrawn
          ? `${name}, हाम्रो टोलीले ${event} मा तपाईंको स्थान फिर्ता लिएको छ।`
          : `${name}, हाम्रो टोलीले ${event} का लागि तपाईंको दर्ता हेर्‍यो तर स्वीकृत गर्न सकेन।`,
      note: (reason: string) => `कारण: ${reason}`,
      action: (link: string) => `दर्ता खुला रहेसम्म फेरि दर्ता गर्न सक्नुहुन्छ (पुनः आवेदन): ${link}`,
      when: (at: string) => `कहिले: ${at}`,
    },
  },
} as const;

/** Nepal time, in words, after an event's time in a message. */
export const NEPAL_TIME: Record<Language, string> = { en: 'Nepal time', ne: 'नेपाल समय' };

/**
 * An event's date for a message: the Gregorian date and Nepal time, then the Bikram Sambat date fans plan by
 * ('Sat, 19 Dec 2026, 18:30 Nepal time (Poush 4, 2083 BS)').
 */
export const eventWhen = (startsAt: Date, language: Language) =>
  formatDateTimeWithBs(startsAt, language, NEPAL_TIME[language]);

/** ' (Poush 4, 2083 BS)' for an SMS, or nothing outside the BS table. */
const bsNote = (startsAt: Date, language: Language) => {
  const bs = formatBsDate(startsAt, language);
  return bs ? ` (${bs})` : '';
};

/**
 * A staff decision on a fighter's event registration, in English then Nepali (accounts keep no language).
 * `withdrawn`: an accepted fighter taken off the event (an injury, say), not a first refusal.
 */
export function registrationDecisionMessage(
  brand: Brand,
  decision: RegistrationDecision,
  details: {
    name: string;
    eventName: string;
    /** The event's Nepali name, where staff gave one. */
    eventNameNe?: string | null;
    startsAt: Date;
    note: string | null;
    link: string;
    withdrawn: boolean;
  },
): RenderedMessage {
  const eventName = (language: Language) => pick(language, details.eventName, details.eventNameNe);
  const lines = (language: Language) => {
    const words = registrationWords[language][decision];
    return [
      words.body(details.name, eventName(language), details.withdrawn),
      words.when(eventWhen(details.startsAt, language)),
      ...(details.note ? [words.note(details.note)] : []),
      words.action(details.link),
    ];
  };
  const en = registrationWords.en[decision];
  const ne = registrationWords.ne[decision];
  const sms = (language: Language) =>
    `${registrationWords[language][decision].subject(eventName(language))}${bsNote(details.startsAt, language)}`;
  return {
    subject: `${en.subject(eventName('en'))} / ${ne.subject(eventName('ne'))}`,
    text: `${en.heading}\n\n${lines('en').join('\n\n')}\n\n---\n\n${ne.heading}\n\n${lines('ne').join('\n\n')}\n\n${brand.name}`,
    html: layout(brand, 'en', `${en.heading} / ${ne.heading}`, [...lines('en'), ...lines('ne')]),
    sms: `${brand.name}: ${sms('en')}. ${sms('ne')}। ${details.link}`,
  };
}

const ticketWords = {
  en: {
    subject: (event: string) => `Your ticket for ${event}`,
    heading: 'Your ticket',
    body: (name: string, event: string) => `${name}, you are registered to attend ${event}.`,
    when: (at: string) => `When: ${at}`,
    where: (venue: string) => `Where: ${venue}`,
    code: (code: string) => `Ticket code: ${code}`,
    door: 'Show this QR code at the door. It is yours alone: do not share it.',
    action: (link: string) => `Your tickets: ${link}`,
    qrAlt: 'Ticket QR code',
    sms: (brand: string, event: string, at: string, code: string, link: string) =>
      `${brand}: your ticket for ${event}, ${at}. Code ${code}. QR: ${link}`,
  },
  ne: {
    subject: (event: string) => `${event} को तपाईंको टिकट`,
    heading: 'तपाईंको टिकट',
    body: (name: string, event: string) => `${name}, तपाईं ${event} मा उपस्थित हुन दर्ता हुनुभएको छ।`,
    when: (at: string) => `कहिले: ${at}`,
    where: (venue: string) => `कहाँ: ${venue}`,
    code: (code: string) => `टिकट कोड: ${code}`,
    door: 'ढोकामा यो QR कोड देखाउनुहोस्। यो तपाईंको मात्र हो: कसैलाई नदिनुहोस्।',
    action: (link: string) => `तपाईंका टिकटहरू: ${link}`,
    qrAlt: 'टिकटको QR कोड',
    sms: (brand: string, event: string, at: string, code: string, link: string) =>
      `${brand}: ${event} को टिकट, ${at}। कोड ${code}। QR: ${link}`,
  },
} as const;

export const TICKET_QR_CID = 'ticket-qr';

/** An attendance ticket: the event, when and where, the code in text and its QR (a PNG shown inline). */
export function ticketMessage(
  brand: Brand,
  language: Language,
  ticket: { name: string; eventName: string; startsAt: Date; venue: string; code: string; link: string; qrPng: Buffer },
): RenderedMessage {
  const words = ticketWords[language];
  const lines = [
    words.body(ticket.name, ticket.eventName),
    words.when(eventWhen(ticket.startsAt, language)),
    words.where(ticket.venue),
    words.code(ticket.code),
    words.door,
    words.action(ticket.link),
  ];
  return {
    subject: words.subject(ticket.eventName),
    text: `${words.heading}\n\n${lines.join('\n\n')}\n\n${brand.name}`,
    html: layout(brand, language, words.heading, lines, undefined, { cid: TICKET_QR_CID, alt: words.qrAlt, size: 240 }),
    sms: words.sms(
      brand.name,
      ticket.eventName,
      formatDateTimeWithBs(ticket.startsAt, language),
      ticket.code,
      ticket.link,
    ),
    attachments: [{ filename: 'ticket-qr.png', contentType: 'image/png', content: ticket.qrPng, cid: TICKET_QR_CID }],
  };
}

const receiptWords = {
  en: {
    subject: (product: string) => `Your receipt: ${product}`,
    heading: 'Payment received',
    body: (name: string, product: string) => `${name}, thank you: ${product} is yours to watch.`,
    amount: (amount: string, method: string) => `Paid: ${amount} by ${method}`,
    reference: (reference: string, transaction: string) => `Reference: ${reference} (payment ${transaction})`,
    when: (at: string) => `On: ${at}`,
    action: (link: string) => `Watch: ${link}`,
  },
  ne: {
    subject: (product: string) => `तपाईंको रसिद: ${product}`,
    heading: 'भुक्तानी प्राप्त भयो',
    body: (name: string, product: string) => `${name}, धन्यवाद: अब ${product} हेर्न सक्नुहुन्छ।`,
    amount: (amount: string, method: string) => `भुक्तानी: ${amount} (${method})`,
    reference: (reference: string, transaction: string) => `सन्दर्भ: ${reference} (भुक्तानी ${transaction})`,
    when: (at: string) => `मिति: ${at}`,
    action: (link: string) => `हेर्नुहोस्: ${link}`,
  },
} as const;

/** A tax invoice's own lines: the seller and its PAN, the number, the buyer, and the VAT the price includes. */
export interface TaxInvoiceLines {
  business: string;
  pan: string;
  number: string;
  buyer: string;
  rateBp: number;
  taxable: number;
  vat: number;
}

const taxWords = {
  en: {
    subject: (number: string, product: string) => `Tax invoice ${number}: ${product}`,
    heading: 'Tax invoice',
    seller: (business: string, pan: string) => `Seller: ${business}, PAN ${pan}`,
    number: (number: string) => `Invoice number: ${number}`,
    buyer: (buyer: string) => `Buyer: ${buyer}`,
    taxable: (amount: string) => `Taxable amount: ${amount}`,
    vat: (rate: string, amount: string) => `VAT ${rate}%: ${amount} (included in the price)`,
    total: (amount: string) => `Total: ${amount} (VAT included)`,
  },
  ne: {
    subject: (number: string, product: string) => `कर बीजक ${number}: ${product}`,
    heading: 'कर बीजक',
    seller: (business: string, pan: string) => `बिक्रेता: ${business}, प्यान ${pan}`,
    number: (number: string) => `बीजक नम्बर: ${number}`,
    buyer: (buyer: string) => `खरिदकर्ता: ${buyer}`,
    taxable: (amount: string) => `करयोग्य रकम: ${amount}`,
    vat: (rate: string, amount: string) => `मूल्य अभिवृद्धि कर ${rate}%: ${amount} (मूल्यमा समावेश)`,
    total: (amount: string) => `जम्मा: ${amount} (मूल्य अभिवृद्धि कर सहित)`,
  },
} as const;

function taxLines(invoice: TaxInvoiceLines, total: number, currency: string, language: Language): string[] {
  const words = taxWords[language];
  const rate = formatNumber(invoice.rateBp / 100, language);
  return [
    words.seller(invoice.business, invoice.pan),
    words.number(invoice.number),
    words.buyer(invoice.buyer),
    words.taxable(formatMoney(invoice.taxable, currency, language)),
    words.vat(rate, formatMoney(invoice.vat, currency, language)),
    words.total(formatMoney(total, currency, language)),
  ];
}

/**
 * A receipt for a paid purchase, in both languages (the purchase does not say which the payer reads); the price
 * in each language's digits with Nepali grouping ('Rs. 1,00,000', 'रु. १,००,०००').
 */
export function receiptMessage(
  brand: Brand,
  details: {
    name: string;
    product: string;
    /** The product's Nepali name, where staff gave one. */
    productNe?: string | null;
    /** In the minor unit (paisa). */
    amount: number;
    currency: string;
    method: string;
    reference: string;
    transaction: string;
    paidAt: Date;
    link: string;
    /** Set when the receipt is a tax invoice (the business's PAN configured): its number, VAT and buyer. */
    invoice?: TaxInvoiceLines | undefined;
  },
): RenderedMessage {
  const product = (language: Language) => pick(language, details.product, details.productNe);
  const invoice = details.invoice;
  const lines = (language: Language) => {
    const words = receiptWords[language];
    return [
      words.body(details.name, product(language)),
      words.amount(formatMoney(details.amount, details.currency, language), details.method),
      ...(invoice ? taxLines(invoice, details.amount, details.currency, language) : []),
      words.reference(details.reference, details.transaction),
      words.when(formatDateTimeWithBs(details.paidAt, language, NEPAL_TIME[language])),
      words.action(details.link),
    ];
  };
  const heading = (language: Language) => (invoice ? taxWords[language].heading : receiptWords[language].heading);
  const subject = (language: Language) =>
    invoice
      ? taxWords[language].subject(invoice.number, product(language))
      : receiptWords[language].subject(product(language));
  return {
    subject: `${subject('en')} / ${subject('ne')}`,
    text: `${heading('en')}\n\n${lines('en').join('\n')}\n\n---\n\n${heading('ne')}\n\n${lines('ne').join('\n')}\n\n${brand.name}`,
    html: layout(brand, 'en', `${heading('en')} / ${heading('ne')}`, [...lines('en'), ...lines('ne')]),
    sms: `${brand.name}: ${formatMoney(details.amount, details.currency)} received for ${details.product}. Ref ${details.reference}. ${details.link}`,
  };
}
