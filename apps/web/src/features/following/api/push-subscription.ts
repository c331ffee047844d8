import type { PushSubscriptionRequest } from '@ringside/contract';

/** Why notifications cannot be turned on here: no support, or the fan said no in the browser's prompt. */
export class PushUnavailableError extends Error {
  constructor(readonly reason: 'UNSUPPORTED' | 'DENIED') {
    super(reason);
  }
}

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the Push API takes it (bytes, from its base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** The site's service worker (public/sw.js), registered on first need: it shows the notifications. */
export const serviceWorker = () => navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready);

/** Asks the browser for permission and a push subscription made with the server's key. */
export async function subscribeThisBrowser(serverKey: string): Promise<PushSubscriptionRequest> {
  if (!pushSupported()) throw new PushUnavailableError('UNSUPPORTED');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushUnavailableError('DENIED');
  const registration = await serviceWorker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(serverKey) }));
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Ends this browser's subscription; answers its endpoint, for the server to forget. */
export async function unsubscribeThisBrowser(): Promise<string | undefined> {
  if (!pushSupported()) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** Whether this browser has a push subscription now. */
export async function subscribedHere(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}
