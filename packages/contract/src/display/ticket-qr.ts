/**
 * How a ticket's QR is drawn, in the email and in the account area alike: black on white, a quiet zone,
 * medium error correction (what a door scanner reads fastest off a phone screen or a print), 480 px so that
 * it stays sharp at half that size on high-density screens.
 */
export const TICKET_QR = {
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 480,
  color: { dark: '#000000', light: '#ffffff' },
} as const;
