import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-info';

describe('describeDevice', () => {
  it('names a phone browser by browser and system', () => {
    const info = describeDevice(
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    );
    expect(info).toMatchObject({ deviceName: 'Chrome on Android', deviceType: 'mobile' });
  });

  it('falls back when there is no user agent', () => {
    expect(describeDevice(undefined)).toEqual({
      deviceName: 'Unknown device',
      browser: null,
      os: null,
      deviceType: 'unknown',
    });
  });
});
