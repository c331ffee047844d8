/** A LIKE/ILIKE pattern that matches the text anywhere, with the user's % _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
