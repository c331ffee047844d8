import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FactRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Differs from the public version: highlighted, with the public value under it. */
  changed?: boolean;
  publicValue?: string;
}

/** Label and value pairs: side by side on wide screens, the label over its value on phones. */
export function FactsList({ rows }: { rows: FactRow[] }) {
  const { t } = useTranslation();
  const empty = <span className="admin-muted">{t('fightersAdmin.review.empty')}</span>;
  return (
    <dl className="fighters-admin-facts">
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.changed ? 'fighters-admin-fact fighters-admin-changed' : 'fighters-admin-fact'}
        >
          <dt>
            {row.label}
            {row.changed ? (
              <span className="fighters-admin-changed-mark">{t('fightersAdmin.review.changed')}</span>
            ) : null}
          </dt>
          <dd>
            {row.value ?? empty}
            {row.changed ? (
              <span className="fighters-admin-was">
                {t('fightersAdmin.review.was', { value: row.publicValue || t('fightersAdmin.review.empty') })}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
