import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { PushAlert } from '@ringside/contract';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push services ("mailto:ops@..." or the site's https address). */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push service's answer: delivered, gone for good (the browser unsubscribed), or failed (worth retrying). */
export type PushOutcome = 'SENT' | 'GONE';

export class PushFailedError extends Error {}

/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and an encrypted payload (RFC 8291): `web-push` signs and encrypts, and
 * the request goes by fetch, so that it has a timeout and reaches any push service the settings allow.
 */
export class WebPushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly timeoutMs = 10_000,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async send(
    target: PushTarget,
    alert: PushAlert,
    options: { ttlSeconds: number; urgent: boolean },
  ): Promise<PushOutcome> {
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(alert),
      {
        vapidDetails: this.vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgent ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 404 || response.status === 410) return 'GONE';
    if (!response.ok) throw new PushFailedError(`push service answered ${response.status}`);
    return 'SENT';
  }
}

/**
 * The server's VAPID keys: from the settings, or outside production made once and kept in the data folder (a
 * browser's subscription is tied to the key it was made with, so it must survive restarts).
 */
export function vapidKeys(
  configured: VapidKeys | undefined,
  options: { dataDir: string; isProduction: boolean },
): VapidKeys | undefined {
  if (configured) return configured;
  if (options.isProduction) return undefined;
  const file = path.join(options.dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  } catch {
    const keys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alerts@ringside.invalid' };
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return keys;
  }
}

/** Whether a subscription's push service is one the server may call (no requests to arbitrary addresses). */
export function allowedPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.host.toLowerCase();
  return hosts.some((allowed) => {
    const pattern = allowed.toLowerCase();
    const matches = pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
    // Real push services are HTTPS; plain HTTP only for a host named with its port (a local stand-in in tests).
    return matches && (url.protocol === 'https:' || (url.protocol === 'http:' && pattern.includes(':')));
  });
}
