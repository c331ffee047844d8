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

describe('the receipt as a tax invoice', () => {
  const details = {
    name: 'Sita',
    product: 'Live pass: SFC 3',
    productNe: 'लाइभ पास: SFC 3',
    amount: 113_000,
    currency: 'NPR',
    method: 'eSewa',
    reference: 'R-1',
    transaction: 'T-1',
    paidAt: startsAt,
    link: 'https://sfc.example/live/sfc-3',
  };

  it('is titled a tax invoice and carries the seller, PAN, number, buyer, taxable amount, VAT and total in both languages', () => {
    const message = receiptMessage(brand, {
      ...details,
      invoice: {
        business: 'Summit Sports Pvt. Ltd.',
        pan: '301234567',
        number: '2083/84-000017',
        buyer: 'Sita Rai',
        rateBp: 1300,
        taxable: 100_000,
        vat: 13_000,
      },
    });
    expect(message.subject).toBe(
      'Tax invoice 2083/84-000017: Live pass: SFC 3 / कर बीजक 2083/84-000017: लाइभ पास: SFC 3',
    );
    const [english, nepali] = message.text.split('---');
    expect(english).toMatch(/^Tax invoice\n/);
    for (const line of [
      'Seller: Summit Sports Pvt. Ltd., PAN 301234567',
      'Invoice number: 2083/84-000017',
      'Buyer: Sita Rai',
      'Taxable amount: Rs. 1,000',
      'VAT 13%: Rs. 130 (included in the price)',
      'Total: Rs. 1,130 (VAT included)',
    ])
      expect(english).toContain(line);
    expect(nepali).toContain('कर बीजक');
    for (const line of [
      'बिक्रेता: Summit Sports Pvt. Ltd., प्यान 301234567',
      'बीजक नम्बर: 2083/84-000017',
      'खरिदकर्ता: Sita Rai',
      'करयोग्य रकम: रु. १,०००',
      'मूल्य अभिवृद्धि कर १३%: रु. १३०',
      'जम्मा: रु. १,१३०',
    ])
      expect(nepali).toContain(line);
    expect(message.html).toContain('2083/84-000017');
    expect(message.html).toContain('301234567');
  });

  it('writes a rate with decimals as it is (12.5%)', () => {
    const message = receiptMessage(brand, {
      ...details,
      invoice: {
        business: 'S',
        pan: '301234567',
        number: 'N',
        buyer: 'B',
        rateBp: 1250,
        taxable: 100_444,
        vat: 12_556,
      },
    });
    expect(message.text).toContain('VAT 12.5%: Rs. 125.56');
    expect(message.text).toContain('मूल्य अभिवृद्धि कर १२.५%');
  });

  it('leaves the receipt as it was without an invoice', () => {
    const message = receiptMessage(brand, details);
    expect(message.subject).toBe('Your receipt: Live pass: SFC 3 / तपाईंको रसिद: लाइभ पास: SFC 3');
    expect(message.text).toMatch(/^Payment received\n/);
    expect(message.text).not.toMatch(/Tax invoice|PAN|VAT|कर बीजक/);
  });
});
