import { MailOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { Customer } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailVerificationDialog } from './email-verification-dialog';
import './identity.css';

/** The account's email with its state, and the way to verify it, add one or change it (all by code). */
export function EmailBlock({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'verify' | 'change' | undefined>();
  const { email, emailVerified } = customer;
  return (
    <div className="identity-email" role="group" aria-labelledby="email-block-title">
      <div id="email-block-title" className="identity-email-label">
        {t('account.email.title')}
      </div>
      <div className="identity-email-row">
        <MailOutlined className="identity-email-icon" aria-hidden />
        <div className="identity-email-text">
          {email ? (
            <>
              <span className="identity-email-address">{email}</span>
              {emailVerified ? (
                <Tag color="green">{t('account.email.verified')}</Tag>
              ) : (
                <Tag color="orange">{t('account.email.notVerified')}</Tag>
              )}
            </>
          ) : (
            <span className="identity-muted">{t('account.email.none')}</span>
          )}
        </div>
        <div className="identity-email-actions">
          {email && !emailVerified ? (
            <Button type="primary" onClick={() => setDialog('verify')}>
              {t('account.email.verify')}
            </Button>
          ) : null}
          {email ? (
            <Button onClick={() => setDialog('change')}>{t('account.email.change')}</Button>
          ) : (
            <Button type="primary" onClick={() => setDialog('change')}>
              {t('account.email.add')}
            </Button>
          )}
        </div>
      </div>
      {dialog ? (
        <EmailVerificationDialog
          initialEmail={dialog === 'verify' ? (email ?? '') : ''}
          title={
            dialog === 'verify'
              ? t('account.email.verifyTitle')
              : email
                ? t('account.email.changeTitle')
                : t('account.email.addTitle')
          }
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </div>
  );
}
