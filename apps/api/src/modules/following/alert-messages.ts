import type { BoutMethod, BoutOutcome, Language, PushAlert } from '@ringside/contract';
import { pick } from '../../lib/translations';
import { type Brand, type RenderedMessage, eventWhen, layout } from '../messaging/templates';

/** What an alert tells (decision 70). */
export type AlertKind = 'BOOKED' | 'RESULT' | 'RESULTS' | 'TICKETS' | 'LIVE_PASS' | 'REMIND_24H' | 'REMIND_1H' | 'LIVE';

export interface AlertNames {
  en: string;
  ne: string | null;
}

export interface AlertBout {
  red: AlertNames;
  blue: AlertNames;
  outcome: BoutOutcome | null;
  /** The winner's corner, for a WIN. */
  winner: 'RED' | 'BLUE' | null;
  method: BoutMethod | null;
  endRound: number | null;
}

/** One alert about one event, as the scan found it: who gets it is decided apart. */
export interface Alert {
  /** Names what it tells ("booked:<bout id>"): each fan gets it once per channel. */
  key: string;
  kind: AlertKind;
  event: { slug: string; name: AlertNames; startsAt: Date };
  bout?: AlertBout;
  /** Past this it is not worth sending (a reminder once the event began): held SMS and push are dropped. */
  expiresAt: Date;
}

const METHODS: Record<Language, Record<BoutMethod, string>> = {
  en: {
    KO_TKO: 'KO/TKO',
    SUBMISSION: 'submission',
    DECISION_UNANIMOUS: 'unanimous decision',
    DECISION_SPLIT: 'split decision',
    DECISION_MAJORITY: 'majority decision',
    DISQUALIFICATION: 'disqualification',
  },
  ne: {
    KO_TKO: 'नकआउट/TKO',
    SUBMISSION: 'सबमिसन',
    DECISION_UNANIMOUS: 'सर्वसम्मत निर्णय',
    DECISION_SPLIT: 'विभाजित निर्णय',
    DECISION_MAJORITY: 'बहुमत निर्णय',
    DISQUALIFICATION: 'अयोग्यता',
  },
};

const name = (language: Language, names: AlertNames) => pick(language, names.en, names.ne);

/** "Sherpa def. Gurung by KO/TKO (round 2)", "Sherpa and Gurung drew". */
function resultLine(language: Language, bout: AlertBout): string {
  const red = name(language, bout.red);
  const blue = name(language, bout.blue);
  if (bout.outcome !== 'WIN' || !bout.winner) {
    if (language === 'ne') return bout.outcome === 'DRAW' ? `${red} र ${blue} बराबरी` : `${red} र ${blue}: नतिजाविहीन`;
    return bout.outcome === 'DRAW' ? `${red} and ${blue} drew` : `${red} vs ${blue}: no contest`;
  }
  const [winner, loser] = bout.winner === 'RED' ? [red, blue] : [blue, red];
  const method = bout.method ? METHODS[language][bout.method] : null;
  if (language === 'ne')
    return `${winner}ले ${loser}लाई जिते${method ? ` (${method}${bout.endRound ? `, राउन्ड ${bout.endRound}` : ''})` : ''}`;
  return `${winner} def. ${loser}${method ? ` by ${method}${bout.endRound ? ` (round ${bout.endRound})` : ''}` : ''}`;
}

interface Words {
  title: string;
  body: string;
  path: string;
}

