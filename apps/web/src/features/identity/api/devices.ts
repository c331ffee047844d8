import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DevicesRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';

/** Signed in: no body. From the device-limit dialog: the credentials of the refused sign-in. */
export const listDevices = (credentials: DevicesRequest = {}) =>
  api.post('/single-sign-in/devices', { body: credentials });
export const devicesQuery = () => queryOptions({ queryKey: ['devices'], queryFn: () => listDevices() });

export function useDevices() {
  return useQuery(devicesQuery());
}
