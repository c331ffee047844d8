import { InputNumber, Segmented } from 'antd';
import { HEIGHT_RANGE_CM } from '@ringside/contract';
import {
  INCHES_PER_FOOT,
  INCH_TO_CM,
  cmFromFeetAndInches,
  heightInFeetAndInches,
} from '@ringside/contract/display/height';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trimNumber } from './measures';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (cm: number | null) => void;
  disabled?: boolean;
}

/** Height is stored in centimetres; it can be typed in feet and inches too, with the other unit shown live. */
export function HeightField({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<'cm' | 'ft'>('cm');
  const totalInches = typeof value === 'number' ? Math.round(value / INCH_TO_CM) : undefined;
  const feet = totalInches !== undefined ? Math.floor(totalInches / INCHES_PER_FOOT) : undefined;
  const inches = totalInches !== undefined ? totalInches % INCHES_PER_FOOT : undefined;
  const setFeetInches = (nextFeet: number | null | undefined, nextInches: number | null | undefined) =>
    onChange?.(nextFeet ? cmFromFeetAndInches(nextFeet, nextInches ?? 0) : null);

  return (
    <div className="fighters-height">
      <div className="fighters-height-inputs">
        {unit === 'cm' ? (
          <InputNumber
            id={id}
            value={value}
            onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
            min={HEIGHT_RANGE_CM.min}
            max={HEIGHT_RANGE_CM.max}
            inputMode="decimal"
            suffix="cm"
            disabled={disabled}
            className="fighters-number"
          />
        ) : (
          <>
            <InputNumber
              id={id}
              value={feet}
              onChange={(next) => setFeetInches(next, inches)}
              min={3}
              max={8}
              precision={0}
              inputMode="numeric"
              suffix={t('fighters.application.units.ft')}
              aria-label={t('fighters.application.units.feet')}
              disabled={disabled}
              className="fighters-number"
            />
            <InputNumber
              value={inches}
              onChange={(next) => setFeetInches(feet ?? null, next)}
              min={0}
              max={11}
              precision={0}
              inputMode="numeric"
              suffix={t('fighters.application.units.in')}
              aria-label={t('fighters.application.units.inches')}
              disabled={disabled || feet === undefined}
              className="fighters-number"
            />
          </>
        )}
        <Segmented
          size="small"
          value={unit}
          onChange={(next) => setUnit(next as 'cm' | 'ft')}
          options={[
            { value: 'cm', label: 'cm' },
            { value: 'ft', label: t('fighters.application.units.ftIn') },
          ]}
          aria-label={t('fighters.application.units.heightUnit')}
          disabled={disabled}
        />
      </div>
      <span className="fighters-muted fighters-readout" aria-live="polite">
        {typeof value === 'number'
          ? unit === 'cm'
            ? `≈ ${heightInFeetAndInches(value)}`
            : `= ${trimNumber(value)} cm`
          : '\u00a0'}
      </span>
    </div>
  );
}
