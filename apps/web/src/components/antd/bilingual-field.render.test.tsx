import { Form } from 'antd';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import backOffice from '../../i18n/en/back-office';
import site from '../../i18n/en/site';
import { BilingualField } from './bilingual-field';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...site, ...backOffice } } },
  initAsync: false,
});

function render(multiline = false) {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Form layout="vertical" initialValues={{ title: 'Fight night', titleNe: '' }}>
        <BilingualField name="title" nameNe="titleNe" label="Title" required multiline={multiline} maxLength={80} />
      </Form>
    </I18nextProvider>,
  );
}

/** An attribute of a tag in the markup. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
/** The text of the element with this id (no nested elements in the labels here). */
const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('a field in both languages', () => {
  it('names the English input by the field and "English", the Nepali one "नेपाली" within the fieldset', () => {
    const html = render();
    const [english = '', nepali = ''] = html.match(/<input[^>]*>/g) ?? [];
    expect(attribute(english, 'lang')).toBe('en');
    expect(attribute(nepali, 'lang')).toBe('ne');
    const names = (input: string) =>
      (attribute(input, 'aria-labelledby') ?? '').split(' ').map((id) => textOf(html, id));
    expect(names(english)).toEqual(['Title', 'English']);
    expect(names(nepali)).toEqual(['नेपाली']);
    expect(html).toMatch(/<fieldset[^>]*><legend class="visually-hidden">Title<\/legend>/);
    expect(attribute(english, 'maxlength')).toBe('80');
    expect(attribute(english, 'aria-required')).toBe('true');
    expect(attribute(nepali, 'aria-required')).toBeUndefined();
  });

  it('takes a text area for long text, in both languages', () => {
    const html = render(true);
    const areas = html.match(/<textarea[^>]*>/g) ?? [];
    expect(areas.map((area) => attribute(area, 'lang'))).toEqual(['en', 'ne']);
  });
});
