import { REGISTRATION_PURPOSES, type RegistrationPurpose } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TrophyOutlined } from '../../../components/ui/icons/TrophyOutlined';
import { VideoCameraOutlined } from '../../../components/ui/icons/VideoCameraOutlined';
import './identity.css';

const ICONS: Record<RegistrationPurpose, ReactNode> = { FAN: <VideoCameraOutlined />, FIGHTER: <TrophyOutlined /> };

interface Props {
  id?: string;
  value?: RegistrationPurpose;
  onChange?: (purpose: RegistrationPurpose) => void;
  /** The id of the visible label of the choice; without it the group is named by its aria-label. */
  labelledBy?: string;
  /** Icon beside the name, shorter cards: the sign-up page on a phone. */
  compact?: boolean;
}

/**
 * Fan or fighter as two selectable cards: native radios underneath, so keyboards and screen readers work. No antd:
 * the sign-up page uses it as it is, the profile inside an antd Form.Item (which passes id, value, onChange).
 */
export function PurposeCards({ id, value, onChange, labelledBy, compact = false }: Props) {
  const { t } = useTranslation();
  return (
    <div
      className={compact ? 'identity-purpose compact' : 'identity-purpose'}
      role="radiogroup"
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('auth.purpose.label')}
    >
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
