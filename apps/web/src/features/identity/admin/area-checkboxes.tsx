import { Checkbox } from 'antd';
import { PERMISSION_AREAS, type PermissionArea } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { AreaIcon } from './area-icon';

interface Props {
  id?: string;
  /** The group's name for assistive technology (a form label cannot point at a group). */
  label: string;
  value?: PermissionArea[];
  onChange?: (value: PermissionArea[]) => void;
  disabled?: boolean;
}

/** The four permission areas as checkboxes, each with its one-line description (a form control). */
export function AreaCheckboxes({ id, label, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group
        className="admin-area-checks"
        value={value}
        onChange={(next) => onChange?.(next)}
        disabled={disabled}
      >
        {PERMISSION_AREAS.map((area) => (
          <Checkbox key={area} value={area} className="admin-area-check">
            <span className="admin-area-check-name">
              <AreaIcon area={area} /> {t(`admin.areas.${area}.name`)}
            </span>
            <span className="admin-area-check-text">{t(`admin.areas.${area}.description`)}</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
