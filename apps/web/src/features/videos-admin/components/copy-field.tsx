import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/feedback';

/** A secret shown as dots with its last four characters, until "Show". */
export const maskSecret = (secret: string) => `${'•'.repeat(12)}${secret.slice(-4)}`;

interface Props {
  label: string;
  value: string;
  /** Hidden behind dots until shown (a stream key). */
  secret?: boolean;
}

/** A value staff paste elsewhere (the encoder's server and key): shown read-only, with copy (and show) buttons. */
export function CopyField({ label, value, secret = false }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(!secret);
  const copy = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => showSuccess(t('videosAdmin.live.copied', { label })))
      .catch(() => showError(t('videosAdmin.live.copyFailed')));
  return (
    <div className="videos-admin-copy">
      <span className="admin-filter-label">{label}</span>
      <Space.Compact className="videos-admin-copy-row">
        <code className="videos-admin-code" aria-label={label}>
          {shown ? value : maskSecret(value)}
        </code>
        {secret ? (
          <Button
            icon={shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
            aria-label={t(shown ? 'videosAdmin.live.hide' : 'videosAdmin.live.show', { label })}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          />
        ) : null}
        <Button
          icon={<CopyOutlined aria-hidden />}
          onClick={copy}
          aria-label={t('videosAdmin.live.copyNamed', { label })}
        >
          {t('videosAdmin.live.copy')}
        </Button>
      </Space.Compact>
    </div>
  );
}
