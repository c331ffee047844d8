/** The two display languages: every date, time, count and price is written for one of them. */
export type DisplayLocale = 'en' | 'ne';

/** Western digits -> Devanagari ('2026-12-05' -> '२०२६-१२-०५'); everything else is left as it is. */
export function devanagari(text: string | undefined): string {
  return (text ?? '').replace(/[0-9]/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));
}
