import { Segmented } from 'antd';
import type { Language } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '../../lib/language';

/** English / नेपाली: switches every string at once and is remembered on this browser. */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { i18n, t } = useTranslation();
  return (
    <Segmented
      size="small"
      aria-label={t('nav.language')}
      className={dark ? 'language-switch language-switch-dark' : 'language-switch'}
      value={i18n.language}
      options={[
        { label: 'EN', value: 'en' },
        { label: 'नेपाली', value: 'ne' },
      ]}
      onChange={(value) => {
        rememberLanguage(value as Language);
        void i18n.changeLanguage(value as string);
      }}
    />
  );
}
