import { type Language, errorMessage, passwordRules } from '@ringside/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleFilled } from '../../../components/ui/icons/CheckCircleFilled';
import { MinusCircleOutlined } from '../../../components/ui/icons/MinusCircleOutlined';
import { usePublicConfig } from '../../../lib/public-config';
import './identity.css';

/** The password policy's rules, each turning green as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t, i18n } = useTranslation();
  const { passwordPolicy } = usePublicConfig();
  const titleId = useId();
  // The page's language (the server renders this list too), not the browser's stored choice.
  const language = i18n.language as Language;
  // The upper limit only matters once crossed; listed from the start it would be a green tick for nothing.
  const rules = passwordRules(password, passwordPolicy).filter((rule) => rule.code !== 'HUBPPMX001' || !rule.met);
  return (
    <div className="identity-checklist">
      <div className="identity-checklist-title" id={titleId}>
        {t('auth.passwordRules.title')}
      </div>
      <ul aria-labelledby={titleId}>
        {rules.map((rule) => (
          <li key={rule.code} className={rule.met ? 'met' : undefined}>
            {rule.met ? <CheckCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />}
            <span>{errorMessage(rule.code, language, rule.params)}</span>
            <span className="visually-hidden">
              {rule.met ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
