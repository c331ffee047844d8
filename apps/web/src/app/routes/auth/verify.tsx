import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { AuthCard } from '../../../features/identity/components/auth-card';
import { safeNext } from '../../../features/identity/components/next-path';
import { pendingVerification } from '../../../features/identity/components/pending-verification';
import { VerifySignUp } from '../../../features/identity/components/verify-sign-up';
import { showSuccess } from '../../../lib/feedback';
import { usePublicConfig } from '../../../lib/public-config';

export default function VerifyPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: a successful code forgets it, and the page must not flip to "nothing to verify" meanwhile.
  const [pending] = useState(pendingVerification);
  usePageMeta({ title: `${t('auth.verify.title')} | ${brand.shortName}`, noindex: true });

  if (!pending)
    return (
      <AuthCard title={t('auth.verify.title')}>
        <Result
          status="info"
          title={t('auth.verify.nothingTitle')}
          subTitle={t('auth.verify.nothingText')}
          extra={
            <div className="identity-result-actions">
              <Button type="primary" onClick={() => void navigate('/signup')}>
                {t('auth.signIn.createAccount')}
              </Button>
              <Button onClick={() => void navigate('/signin')}>{t('auth.signIn.submit')}</Button>
            </div>
          }
        />
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')}>
      <VerifySignUp
        pending={pending}
        onVerified={() => {
          showSuccess(t('auth.verify.success'));
          void navigate(safeNext(params.get('next'), '/account'), { replace: true });
        }}
      />
    </AuthCard>
  );
}
