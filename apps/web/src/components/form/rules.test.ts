import { EmailSchema, FirstNameSchema, mobileNumberProblem } from '@ringside/contract';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { PasswordField } from './password-field';
import { problemText, zodCheck } from './contract-rules';
import { type FieldRules, type Rule, checkAll, plainText, serverProblems } from './rules';
import { TextField } from './text-field';

type Values = { firstName: string; email: string; countryCode: string; mobileNumber: string };
const mobile: Rule<Values> = (value, values) => {
  const code = mobileNumberProblem(values.countryCode, value);
  return code ? { code } : undefined;
};
const rules: FieldRules<Values> = {
  firstName: [zodCheck(FirstNameSchema)],
  email: [zodCheck(EmailSchema)],
  mobileNumber: [mobile],
};

describe('the light form rules', () => {
  it('check with the contract schemas and give their codes, an empty field as a missing one', () => {
    const problems = checkAll(rules, {
      firstName: '',
      email: 'not-an-email',
      countryCode: '+977',
      mobileNumber: '98123',
    });
    expect(problems).toEqual({
      firstName: { code: 'HUBCSFN001' },
      email: { code: 'HUBCSEM002' },
      mobileNumber: { code: 'HUBCSMB002' },
    });
    expect(
      checkAll(rules, { firstName: 'Sunita', email: 'a@b.np', countryCode: '+977', mobileNumber: '9812345678' }),
    ).toEqual({});
  });

  it('draw a problem in the page language, or the server message when there is no catalogue text', () => {
    expect(problemText({ code: 'HUBCSFN001' }, 'en')).toBe('First name is required');
    expect(problemText({ code: 'HUBCSFN001' }, 'ne')).toBe('पहिलो नाम आवश्यक छ');
    expect(problemText({ code: 'HUBPPMN001', params: { min: 8 } }, 'en')).toContain('8');
    expect(problemText({ code: 'SOMETHING', message: 'As the server said' }, 'en')).toBe('As the server said');
    // Before the checks load, the server's message as it came (already in the visitor's language).
    expect(plainText({ code: 'HUBCSEM003', message: 'इमेल पहिले नै छ' })).toBe('इमेल पहिले नै छ');
  });

  it('take the server field errors of the fields on show only', () => {
    const error = new ApiError(409, 'HUBCSEM003', 'Email already exists', {
      email: { code: 'HUBCSEM003', message: 'Email already exists' },
      other: { code: 'X', message: 'not here' },
    });
    expect(serverProblems(error, ['email', 'firstName'])).toEqual({
      email: { code: 'HUBCSEM003', message: 'Email already exists' },
    });
    expect(serverProblems(new Error('network'), ['email'])).toEqual({});
  });
});

describe('the light fields', () => {
  it('tie the label, the problem (an alert) and the hint to the control', () => {
    const html = renderToString(
      createElement(TextField, {
        id: 'f-first',
        name: 'firstName',
        label: 'First name',
        error: 'First name is required',
        hint: 'As on your ID',
      }),
    );
    expect(html).toContain('<label class="form-label" for="f-first">First name</label>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-first-error f-first-hint"');
    expect(html).toContain('<div class="form-error" id="f-first-error" role="alert">First name is required</div>');
    const valid = renderToString(createElement(TextField, { id: 'f-last', name: 'lastName', label: 'Last name' }));
    expect(valid).not.toContain('aria-invalid');
    expect(valid).not.toContain('role="alert"');
  });

  it('hide the password until asked, with a named toggle', () => {
    const html = renderToString(
      createElement(PasswordField, {
        id: 'f-pw',
        name: 'password',
        label: 'Password',
        showLabel: 'Show password',
        hideLabel: 'Hide password',
      }),
    );
    expect(html).toContain('type="password"');
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('aria-pressed="false"');
  });
});
