import { MobileOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag } from 'antd';
import { type Customer, DEFAULT_DIAL_CODE } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { useRemoveMobile } from '../api/remove-mobile';
import { MobileVerificationDialog } from './mobile-verification-dialog';
import './identity.css';

/**
 * The account's mobile number with its state: a number is added or changed only by its SMS code, and removed
 * on its own (not when it is the only way to sign in).
 */
export function MobileBlock({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'verify' | 'change' | undefined>();
  const remove = useRemoveMobile();
  const { countryCode, mobileNumber, mobileNumberVerified } = customer;
  return (
    <div className="identity-email" role="group" aria-labelledby="mobile-block-title">
      <div id="mobile-block-title" className="identity-email-label">
        {t('account.mobile.title')}
      </div>
      <div className="identity-email-row">
        <MobileOutlined className="identity-email-icon" aria-hidden />
        <div className="identity-email-text">
          {mobileNumber ? (
            <>
              <span className="identity-email-address">
                {countryCode} {mobileNumber}
              </span>
              {mobileNumberVerified ? (
                <Tag color="green">{t('account.email.verified')}</Tag>
              ) : (
                <Tag color="orange">{t('account.email.notVerified')}</Tag>
              )}
            </>
          ) : (
            <span className="identity-muted">{t('account.mobile.none')}</span>
          )}
        </div>
        <div className="identity-email-actions">
          {mobileNumber && !mobileNumberVerified ? (
            <Button type="primary" onClick={() => setDialog('verify')}>
              {t('account.email.verify')}
            </Button>
          ) : null}
          {mobileNumber ? (
            <Button onClick={() => setDialog('change')}>{t('account.mobile.change')}</Button>
          ) : (
            <Button type="primary" onClick={() => setDialog('change')}>
              {t('account.mobile.add')}
            </Button>
          )}
          {mobileNumber && customer.email ? (
            <Popconfirm
              title={t('account.mobile.confirmRemove')}
              okText={t('account.mobile.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(undefined, { onSuccess: () => showSuccess(t('account.mobile.removed')) })}
            >
              <Button danger loading={remove.isPending}>
                {t('account.mobile.remove')}
              </Button>
            </Popconfirm>
          ) : null}
        </div>
      </div>
      {dialog ? (
        <MobileVerificationDialog
          initial={{
            countryCode: countryCode ?? DEFAULT_DIAL_CODE,
            mobileNumber: dialog === 'verify' ? (mobileNumber ?? '') : '',
          }}
          title={
            dialog === 'verify'
              ? t('account.mobile.verifyTitle')
              : mobileNumber
                ? t('account.mobile.changeTitle')
                : t('account.mobile.addTitle')
          }
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </div>
  );
}
