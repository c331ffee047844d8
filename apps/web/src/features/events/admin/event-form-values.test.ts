import type { AdminEvent } from '@ringside/contract';
import { describe, expect, it } from 'vitest';
import { normalizeTime } from './event-facts';
import { EVENT_FORM_FIELDS, fieldsOfValues, valuesOfEvent } from './event-form-values';
import { fieldProblems } from '../../../components/admin/save-errors';

const event = {
  name: 'SFC 5: Valley Rumble',
  tagline: null,
  description: 'Eight bouts.',
  startsAt: '2026-12-05T12:45:00.000Z',
  venue: { name: 'Dasarath Rangasala', city: 'Kathmandu', address: null, mapUrl: 'https://maps.example/x' },
  registration: {
    opensAt: '2026-11-01T04:15:00.000Z',
    closesAt: null,
    weightClasses: [{ id: '0b5c1a3e-8a57-4c55-9d7a-0d4f9f1f2a11', name: 'Lightweight', lowerKg: 66, upperKg: 70 }],
    isOpen: false,
  },
  attendance: { capacity: 300, taken: 0, isOpen: false },
} as unknown as AdminEvent;

describe('event form values', () => {
  it('show the event’s instants as Kathmandu wall clock, blanks as empty fields', () => {
    const values = valuesOfEvent(event);
    expect(values.startsAt).toBe('2026-12-05T18:30');
    expect(values.registrationOpensAt).toBe('2026-11-01T10:00');
    expect(values.registrationClosesAt).toBeUndefined();
    expect(values.tagline).toBeUndefined();
    expect(values.weightClassIds).toEqual(['0b5c1a3e-8a57-4c55-9d7a-0d4f9f1f2a11']);
  });

  it('send the whole set back, times at +05:45 and blanks cleared', () => {
    const fields = fieldsOfValues({ ...valuesOfEvent(event), tagline: '  ', name: ' SFC 5 ' });
    expect(fields).toMatchObject({
      name: 'SFC 5',
      tagline: null,
      startsAt: '2026-12-05T18:30:00+05:45',
      registrationOpensAt: '2026-11-01T10:00:00+05:45',
      registrationClosesAt: null,
      venue: { name: 'Dasarath Rangasala', address: null, mapUrl: 'https://maps.example/x' },
    });
    expect(new Date(fields.startsAt).toISOString()).toBe(event.startsAt);
  });

  it('start a new event empty', () => {
    expect(valuesOfEvent(undefined)).toMatchObject({
      name: '',
      startsAt: undefined,
      weightClassIds: [],
    });
  });

  it('put the server’s field errors on the form’s fields, lists on the list, unknown fields nowhere', () => {
    expect(
      fieldProblems(
        {
          'venue.name': { message: 'Venue name is required' },
          'weightClassIds.2': { message: 'Choose weight classes from the list' },
          startsAt: { message: 'The start must be in the future' },
          somethingElse: { message: 'x' },
        },
        EVENT_FORM_FIELDS,
      ),
    ).toEqual([
      { name: ['venue', 'name'], errors: ['Venue name is required'] },
      { name: ['weightClassIds'], errors: ['Choose weight classes from the list'] },
      { name: ['startsAt'], errors: ['The start must be in the future'] },
    ]);
  });
});

describe('bout time typing', () => {
  it('adds the colon a number pad lacks and keeps what was typed otherwise', () => {
    expect(normalizeTime('247')).toBe('2:47');
    expect(normalizeTime('2:47')).toBe('2:47');
    expect(normalizeTime('2')).toBe('2');
    expect(normalizeTime('2 m 4')).toBe('24');
    expect(normalizeTime('5:00')).toBe('5:00');
  });
});
