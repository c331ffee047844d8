import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device, DevicesRequest } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export interface DeviceList {
  items: Device[];
  maxDevices: number;
}

/** Signed in: no body. From the device-limit dialog: the credentials of the refused sign-in. */
export const listDevices = (credentials: DevicesRequest = {}) =>
  untypedApi<DeviceList>('POST', '/single-sign-in/devices', credentials);
export const devicesQuery = () => queryOptions({ queryKey: ['devices'], queryFn: () => listDevices() });

export function useDevices() {
  return useQuery(devicesQuery());
}
