import { STORAGE_KEYS } from './storage-keys';

/** The browser's DEVICE-TOKEN: a random UUID made once and kept. */
export function deviceToken(): string {
  let token = localStorage.getItem(STORAGE_KEYS.deviceToken);
  if (!token) {
    token = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.deviceToken, token);
  }
  return token;
}
