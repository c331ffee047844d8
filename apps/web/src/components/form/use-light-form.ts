import type { Language } from '@ringside/contract';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FieldProblems,
  type FieldRules,
  type FormChecks,
  checkAll,
  checkField,
  plainText,
  serverProblems,
} from './rules';

/** What a field needs from its form: spread it on a TextField, PasswordField or SelectField. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

interface Options<Values, Checks extends FormChecks> {
  initialValues: Values;
  /**
   * Loads the form's check module (its rules on the contract's schemas, the phone checks, the catalogue's messages):
   * not with the page but on the first focus or input inside the form, or on submit (decision 48).
   */
  checks: () => Promise<Checks>;
  /** The rules of the fields on show, from the loaded checks; a field without rules is never checked. */
  rules: (checks: Checks) => FieldRules<Values>;
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
 *
 * The checks are not part of the page: they load when the visitor first focuses or types in the form (spread
 * `formProps` on the form) or submits it. A submit before they arrive waits for them, then checks as usual; if they
 * cannot be loaded, the form goes to the server, whose field errors come with their message in the visitor's
 * language.
 */
export function useLightForm<Values extends Record<string, string>, Checks extends FormChecks>({
  initialValues,
  checks: load,
  rules,
  dependents,
}: Options<Values, Checks>) {
  type Name = keyof Values & string;
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ne' ? 'ne' : 'en';
  const baseId = useId();
  const touched = useRef(new Set<string>());
  const [values, setValues] = useState<Values>(initialValues);
  const [problems, setProblems] = useState<FieldProblems<Values>>({});
  const [checks, setChecks] = useState<Checks>();
  const loaded = useRef<Checks | undefined>(undefined);
  const loading = useRef<Promise<Checks> | undefined>(undefined);
  const waiting = useRef(false);
  const [checking, setChecking] = useState(false);

  /** The checks, loaded once; a failed load is tried again next time. */
  const loadChecks = (): Promise<Checks> => {
    if (loaded.current) return Promise.resolve(loaded.current);
    loading.current ??= load().then(
      (module) => {
        loaded.current = module;
        setChecks(module);
        return module;
      },
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  };

  /** Runs a check with the checks: at once when they are here, else when they arrive. */
  const withChecks = (run: (checks: Checks) => void) => {
    if (loaded.current) run(loaded.current);
    else loadChecks().then(run, () => undefined);
  };

  const recheck = (ready: Checks, names: Name[], next: Values) => {
    const fieldRules = rules(ready);
    setProblems((current) => {
      const updated = { ...current };
      for (const name of names) {
        const problem = checkField(fieldRules, next, name);
        if (problem) updated[name] = problem;
        else delete updated[name];
      }
      return updated;
    });
  };

  const setValue = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    touched.current.add(name);
    const again = [
      ...(problems[name] ? [name] : []),
      ...(dependents?.[name] ?? []).filter((other) => problems[other] || touched.current.has(other)),
    ];
    if (again.length > 0) withChecks((ready) => recheck(ready, again, next));
  };

  const blur = (name: Name) => {
    if (touched.current.has(name)) withChecks((ready) => recheck(ready, [name], values));
  };

  const idOf = (name: string) => `${baseId}${name}`;

  const field = (name: Name): FieldBinding => {
    const problem = problems[name];
    return {
      id: idOf(name),
      name,
      value: values[name] ?? '',
      error: problem ? (checks ? checks.describe(problem, language) : plainText(problem)) : undefined,
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => blur(name),
    };
  };

  /** Starts loading the checks at the visitor's first focus or input inside the form. */
  const start = () => {
    if (!loaded.current) loadChecks().catch(() => undefined);
  };

  /** The form's submit handler: checks every field with rules and calls `onValid` only when all pass. */
  const submit = (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validate = (ready: Checks) => {
      const found = checkAll(rules(ready), values);
      setProblems(found);
      const invalid = Object.keys(found);
      if (invalid.length > 0) {
        focusFirst(invalid.map(idOf));
        return;
      }
      onValid(values);
    };
    if (loaded.current) {
      validate(loaded.current);
      return;
    }
    // A second press while the checks are on their way adds nothing.
    if (waiting.current) return;
    waiting.current = true;
    setChecking(true);
    loadChecks()
      .then(validate, () => onValid(values))
      .finally(() => {
        waiting.current = false;
        setChecking(false);
      });
  };

  /** Puts the server's per-field errors on the fields on show; answers whether any field matched. */
  const applyServerErrors = (error: unknown): boolean => {
    const found = serverProblems(error, Object.keys(loaded.current ? rules(loaded.current) : values));
    const names = Object.keys(found);
    if (names.length === 0) return false;
    setProblems((current) => ({ ...current, ...found }));
    focusFirst(names.map(idOf));
    return true;
  };

  /** Spread on the form: its first focus or input starts loading the checks. */
  const formProps = { onFocus: start, onInput: start };

  /** `checking`: a submit waits for the checks (the submit button shows it is busy). */
  return { values, setValue, field, submit, applyServerErrors, language, formProps, checks, checking };
}
