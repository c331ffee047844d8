// Apart from the schemas (enums.ts): a public profile lists its links without loading zod (decision 43).
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube', 'x', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
