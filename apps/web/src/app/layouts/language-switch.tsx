import type { Language } from '@ringside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/dictionaries';

const OPTIONS = [
  { value: 'en', label: 'EN', title: 'English', lang: undefined },
  { value: 'ne', label: 'नेपाली', title: 'नेपाली', lang: 'ne' },
] as const;

/**
 * English / नेपाली: switches every string at once and is remembered on this browser; what staff wrote (event
 * names, video titles) is fetched again, since the API answers in the caller's language. Native radios sharing a
 * name: one tab stop, on the chosen language, and the arrow keys change it.
 */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { i18n, t } = useTranslation();
  const queryClient = useQueryClient();
  const choose = async (language: Language) => {
    await switchLanguage(language);
    await queryClient.invalidateQueries();
  };
  // Two switches can be on a page at once (the header's and the phone drawer's): each is its own group.
  const name = `language-${useId()}`;
  return (
    <div
      role="radiogroup"
      aria-label={t('nav.language')}
      className={dark ? 'language-switch language-switch-dark' : 'language-switch'}
    >
      {OPTIONS.map((option) => (
        <label key={option.value} className="language-option" title={option.title}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={i18n.language === option.value}
            onChange={() => void choose(option.value)}
          />
          <span lang={option.lang}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
