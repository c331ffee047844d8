export const FLAG_WIDTH_PX = 64;

/**
 * 'NP' -> '/flags/w64/np.png'. Flags are served by our own server, never a
 * third-party CDN, so pages leak nothing to outside hosts.
 * Anything but two ASCII letters gives null so callers can skip the <img>.
 */
export function flagUrl(countryCode: string | null | undefined): string | null {
  const code = countryCode?.trim() ?? '';
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  return `/flags/w${FLAG_WIDTH_PX}/${code.toLowerCase()}.png`;
}
