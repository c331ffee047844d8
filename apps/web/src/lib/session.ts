import { useSyncExternalStore } from 'react';
import type { CustomerType, LoginResponse, PermissionArea, RegistrationPurpose } from '@ringside/contract';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

export interface Session {
  token: string;
  userId: string;
  email: string | null;
  fullName: string;
  countryCode: string | null;
  emailVerified: boolean;
  mobileNumberVerified: boolean;
  customerType: CustomerType;
  registrationPurpose: RegistrationPurpose | null;
  permissions: PermissionArea[];
}

export type SignOutReason = 'signed-out' | 'multiple-login' | 'expired';

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function notify() {
  cached = undefined;
  for (const listener of listeners) listener();
}

/** The token's payload, or undefined when it is not a readable JWT. */
export function decodeToken(token: string): { id?: string; exp?: number } | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as { id?: string; exp?: number };
  } catch {
    return undefined;
  }
}

function read(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  const get = (key: string) => localStorage.getItem(key);
  return {
    token,
    userId: get(STORAGE_KEYS.userId) ?? '',
    email: get(STORAGE_KEYS.email),
    fullName: get(STORAGE_KEYS.fullName) ?? '',
    countryCode: get(STORAGE_KEYS.countryCode),
    emailVerified: get(STORAGE_KEYS.emailVerified) === 'true',
    mobileNumberVerified: get(STORAGE_KEYS.mobileNumberVerified) === 'true',
    customerType: (get(STORAGE_KEYS.customerType) ?? 'INDIVIDUAL') as CustomerType,
    registrationPurpose: get(STORAGE_KEYS.registrationPurpose) as RegistrationPurpose | null,
    permissions: JSON.parse(get(STORAGE_KEYS.permissions) ?? '[]') as PermissionArea[],
  };
}

export function currentSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

/** Is the stored token still usable? A token without an id, or past its expiry, is not (spec section 4). */
export function tokenProblem(token: string): 'expired' | undefined {
  const claims = decodeToken(token);
  if (!claims?.id) return 'expired';
  if (claims.exp && claims.exp * 1000 <= Date.now()) return 'expired';
  return undefined;
}

export function storeSignIn(login: LoginResponse): void {
  const set = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  set(STORAGE_KEYS.token, login.token);
  set(STORAGE_KEYS.userId, login.id);
  set(STORAGE_KEYS.email, login.email);
  set(STORAGE_KEYS.fullName, login.fullName);
  set(STORAGE_KEYS.countryCode, login.countryCode);
  set(STORAGE_KEYS.emailVerified, String(login.emailVerified));
  set(STORAGE_KEYS.mobileNumberVerified, String(login.mobileNumberVerified));
  set(STORAGE_KEYS.customerType, login.customerType);
  set(STORAGE_KEYS.registrationPurpose, login.registrationPurpose);
  set(STORAGE_KEYS.permissions, JSON.stringify(login.permissions));
  notify();
}

/** A fresh token from the server (x-xsrf-token) replaces the stored one. */
export function replaceToken(token: string): void {
  if (!localStorage.getItem(STORAGE_KEYS.token)) return;
  localStorage.setItem(STORAGE_KEYS.token, token);
  notify();
}

export function updateStoredProfile(
  values: Partial<
    Pick<
      Session,
      'fullName' | 'email' | 'emailVerified' | 'countryCode' | 'mobileNumberVerified' | 'registrationPurpose'
    >
  >,
): void {
  if (values.fullName !== undefined) localStorage.setItem(STORAGE_KEYS.fullName, values.fullName);
  if (values.email !== undefined && values.email !== null) localStorage.setItem(STORAGE_KEYS.email, values.email);
  if (values.emailVerified !== undefined)
    localStorage.setItem(STORAGE_KEYS.emailVerified, String(values.emailVerified));
  if (values.countryCode === null) localStorage.removeItem(STORAGE_KEYS.countryCode);
  else if (values.countryCode !== undefined) localStorage.setItem(STORAGE_KEYS.countryCode, values.countryCode);
  if (values.mobileNumberVerified !== undefined)
    localStorage.setItem(STORAGE_KEYS.mobileNumberVerified, String(values.mobileNumberVerified));
  if (values.registrationPurpose) localStorage.setItem(STORAGE_KEYS.registrationPurpose, values.registrationPurpose);
  notify();
}

const signOutListeners = new Set<(reason: SignOutReason) => void>();
/** A sign-out that happened before the shell listened (a page's first call runs before the shell's effect). */
let undelivered: SignOutReason | undefined;

/** Clears every session key; listeners (the app shell) navigate and explain why. */
export function clearSession(reason: SignOutReason): void {
  const hadSession = localStorage.getItem(STORAGE_KEYS.token) !== null;
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  notify();
  if (!hadSession) return;
  if (signOutListeners.size === 0) undelivered = reason;
  for (const listener of signOutListeners) listener(reason);
}

export function onSignOut(listener: (reason: SignOutReason) => void): () => void {
  signOutListeners.add(listener);
  if (undelivered) {
    const reason = undelivered;
    undelivered = undefined;
    listener(reason);
  }
  return () => signOutListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, currentSession, () => null);
}
