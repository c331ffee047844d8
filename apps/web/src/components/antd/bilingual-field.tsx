import { Form, type FormItemProps, type FormRule, type GetProps, Input, Tag } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodRule } from '../../lib/form-rules';
import { nepaliMissing } from './nepali-missing';
import './bilingual-field.css';

type NamePath = NonNullable<FormItemProps['name']>;

interface Props {
  /** The English field, as the form names it ('title', ['venue', 'name']). */
  name: NamePath;
  /** Its Nepali field ('titleNe', ['venue', 'nameNe']). */
  nameNe: NamePath;
  /** What the field is ("Title"): names the pair and, with "English", the English input. */
  label: string;
  required?: boolean;
  /** The English field's rules (the contract's, through zodRule). */
  rules?: FormRule[];
  /** The Nepali field's rules. */
  rulesNe?: FormRule[];
  /** A hint under both inputs. */
  extra?: ReactNode;
  /** A TextArea rather than a one-line Input. */
  multiline?: boolean;
  maxLength?: number;
  autoComplete?: string;
  /** Placeholder of the English input (the Nepali one has none: a missing value stays visibly empty). */
  placeholder?: string;
  rows?: number;
  autoSize?: GetProps<typeof Input.TextArea>['autoSize'];
  showCount?: boolean;
  disabled?: boolean;
  /** Puts the cursor in the English input when the form opens (a dialog's first field). */
  autoFocus?: boolean;
  /** Marks a Nepali value missing beside English (the back office); the fighter's own form leaves it off. */
  showMissing?: boolean;
  /** Fills its row in a grid of fields (the pair needs the width to sit side by side). */
  wide?: boolean;
  className?: string;
}

/**
 * The names and contract rules of a pair whose Nepali field is `<field>Ne` beside the English one in the same
 * contract shape: `<BilingualField {...bilingual(shape, 'title')} ... />`, or under a path (`['venue']`).
 */
export function bilingual<S extends Record<string, z.ZodType>>(shape: S, field: keyof S & string, path: string[] = []) {
  const nepali = `${field}Ne`;
  const schemaNe = shape[nepali];
  if (!schemaNe) throw new Error(`${field} has no Nepali field in its shape`);
  return {
    name: [...path, field],
    nameNe: [...path, nepali],
    rules: [zodRule(shape[field] as z.ZodType)],
    rulesNe: [zodRule(schemaNe)],
  };
}

/**
 * One text field in both languages (decision 50): "English" and "नेपाली" side by side where the row is wide
 * enough, stacked where it is not (a phone, a narrow dialog column), each with its own rules and errors. The
 * English input is named by the field's label and "English", so it reads as the field it always was; the Nepali
 * one is "नेपाली" within the pair's fieldset (named by the label). Staff see "Nepali missing" while English is
 * written and Nepali is not.
 */
export function BilingualField({
  name,
  nameNe,
  label,
  required,
  rules,
  rulesNe,
  extra,
  multiline = false,
  maxLength,
  autoComplete = 'off',
  placeholder,
  rows,
  autoSize,
  showCount,
  disabled,
  autoFocus,
  showMissing = true,
  wide = false,
  className,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const ids = {
    label: `${id}-label`,
    en: `${id}-en`,
    enLabel: `${id}-en-label`,
    ne: `${id}-ne`,
    neLabel: `${id}-ne-label`,
    missing: `${id}-missing`,
  };
  const form = Form.useFormInstance();
  const english: unknown = Form.useWatch(name, form);
  const nepali: unknown = Form.useWatch(nameNe, form);
  const missing = showMissing && nepaliMissing(english, nepali);

  const input = (language: 'en' | 'ne') => {
    const common = {
      id: language === 'en' ? ids.en : ids.ne,
      lang: language,
      maxLength,
      // The browser's saved names are Latin: it offers them in the English input only.
      autoComplete: language === 'en' ? autoComplete : 'off',
      disabled,
      placeholder: language === 'en' ? placeholder : undefined,
      autoFocus: language === 'en' ? autoFocus : undefined,
      'aria-labelledby': language === 'en' ? `${ids.label} ${ids.enLabel}` : ids.neLabel,
      'aria-describedby': language === 'ne' && missing ? ids.missing : undefined,
    };
    return multiline ? (
      <Input.TextArea {...common} rows={rows} autoSize={autoSize} showCount={showCount} />
    ) : (
      <Input {...common} />
    );
  };

  return (
    <Form.Item
      label={<span id={ids.label}>{label}</span>}
      htmlFor={ids.en}
      required={required}
      extra={extra}
      className={['bilingual-field', wide ? 'bilingual-field-wide' : null, className].filter(Boolean).join(' ')}
    >
      {/* A fieldset rather than role="group" with aria-labelledby: a label reference would name the group and the
          English input alike, and "the field labelled Title" would be two elements. */}
      <fieldset className="bilingual-field-set">
        <legend className="visually-hidden">{label}</legend>
        <div className="bilingual-field-pair">
          <div className="bilingual-field-grid">
            <div className="bilingual-field-half">
              <div className="bilingual-field-language-row">
                <label htmlFor={ids.en} id={ids.enLabel} className="bilingual-field-language" lang="en">
                  {t('language.en')}
                </label>
              </div>
              <Form.Item name={name} rules={rules} required={required} className="bilingual-field-item">
                {input('en')}
              </Form.Item>
            </div>
            <div className="bilingual-field-half">
              <div className="bilingual-field-language-row">
                <label htmlFor={ids.ne} id={ids.neLabel} className="bilingual-field-language" lang="ne">
                  {t('language.ne')}
                </label>
                {missing ? (
                  <Tag id={ids.missing} color="orange" className="bilingual-field-missing">
                    {t('admin.bilingual.missing')}
                  </Tag>
                ) : null}
              </div>
              <Form.Item name={nameNe} rules={rulesNe} className="bilingual-field-item">
                {input('ne')}
              </Form.Item>
            </div>
          </div>
        </div>
      </fieldset>
    </Form.Item>
  );
}

/** The list's marker: an item some of whose Nepali values are missing (`fields` names which, for a tooltip). */
export function NepaliMissingTag({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  const which = fields.join(', ');
  return (
    <Tag color="orange" className="bilingual-missing-tag" title={which}>
      {t('admin.bilingual.missing')}
      <span className="visually-hidden">: {which}</span>
    </Tag>
  );
}
