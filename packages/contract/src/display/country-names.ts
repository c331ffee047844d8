import type { DisplayLocale } from './dates';

/**
 * Countries in Nepali, from our own table: browsers built without Nepali region names (Debian's Chromium) would
 * print English where the server's Node prints Nepali. The countries fighters and fans come from; any other
 * country keeps its English name, a proper name a Nepali reader knows.
 */
const NEPALI: Readonly<Record<string, string>> = {
  NP: 'नेपाल',
  IN: 'भारत',
  CN: 'चीन',
  BT: 'भुटान',
  BD: 'बंगलादेश',
  PK: 'पाकिस्तान',
  LK: 'श्रीलंका',
  MV: 'माल्दिभ्स',
  AF: 'अफगानिस्तान',
  MM: 'म्यानमार',
  TH: 'थाइल्याण्ड',
  JP: 'जापान',
  KR: 'दक्षिण कोरिया',
  KP: 'उत्तर कोरिया',
  MY: 'मलेसिया',
  SG: 'सिंगापुर',
  ID: 'इन्डोनेसिया',
  PH: 'फिलिपिन्स',
  VN: 'भियतनाम',
  KH: 'कम्बोडिया',
  LA: 'लाओस',
  MN: 'मङ्गोलिया',
  HK: 'हङकङ',
  TW: 'ताइवान',
  US: 'संयुक्त राज्य अमेरिका',
  GB: 'बेलायत',
  CA: 'क्यानडा',
  AU: 'अष्ट्रेलिया',
  NZ: 'न्युजिल्याण्ड',
  RU: 'रुस',
  UA: 'युक्रेन',
  FR: 'फ्रान्स',
  DE: 'जर्मनी',
  IT: 'इटाली',
  ES: 'स्पेन',
  PT: 'पोर्चुगल',
  NL: 'नेदरल्याण्ड्स',
  BE: 'बेल्जियम',
  CH: 'स्विट्जरल्याण्ड',
  AT: 'अस्ट्रिया',
  SE: 'स्विडेन',
  NO: 'नर्वे',
  DK: 'डेनमार्क',
  FI: 'फिनल्याण्ड',
  PL: 'पोल्याण्ड',
  IE: 'आयरल्याण्ड',
  GR: 'ग्रीस',
  CZ: 'चेक गणतन्त्र',
  HU: 'हङ्गेरी',
  RO: 'रोमानिया',
  BG: 'बुल्गेरिया',
  RS: 'सर्बिया',
  HR: 'क्रोएसिया',
  GE: 'जर्जिया',
  AM: 'आर्मेनिया',
  AZ: 'अजरबैजान',
  KZ: 'काजाकस्तान',
  UZ: 'उज्बेकिस्तान',
  KG: 'किर्गिस्तान',
  TJ: 'ताजिकिस्तान',
  TR: 'टर्की',
  IR: 'इरान',
  IQ: 'इराक',
  IL: 'इजरायल',
  LB: 'लेबनान',
  JO: 'जोर्डन',
  AE: 'संयुक्त अरब इमिरेट्स',
  SA: 'साउदी अरब',
  QA: 'कतार',
  KW: 'कुवेत',
  BH: 'बहराइन',
  OM: 'ओमान',
  EG: 'इजिप्ट',
  MA: 'मोरक्को',
  DZ: 'अल्जेरिया',
  TN: 'ट्युनिसिया',
  NG: 'नाइजेरिया',
  CM: 'क्यामरुन',
  KE: 'केन्या',
  ET: 'इथियोपिया',
  ZA: 'दक्षिण अफ्रिका',
  BR: 'ब्राजिल',
  AR: 'अर्जेन्टिना',
  MX: 'मेक्सिको',
  CO: 'कोलम्बिया',
  CL: 'चिली',
  PE: 'पेरु',
  CU: 'क्युबा',
};

let english: Intl.DisplayNames | null | undefined;

/** English region names, from the runtime's own data (every browser and Node have them): no list to download. */
function englishName(code: string): string {
  if (english === undefined) {
    try {
      english = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      english = null;
    }
  }
  try {
    return english?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'NP' -> 'Nepal' / 'नेपाल'; the code itself when it names no country; '' for none. */
export function countryDisplayName(code: string | null | undefined, locale: DisplayLocale): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  return (locale === 'ne' ? NEPALI[upper] : undefined) ?? englishName(upper);
}
