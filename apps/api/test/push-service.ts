import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** A notification the stand-in accepted: its decrypted payload and the VAPID claims it was signed with. */
export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  claims: { aud: string; exp: number; sub: string };
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** The application server key the browser subscribed with: pushes signed by another key are refused. */
  serverKey: string;
}

/** http_ece (what web-push encrypts with; no types of its own) decrypts here as a browser would. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** The VAPID JWT checked as a push service checks it (RFC 8292): ES256 by key `k`, audience, expiry, subject. */
function vapidClaims(header: string | undefined, origin: string, serverKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, jwt = '', k = ''] = match;
  if (k !== serverKey) throw new Error('signed by another application server key');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`audience ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('expiry outside 24 hours');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('no contact subject');
  return claims;
}

/**
 * A local push service (RFC 8030) for tests: it hands out subscriptions as a browser would, checks each push's VAPID
 * signature against the key the subscription was made with, decrypts the aes128gcm payload with the subscriber's
 * keys (RFC 8291), and answers 410 for subscriptions marked gone.
 */
export async function startPushService(port = 0) {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const gone = new Set<string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const subscriber = subscribers.get(endpoint);
      try {
        if (!subscriber || request.method !== 'POST') return void response.writeHead(404).end();
        if (gone.has(endpoint)) return void response.writeHead(410).end();
        const claims = vapidClaims(request.headers.authorization, origin, subscriber.serverKey);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: b64url(subscriber.auth),
        }) as Buffer;
        received.push({
          endpoint,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: Number(request.headers.ttl),
          urgency: (request.headers.urgency as string | undefined) ?? null,
          claims,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The host:port to allow in PUSH_SERVICE_HOSTS. */
    host: new URL(origin).host,
    received,
    refused,
    /** A browser's subscription made with the server's public key, as `PushSubscription.toJSON()` gives it. */
    subscribe(serverKey: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${b64url(randomBytes(12))}`;
      subscribers.set(endpoint, { ecdh, auth, serverKey });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    /** The browser unsubscribed: its endpoint answers 410 Gone from now on. */
    unsubscribe(endpoint: string) {
      gone.add(endpoint);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