/** The alert's title, one line and the page it opens, in one language. */
function words(alert: Alert, language: Language): Words {
  const event = name(language, alert.event.name);
  const when = eventWhen(alert.event.startsAt, language);
  const page = `/events/${alert.event.slug}`;
  const bout = alert.bout;
  const versus = bout ? `${name(language, bout.red)} vs ${name(language, bout.blue)}` : '';
  const ne = language === 'ne';
  switch (alert.kind) {
    case 'BOOKED':
      return ne
        ? { title: `${versus}: खेल तय भयो`, body: `${event} मा, ${when}।`, path: page }
        : { title: `Booked: ${versus}`, body: `On ${event}, ${when}.`, path: page };
    case 'RESULT':
      return ne
        ? { title: `नतिजा: ${versus}`, body: `${resultLine(language, bout!)}, ${event}।`, path: page }
        : { title: `Result: ${versus}`, body: `${resultLine(language, bout!)} at ${event}.`, path: page };
    case 'RESULTS':
      return ne
        ? { title: `${event}: नतिजा आयो`, body: 'सबै खेलका नतिजा हेर्नुहोस्।', path: page }
        : { title: `${event}: the results are in`, body: 'See every bout’s result.', path: page };
    case 'TICKETS':
      return ne
        ? { title: `${event}: टिकट बिक्रीमा`, body: `${when}। सिट सकिनुअघि लिनुहोस्।`, path: page }
        : { title: `Tickets on sale: ${event}`, body: `${when}. Get your seat before they go.`, path: page };
    case 'LIVE_PASS':
      return ne
        ? { title: `${event}: लाइभ पास बिक्रीमा`, body: `${when} मा जहाँबाट पनि लाइभ हेर्नुहोस्।`, path: page }
        : { title: `Live pass on sale: ${event}`, body: `Watch it live from anywhere, ${when}.`, path: page };
    case 'REMIND_24H':
      return ne
        ? { title: `भोलि: ${event}`, body: `${when} मा सुरु हुन्छ।`, path: page }
        : { title: `Tomorrow: ${event}`, body: `It starts ${when}.`, path: page };
    case 'REMIND_1H':
      return ne
        ? { title: `एक घण्टामा: ${event}`, body: `${when} मा सुरु हुन्छ।`, path: page }
        : { title: `In one hour: ${event}`, body: `It starts ${when}.`, path: page };
    case 'LIVE':
      return ne
        ? { title: `अहिले लाइभ: ${event}`, body: 'प्रसारण सुरु भयो।', path: `/live/${alert.event.slug}` }
        : { title: `Live now: ${event}`, body: 'The stream has started.', path: `/live/${alert.event.slug}` };
  }
}

const FOOTER: Record<Language, { why: string; unsubscribe: string; settings: string }> = {
  en: {
    why: 'You get this because you follow this fighter or event, or hold a ticket or pass for it.',
    unsubscribe: 'Stop alert emails',
    settings: 'Choose your alerts',
  },
  ne: {
    why: 'तपाईंले यो लडाकु वा कार्यक्रम फलो गर्नुभएको, वा टिकट वा पास लिनुभएकोले यो पाउनुभयो।',
    unsubscribe: 'सूचना इमेल बन्द गर्नुहोस्',
    settings: 'आफ्ना सूचनाहरू छान्नुहोस्',
  },
};

/**
 * The alert as an email and an SMS in the fan's language. The email's link opens a page that unsubscribes with one
 * click; mail apps' own button POSTs to `oneClick` (RFC 8058).
 */
export function alertMessage(
  brand: Brand,
  alert: Alert,
  language: Language,
  unsubscribe: { page: string; oneClick: string },
): RenderedMessage {
  const { title, body, path } = words(alert, language);
  const link = `${brand.publicUrl}${path}`;
  const footer = FOOTER[language];
  const settings = `${footer.settings}: ${brand.publicUrl}/account/alerts`;
  return {
    subject: title,
    text: `${title}\n\n${body}\n\n${link}\n\n---\n${footer.why}\n${settings}\n${footer.unsubscribe}: ${unsubscribe.page}\n\n${brand.name}`,
    html: layout(brand, language, title, [body, link, footer.why, settings], undefined, undefined, {
      label: footer.unsubscribe,
      url: unsubscribe.page,
    }),
    sms: `${brand.name}: ${title}. ${link}`,
    unsubscribeUrl: unsubscribe.oneClick,
  };
}

/** The alert as a notification on the fan's devices. */
export function alertPush(brand: Brand, alert: Alert, language: Language): PushAlert {
  const { title, body, path } = words(alert, language);
  return { title, body, url: `${brand.publicUrl}${path}`, tag: alert.key };
}
