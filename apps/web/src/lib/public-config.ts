import { useDisplayLocale } from '../components/use-display-locale';
import { createContext, useContext } from 'react';
import type { PublicConfig } from '@ringside/contract';
import { api } from './api-client';

/** The server injects its public configuration into the page; in development it is fetched instead. */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const embedded = document.getElementById('ringside-config')?.textContent;
  if (embedded) return JSON.parse(embedded) as PublicConfig;
  return api.get('/public/configs');
}

export const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('PublicConfigContext is missing');
  return config;
}

/** The promotion's tagline and description in the interface language (the name is the same in both). */
export function useBrandLines(): { tagline: string; description: string } {
  const { brand } = usePublicConfig();
  const nepali = useDisplayLocale() === 'ne';
  return {
    tagline: nepali ? brand.taglineNe : brand.tagline,
    description: nepali ? brand.descriptionNe : brand.description,
  };
}
