import { TrophyOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { REGISTRATION_PURPOSES, type RegistrationPurpose } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './identity.css';

const ICONS: Record<RegistrationPurpose, ReactNode> = { FAN: <VideoCameraOutlined />, FIGHTER: <TrophyOutlined /> };

interface Props {
  id?: string;
  value?: RegistrationPurpose;
  onChange?: (purpose: RegistrationPurpose) => void;
}

/** Fan or fighter as two selectable cards: native radios underneath, so keyboards and screen readers work. */
export function PurposeCards({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="identity-purpose" role="radiogroup" id={id} aria-label={t('auth.purpose.label')}>
      {REGISTRATION_PURPOSES.map((purpose) => (
        <label key={purpose} className={value === purpose ? 'identity-purpose-card selected' : 'identity-purpose-card'}>
          <input
            type="radio"
            name="registrationPurpose"
            value={purpose}
            checked={value === purpose}
            onChange={() => onChange?.(purpose)}
            className="visually-hidden"
          />
          <span className="identity-purpose-icon" aria-hidden>
            {ICONS[purpose]}
          </span>
          <span className="identity-purpose-text">
            <strong>{t(`auth.purpose.${purpose}`)}</strong>
            <span>{t(`auth.purpose.${purpose}Text`)}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
