import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import type { Session } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { SignInForm } from './sign-in-form';
import './identity.css';

interface Props {
  /** The signed-in account, when it is not a staff account. */
  session: Session | null;
  /** Where an unverified account returns after its code. */
  next: string;
  /** Shown at the top right, e.g. the language switch. */
  toolbar?: ReactNode;
}

/** The back office door: a centred card on black; a customer account gets told it has no access here. */
export function BackOfficeSignIn({ session, next, toolbar }: Props) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <div className="identity-backoffice">
      {toolbar ? <div className="identity-backoffice-toolbar">{toolbar}</div> : null}
      <main className="identity-backoffice-card">
        <div className="identity-backoffice-brand">
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt="" height={36} />
          ) : (
            <span className="brand-mark">{brand.shortName}</span>
          )}
          <div>
            <div className="identity-backoffice-name">{brand.name}</div>
            <div className="identity-backoffice-area">
              <LockOutlined aria-hidden /> {t('auth.admin.area')}
            </div>
          </div>
        </div>
        {session ? (
          <Result
            status="warning"
            title={t('auth.admin.noAccess')}
            subTitle={t('auth.admin.noAccessText', { name: session.fullName })}
            extra={
              <div className="identity-backoffice-actions">
                <Button block onClick={() => void navigate('/')}>
                  {t('auth.admin.toSite')}
                </Button>
                <Button type="primary" block loading={logout.isPending} onClick={() => logout.mutate()}>
                  {t('auth.admin.signOut')}
                </Button>
              </div>
            }
          />
        ) : (
          <>
            <h1 className="identity-backoffice-title">{t('auth.admin.title')}</h1>
            <p className="identity-muted">{t('auth.admin.subtitle')}</p>
            <SignInForm next={next} showSignUp={false} />
          </>
        )}
      </main>
      <Link to="/" className="identity-backoffice-back">
        {t('auth.admin.backToSite', { brand: brand.name })}
      </Link>
    </div>
  );
}
