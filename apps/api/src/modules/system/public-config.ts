import type { PublicConfig } from '@ringside/contract';
import type { AppConfig } from '../../config';
import { APP_VERSION } from '../../version';

export function publicConfigOf(config: AppConfig): PublicConfig {
  return {
    brand: config.brand,
    links: config.links,
    passwordPolicy: config.passwordPolicy,
    otp: { length: config.otp.length, ttlSeconds: config.otp.ttlSeconds, resendSeconds: config.otp.resendSeconds },
    session: { maxDevices: config.session.maxDevices },
    publicUrl: config.server.publicUrl,
    version: APP_VERSION,
  };
}
