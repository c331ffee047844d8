import { Segmented } from 'antd';
import type { Language } from '@ringside/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '../../lib/language';

/**
 * English / नेपाली: switches every string at once and is remembered on this browser. A radio group with one tab
 * stop: its two radios share a name, so Tab reaches the chosen language and the arrow keys change it (the group
 * itself is not a tab stop of its own).
 */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { i18n, t } = useTranslation();
  // Two switches can be on a page at once (the header's and the phone drawer's): each is its own group.
  const name = `language-${useId()}`;
  return (
    <Segmented
      size="small"
      name={name}
      tabIndex={-1}
      aria-label={t('nav.language')}
      className={dark ? 'language-switch language-switch-dark' : 'language-switch'}
      value={i18n.language}
      options={[
        { label: 'EN', value: 'en', title: 'English' },
        { label: <span lang="ne">नेपाली</span>, value: 'ne', title: 'नेपाली' },
      ]}
      onChange={(value) => {
        rememberLanguage(value as Language);
        void i18n.changeLanguage(value as string);
      }}
    />
  );
}
