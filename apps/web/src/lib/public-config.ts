import { createContext, useContext } from 'react';
import type { PublicConfig } from '@ringside/contract';

/** The server injects its public configuration into the page; in development it is fetched instead. */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const embedded = document.getElementById('ringside-config')?.textContent;
  if (embedded) return JSON.parse(embedded) as PublicConfig;
  const response = await fetch('/api/v1/public/configs');
  return ((await response.json()) as { data: PublicConfig }).data;
}

export const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('PublicConfigContext is missing');
  return config;
}
