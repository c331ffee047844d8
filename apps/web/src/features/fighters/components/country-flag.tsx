import { flagUrl } from '@ringside/contract/display/flags';

/** A country's flag from our own server: a fixed 4:3 box (flags are 64 x 48), so nothing moves as it loads. */
export function CountryFlag({
  code,
  label,
  size = 20,
}: {
  code: string | null | undefined;
  label?: string;
  size?: number;
}) {
  const src = flagUrl(code);
  if (!src) return null;
  return (
    <img
      className="fighters-flag"
      src={src}
      width={size}
      height={Math.round((size * 3) / 4)}
      alt={label ?? ''}
      title={label}
      loading="lazy"
      decoding="async"
    />
  );
}
