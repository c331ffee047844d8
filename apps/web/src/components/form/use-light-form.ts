import type { Language } from '@ringside/contract';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldProblems, type FieldRules, checkAll, checkField, problemText, serverProblems } from './rules';

/** What a field needs from its form: spread it on a TextField, PasswordField or SelectField. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

interface Options<Values> {
  initialValues: Values;
  /** The rules of the fields on show; a field without rules is never checked (the other identifier mode's). */
  rules: FieldRules<Values>;
  /** Fields checked again when another changes: `{ countryCode: ['mobileNumber'] }`. */
  dependents?: Partial<Record<keyof Values & string, (keyof Values & string)[]>>;
}

/** Puts the cursor in the first of the fields with these ids, in the order the page shows them. */
function focusFirst(ids: readonly string[]): void {
  const [first] = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  first?.focus();
}

/**
 * The state of a light form (decision 48): values, each field's problem, and when to check. A field is checked
 * when it is left after being changed, again as it changes while it shows a problem, and every field on submit;
 * a failed submit shows every problem and puts the cursor in the first invalid field. Problems are codes of the
 * contract's catalogue, drawn in the page's language; the server's field errors land on the matching fields.
 */
export function useLightForm<Values extends Record<string, string>>({
  initialValues,
  rules,
  dependents,
}: Options<Values>) {
  type Name = keyof Values & string;
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ne' ? 'ne' : 'en';
  const baseId = useId();
  const touched = useRef(new Set<string>());
  const [values, setValues] = useState<Values>(initialValues);
  const [problems, setProblems] = useState<FieldProblems<Values>>({});

  const recheck = (names: Name[], next: Values) =>
    setProblems((current) => {
      const updated = { ...current };
      for (const name of names) {
        const problem = checkField(rules, next, name);
        if (problem) updated[name] = problem;
        else delete updated[name];
      }
      return updated;
    });

  const setValue = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    touched.current.add(name);
    const again = [
      ...(problems[name] ? [name] : []),
      ...(dependents?.[name] ?? []).filter((other) => problems[other] || touched.current.has(other)),
    ];
    if (again.length > 0) recheck(again, next);
  };

  const blur = (name: Name) => {
    if (touched.current.has(name)) recheck([name], values);
  };

  const idOf = (name: string) => `${baseId}${name}`;

  const field = (name: Name): FieldBinding => {
    const problem = problems[name];
    return {
      id: idOf(name),
      name,
      value: values[name] ?? '',
      error: problem ? problemText(problem, language) : undefined,
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => blur(name),
    };
  };

  /** The form's submit handler: checks every field with rules and calls `onValid` only when all pass. */
  const submit = (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkAll(rules, values);
    setProblems(found);
    const invalid = Object.keys(found);
    if (invalid.length > 0) {
      focusFirst(invalid.map(idOf));
      return;
    }
    onValid(values);
  };

  /** Puts the server's per-field errors on the fields on show; answers whether any field matched. */
  const applyServerErrors = (error: unknown): boolean => {
    const found = serverProblems(error, Object.keys(rules));
    const names = Object.keys(found);
    if (names.length === 0) return false;
    setProblems((current) => ({ ...current, ...found }));
    focusFirst(names.map(idOf));
    return true;
  };

  return { values, setValue, field, submit, applyServerErrors, language };
}
