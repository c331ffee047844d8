import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_ISO,
  DATE_FORMAT_US,
  DISPLAY_TIME_ZONE,
  dayMonthYear,
  devanagari,
  formatBsDate,
  formatDate,
  formatDateTime,
  formatDateTimeWithBs,
  formatTime,
  kathmanduInstant,
  kathmanduWallClock,
  localDigits,
} from './dates';

describe('constants', () => {
  it('display in Nepal time with the two supported date formats', () => {
    expect(DISPLAY_TIME_ZONE).toBe('Asia/Kathmandu');
    expect(DATE_FORMAT_ISO).toBe('YYYY-MM-DD');
    expect(DATE_FORMAT_US).toBe('MM-DD-YYYY');
  });
});

describe('formatDate', () => {
  it('converts instants to the Kathmandu date', () => {
    expect(formatDate('2026-12-05T12:45:00Z')).toBe('2026-12-05');
    // 18:15 UTC is already the next day at UTC+05:45
    expect(formatDate('2026-12-05T18:15:00Z')).toBe('2026-12-06');
    expect(formatDate('2026-12-05T18:14:59Z')).toBe('2026-12-05');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date('2026-12-05T18:15:00Z'))).toBe('2026-12-06');
    expect(formatDate(Date.UTC(2026, 11, 5, 12, 45))).toBe('2026-12-05');
    expect(formatDate(0)).toBe('1970-01-01');
  });

  it('never shifts a date-only string', () => {
    expect(formatDate('2026-12-05')).toBe('2026-12-05');
    expect(formatDate('2026-01-01')).toBe('2026-01-01');
  });

  it('supports the US format', () => {
    expect(formatDate('2026-12-05', DATE_FORMAT_US)).toBe('12-05-2026');
    expect(formatDate('2026-12-05T18:15:00Z', 'MM-DD-YYYY')).toBe('12-06-2026');
  });

  it('applies explicit offsets, including Postgres-style ones', () => {
    expect(formatDate('2026-12-05T23:00:00+05:45')).toBe('2026-12-05');
    expect(formatDate('2026-12-05 20:00:00-05')).toBe('2026-12-06');
    expect(formatDate('2026-12-05T20:00:00.123456-0500')).toBe('2026-12-06');
  });

  it('treats offset-less date-times as Kathmandu wall time', () => {
    expect(formatDate('2026-12-05T23:59:00')).toBe('2026-12-05');
  });

  it('pads years before 1000', () => {
    expect(formatDate('0099-03-04')).toBe('0099-03-04');
  });

  it.each([
    null,
    undefined,
    '',
    '  ',
    'not a date',
    '2026-02-30',
    '2026-13-01',
    '05/12/2026',
    'Dec 5 2026',
    Number.NaN,
    new Date('x'),
  ])('returns empty for %j', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('formatTime', () => {
  it('converts instants to Kathmandu time', () => {
    expect(formatTime('2026-12-05T12:45:00Z')).toBe('18:30');
    expect(formatTime(new Date('2026-12-05T18:15:00Z'))).toBe('00:00');
  });

  it('cuts time-of-day strings to HH:mm without shifting them', () => {
    expect(formatTime('18:30:00')).toBe('18:30');
    expect(formatTime('18:30')).toBe('18:30');
    expect(formatTime('07:05:59.123')).toBe('07:05');
    expect(formatTime('7:05')).toBe('07:05');
  });

  it('shows offset-less date-times as written', () => {
    expect(formatTime('2026-12-05T09:05:00')).toBe('09:05');
  });

  it.each([null, undefined, '', '25:00', '12:60', '12:30:61', 'noon', '2026-12-05'])('returns N/A for %j', (value) => {
    expect(formatTime(value)).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it('formats in English by default', () => {
    expect(formatDateTime('2026-12-05T12:45:00Z')).toBe('Sat, 5 Dec 2026, 18:30');
    expect(formatDateTime('2026-12-05T12:45:00Z', 'en')).toBe('Sat, 5 Dec 2026, 18:30');
  });

  it('uses three-letter month names', () => {
    expect(formatDateTime('2026-09-15T04:15:00Z')).toBe('Tue, 15 Sep 2026, 10:00');
  });

  it('formats in Nepali with Devanagari digits', () => {
    const text = formatDateTime('2026-12-05T12:45:00Z', 'ne');
    expect(text).toContain('२०२६');
    expect(text).toContain('५');
    expect(text).toMatch(/१८:३०$/);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('omits the time for a date-only value', () => {
    expect(formatDateTime('2026-12-05')).toBe('Sat, 5 Dec 2026');
  });

  it('crosses midnight into the Kathmandu day', () => {
    expect(formatDateTime('2026-12-31T18:20:00Z')).toBe('Fri, 1 Jan 2027, 00:05');
  });

  it.each([null, undefined, '', 'tomorrow'])('returns empty for %j', (value) => {
    expect(formatDateTime(value)).toBe('');
  });
});

describe('Kathmandu wall clock', () => {
  it('turns a time typed in Kathmandu into an instant at +05:45', () => {
    expect(kathmanduInstant('2026-12-05T18:30')).toBe('2026-12-05T18:30:00+05:45');
    expect(new Date(kathmanduInstant('2026-12-05T05:00')).toISOString()).toBe('2026-12-04T23:15:00.000Z');
  });

  it('refuses what is not a real wall-clock time', () => {
    expect(kathmanduInstant('')).toBe('');
    expect(kathmanduInstant('2026-02-30T10:00')).toBe('');
    expect(kathmanduInstant('2026-12-05T24:00')).toBe('');
    expect(kathmanduInstant('2026-12-05 18:30')).toBe('');
  });

  it('reads an instant back as the Kathmandu wall clock, across midnight', () => {
    expect(kathmanduWallClock('2026-12-05T12:45:00Z')).toBe('2026-12-05T18:30');
    expect(kathmanduWallClock('2026-12-05T18:15:00.000Z')).toBe('2026-12-06T00:00');
    expect(kathmanduWallClock(new Date('2026-12-04T23:15:00Z'))).toBe('2026-12-05T05:00');
    expect(kathmanduWallClock(kathmanduInstant('2027-01-01T00:05'))).toBe('2027-01-01T00:05');
  });

  it('gives nothing for empty, invalid or zone-less input', () => {
    expect(kathmanduWallClock(null)).toBe('');
    expect(kathmanduWallClock('soon')).toBe('');
    expect(kathmanduWallClock('2026-12-05')).toBe('');
    expect(kathmanduWallClock('2026-12-05T18:30')).toBe('');
  });
});

describe('Nepali without the runtime locale data', () => {
  it('names days and months and writes digits from its own tables', () => {
    expect(formatDateTime('2026-12-05T12:45:00Z', 'ne')).toBe('शनि, ५ डिसेम्बर २०२६, १८:३०');
    expect(dayMonthYear('2026-01-31T20:00:00Z', 'ne')).toEqual({ day: '१', month: 'फेब्रुअरी', year: '२०२६' });
    expect(dayMonthYear('2026-01-31T20:00:00Z', 'en')).toEqual({ day: '1', month: 'Feb', year: '2026' });
    expect(localDigits(7, 'ne', 2)).toBe('०७');
    expect(localDigits(12, 'en', 2)).toBe('12');
  });
});

describe('Nepali digits for numeric dates and times', () => {
  it('writes the same shapes in Devanagari', () => {
    expect(formatDate('2026-12-05T12:45:00Z', DATE_FORMAT_ISO, 'ne')).toBe('२०२६-१२-०५');
    expect(formatDate('2026-12-05', DATE_FORMAT_US, 'ne')).toBe('१२-०५-२०२६');
    expect(formatDate('', DATE_FORMAT_ISO, 'ne')).toBe('');
    expect(formatTime('2026-12-05T12:45:00Z', 'ne')).toBe('१८:३०');
    expect(formatTime('07:05', 'ne')).toBe('०७:०५');
    expect(formatTime('noon', 'ne')).toBe('N/A');
    expect(devanagari('Rs. 1,00,000')).toBe('Rs. १,००,०००');
  });
});

describe('Bikram Sambat dates', () => {
  it('prints the Kathmandu day in BS, with the full weekday in Nepali', () => {
    expect(formatBsDate('2026-12-19T12:45:00Z', 'ne')).toBe('२०८३ पुस ४, शनिबार');
    expect(formatBsDate('2026-12-19T12:45:00Z', 'en')).toBe('Poush 4, 2083 BS');
    expect(formatBsDate('2026-12-19T12:45:00Z')).toBe('Poush 4, 2083 BS');
    expect(formatBsDate('2026-04-14', 'ne')).toBe('२०८३ बैशाख १, मङ्गलबार');
    expect(formatBsDate('2026-04-13', 'en')).toBe('Chaitra 30, 2082 BS');
  });

  it('takes the day in Kathmandu, not in UTC', () => {
    // 18:15 UTC on 18 Dec is already 19 Dec (Poush 4) in Kathmandu
    expect(formatBsDate('2026-12-18T18:15:00Z', 'en')).toBe('Poush 4, 2083 BS');
    expect(formatBsDate('2026-12-18T18:14:59Z', 'en')).toBe('Poush 3, 2083 BS');
  });

  it('gives nothing outside the table or for bad input', () => {
    expect(formatBsDate('1943-04-13', 'en')).toBe('');
    expect(formatBsDate('2034-04-14', 'ne')).toBe('');
    expect(formatBsDate(null)).toBe('');
    expect(formatBsDate('someday')).toBe('');
  });

  it('puts the BS date beside the Gregorian one', () => {
    expect(formatDateTimeWithBs('2026-12-19T12:45:00Z', 'en')).toBe('Sat, 19 Dec 2026, 18:30 (Poush 4, 2083 BS)');
    expect(formatDateTimeWithBs('2026-12-19T12:45:00Z', 'ne', 'NPT')).toBe(
      'शनि, १९ डिसेम्बर २०२६, १८:३० NPT (२०८३ पुस ४, शनिबार)',
    );
    expect(formatDateTimeWithBs('2040-01-01T00:00:00Z', 'en')).toBe('Sun, 1 Jan 2040, 05:45');
    expect(formatDateTimeWithBs('', 'en')).toBe('');
  });
});
