import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scanQr } from '../../../test/qr-scanner';
import { TicketCodes } from './ticket-codes';
import { ticketQrPng } from './ticket-notices';

const codes = new TicketCodes('a-test-secret-of-enough-length-for-hmac');

describe('ticket QR images', () => {
  // The JavaScript port of ZXing missed about one clean code in twenty; the door's reader must miss none.
  it('scan back to their code, every one, as drawn and at the size a phone shows them', async () => {
    const misses: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const { code } = codes.issue();
      const png = await ticketQrPng(code);
      const shown = await sharp(png).resize(240).png().toBuffer();
      if ((await scanQr(png)) !== code || (await scanQr(shown)) !== code) misses.push(code);
    }
    expect(misses).toEqual([]);
  });

  it('find nothing in an image without a code', async () => {
    const blank = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await scanQr(blank)).toBeUndefined();
  });
});
