import { InboxOutlined, PictureOutlined } from '@ant-design/icons';
import { Skeleton, Upload } from 'antd';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/feedback';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useSession } from '../../../lib/session';
import { useCustomer } from '../api/customer';
import { useLogo } from '../api/logo';
import { useUploadLogo } from '../api/upload-logo';
import './identity.css';

/** An agent's logo: the current one, and an upload that replaces it. Size and format limits are the server's. */
export function LogoPanel() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const session = useSession();
  const customer = useCustomer(session?.userId);
  // The profile says whether a logo exists; asking /customers/logo without one would only answer 404.
  const logo = useLogo(Boolean(customer.data?.logoUrl));
  const upload = useUploadLogo();
  const current = logo.data?.logoUrl ?? customer.data?.logoUrl ?? null;
  const loading = customer.isLoading || logo.isLoading;
  const failed =
    customer.isError || (logo.isError && !(logo.error instanceof ApiError && logo.error.code === 'HUBLGNF001'));
  return (
    <div className="identity-logo">
      <figure className="identity-logo-preview">
        {loading ? (
          <Skeleton.Image active />
        ) : current ? (
          <img src={current} alt={t('account.logo.current')} />
        ) : (
          <div className="identity-logo-empty">
            <PictureOutlined aria-hidden />
            <span>{failed ? t('feedback.networkError') : t('account.logo.none')}</span>
          </div>
        )}
        <figcaption className="identity-muted">
          {logo.data
            ? t('account.logo.updatedAt', { date: formatDateTime(logo.data.updatedAt, locale) })
            : t('account.logo.current')}
        </figcaption>
      </figure>
      <div className="identity-logo-upload">
        <Upload.Dragger
          name="logo"
          accept="image/png,image/jpeg,image/webp"
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending}
          customRequest={({ file, onSuccess, onError }) => {
            upload.mutate(file as File, {
              onSuccess: (saved) => {
                onSuccess?.(saved);
                showSuccess(t('account.logo.uploaded'));
              },
              onError: (error) => onError?.(error),
            });
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {upload.isPending
              ? t('account.logo.uploading')
              : current
                ? t('account.logo.replace')
                : t('account.logo.upload')}
          </p>
          <p className="ant-upload-hint">{t('account.logo.hint')}</p>
        </Upload.Dragger>
      </div>
    </div>
  );
}
