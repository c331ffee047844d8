import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import type { FieldName } from './fighter-values';
import { assertAwaitingDecision, customerStep } from './transitions';

const live: FieldName[] = ['bio', 'photo'];
const identity: FieldName[] = ['lastName', 'bio'];

describe('customerStep', () => {
  it.each([
    [undefined, identity, false, 'DRAFT', 'CREATED'],
    [undefined, identity, true, 'PENDING', 'CREATED'],
    ['DRAFT', identity, false, 'DRAFT', 'SAVED'],
    ['DRAFT', identity, true, 'PENDING', 'SUBMITTED'],
    ['REJECTED', identity, false, 'REJECTED', 'SAVED'],
    ['REJECTED', [], true, 'PENDING', 'SUBMITTED'],
    ['PENDING', live, false, 'PENDING', 'UPDATED_LIVE'],
    ['PENDING', live, true, 'PENDING', 'UPDATED_LIVE'],
    ['APPROVED', live, false, 'APPROVED', 'UPDATED_LIVE'],
    ['APPROVED', live, true, 'APPROVED', 'UPDATED_LIVE'],
    ['APPROVED', identity, false, 'DRAFT', 'SAVED'],
    ['APPROVED', identity, true, 'PENDING', 'SUBMITTED'],
  ] as const)('%s with %j (submit %s) -> %s (%s)', (current, changed, submit, status, action) => {
    expect(customerStep(current, changed, submit)).toEqual({ status, action });
  });

  it('refuses other changes while the application is under review', () => {
    expect(() => customerStep('PENDING', identity, false)).toThrow(AppError);
    expect(() => customerStep('PENDING', ['weightClassId'], true)).toThrow('HUBFPUR001');
  });
});

describe('assertAwaitingDecision', () => {
  it('lets only PENDING applications be decided', () => {
    expect(() => assertAwaitingDecision('PENDING')).not.toThrow();
    for (const status of ['DRAFT', 'APPROVED', 'REJECTED'] as const)
      expect(() => assertAwaitingDecision(status)).toThrow('HUBFPTR001');
  });
});
