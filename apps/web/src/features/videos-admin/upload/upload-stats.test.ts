import { describe, expect, it } from 'vitest';
import { SpeedMeter, formatBytes, formatClock, formatDuration, formatSpeed, secondsLeft } from './upload-stats';

const MB = 1024 * 1024;
const units = { hours: 'h', minutes: 'min', seconds: 's' };

describe('formatBytes', () => {
  it('shows the unit that fits, one decimal below 100', () => {
    expect(formatBytes(312 * MB)).toBe('312 MB');
    expect(formatBytes(1.9 * 1024 * MB)).toBe('1.9 GB');
    expect(formatBytes(12.5 * MB)).toBe('12.5 MB');
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(512)).toBe('512 B');
  });

  it('never shows 1,024 of a unit', () => {
    expect(formatBytes(1024 * MB - 1)).toBe('1 GB');
    expect(formatBytes(1023.96 * 1024)).toBe('1 MB');
  });

  it('groups digits the Indian way past the largest unit', () => {
    expect(formatBytes(123456 * 1024 ** 4)).toBe('1,23,456 TB');
  });

  it('shows nothing sent as 0 B', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('formatSpeed', () => {
  it('is bytes per second', () => {
    expect(formatSpeed(2.4 * MB)).toBe('2.4 MB/s');
    expect(formatSpeed(300 * 1024)).toBe('300 KB/s');
  });
});

describe('formatDuration', () => {
  it('shows the two largest parts', () => {
    expect(formatDuration(200, units)).toBe('3 min 20 s');
    expect(formatDuration(3900, units)).toBe('1 h 5 min');
    expect(formatDuration(7200, units)).toBe('2 h');
    expect(formatDuration(120, units)).toBe('2 min');
    expect(formatDuration(45, units)).toBe('45 s');
  });

  it('rounds seconds up and leaves out the seconds past an hour', () => {
    expect(formatDuration(0.2, units)).toBe('1 s');
    expect(formatDuration(3659, units)).toBe('1 h');
    expect(formatDuration(-3, units)).toBe('0 s');
  });

  it('uses the words given', () => {
    expect(formatDuration(65, { hours: 'घण्टा', minutes: 'मिनेट', seconds: 'सेकेन्ड' })).toBe('1 मिनेट 5 सेकेन्ड');
  });
});

describe('formatClock', () => {
  it('shows a length as minutes and seconds, or hours', () => {
    expect(formatClock(20)).toBe('0:20');
    expect(formatClock(125.4)).toBe('2:05');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});

describe('SpeedMeter', () => {
  it('gives no speed before a second was measured', () => {
    const meter = new SpeedMeter();
    meter.add(0, 0);
    meter.add(500, MB);
    expect(meter.bytesPerSecond(500)).toBeNull();
    expect(meter.bytesPerSecond(1000)).toBe(MB);
  });

  it('averages over the last five seconds only', () => {
    const meter = new SpeedMeter(5000);
    // 1 MB/s for ten seconds, then 3 MB/s for five.
    for (let second = 0; second <= 10; second += 1) meter.add(second * 1000, second * MB);
    for (let second = 11; second <= 15; second += 1) meter.add(second * 1000, (10 + (second - 10) * 3) * MB);
    expect(meter.bytesPerSecond(15_000)).toBeCloseTo(3 * MB, 0);
  });

  it('measures a window that starts between two samples from the bytes sent by then', () => {
    const meter = new SpeedMeter(5000);
    meter.add(0, 0);
    meter.add(4000, 4 * MB);
    meter.add(8000, 8 * MB);
    // The window is 3 s to 8 s: 3 MB were sent by 3 s.
    expect(meter.bytesPerSecond(8000)).toBeCloseTo(MB, 0);
  });

  it('slows down while nothing arrives', () => {
    const meter = new SpeedMeter(5000);
    meter.add(0, 0);
    meter.add(2000, 4 * MB);
    expect(meter.bytesPerSecond(2000)).toBe(2 * MB);
    expect(meter.bytesPerSecond(4000)).toBe(MB);
    expect(meter.bytesPerSecond(20_000)).toBe(0);
  });

  it('starts over when the bytes go back or after a reset', () => {
    const meter = new SpeedMeter();
    meter.add(0, 0);
    meter.add(2000, 10 * MB);
    meter.add(3000, 5 * MB);
    expect(meter.bytesPerSecond(3000)).toBeNull();
    meter.add(4000, 6 * MB);
    expect(meter.bytesPerSecond(4000)).toBe(MB);
    meter.reset();
    expect(meter.bytesPerSecond(9000)).toBeNull();
  });
});

describe('secondsLeft', () => {
  it('is what is left at this speed', () => {
    expect(secondsLeft(100 * MB, 400 * MB, 2 * MB)).toBe(150);
    expect(secondsLeft(400 * MB, 400 * MB, 2 * MB)).toBe(0);
  });

  it('is unknown without a speed', () => {
    expect(secondsLeft(0, MB, null)).toBeNull();
    expect(secondsLeft(0, MB, 0)).toBeNull();
  });
});
