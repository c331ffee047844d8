import { describe, expect, it } from 'vitest';
import { receiptMessage, registrationDecisionMessage } from './templates';

const brand = { name: 'Summit Fighting Championship', primaryColor: '#c8102e', publicUrl: 'https://sfc.example' };
const startsAt = new Date('2026-12-19T12:15:00Z');

describe('messages in both languages name what staff wrote in each', () => {
  it('names the event in Nepali in the Nepali half of a registration decision, English in the English half', () => {
    const message = registrationDecisionMessage(brand, 'ACCEPTED', {
      name: 'Bikash',
      eventName: 'SFC 3: Kathmandu Showdown',
      eventNameNe: 'SFC 3: काठमाडौं शोडाउन',
      startsAt,
      note: null,
      link: 'https://sfc.example/events/sfc-3',
      withdrawn: false,
    });
    const [english, nepali] = message.text.split('---');
    expect(english).toContain('SFC 3: Kathmandu Showdown');
    expect(english).not.toContain('काठमाडौं');
    expect(nepali).toContain('SFC 3: काठमाडौं शोडाउन');
    expect(message.subject).toMatch(/Kathmandu Showdown.* \/ .*काठमाडौं शोडाउन/);
    // The Bikram Sambat date in the Nepali half: 4 Poush 2083.
    expect(nepali).toContain('२०८३ पुस ४');
  });

  it('falls back to the English name where the Nepali one is missing', () => {
    const message = receiptMessage(brand, {
      name: 'Bikash',
      product: 'Live pass: SFC 3',
      productNe: '  ',
      amount: 99_900,
      currency: 'NPR',
      method: 'eSewa',
      reference: 'R-1',
      transaction: 'T-1',
      paidAt: startsAt,
      link: 'https://sfc.example/live/sfc-3',
    });
    const [english, nepali] = message.text.split('---');
    expect(english).toContain('Live pass: SFC 3');
    expect(nepali).toContain('Live pass: SFC 3');
    expect(nepali).toContain('रु. ९९९');
    const translated = receiptMessage(brand, {
      name: 'Bikash',
      product: 'Live pass: SFC 3',
      productNe: 'लाइभ पास: SFC 3',
      amount: 99_900,
      currency: 'NPR',
      method: 'eSewa',
      reference: 'R-1',
      transaction: 'T-1',
      paidAt: startsAt,
      link: 'https://sfc.example/live/sfc-3',
    });
    expect(translated.text.split('---')[1]).toContain('लाइभ पास: SFC 3');
  });
});
