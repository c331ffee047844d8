/** Page addresses made from titles: "SFC 2: Lakeside Fury" -> "sfc-2-lakeside-fury". */
export function slugWords(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** The base, or the base with the first free suffix ("-2", "-3"...) when it is taken. */
export async function firstFreeSlug(base: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}
