import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { LanguageSwitch } from '../../layouts/language-switch';

// AdminLayout imports this page statically, so the form (antd Form, Select, the phone rules) loads on
// demand here; otherwise it would weigh on the first page of every visitor to the public site.
const BackOfficeSignIn = lazy(async () => ({
  default: (await import('../../../features/identity/components/back-office-sign-in')).BackOfficeSignIn,
}));

/** Rendered by AdminLayout for every /admin path while nobody, or a non-staff account, is signed in. */
export default function AdminSignInPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  const location = useLocation();
  usePageMeta({ title: `${t('auth.admin.title')} | ${brand.name}`, noindex: true });
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh', background: '#000' }} />}>
      <BackOfficeSignIn
        session={session && session.customerType !== 'SUPPORT' ? session : null}
        next={location.pathname + location.search}
        toolbar={<LanguageSwitch dark />}
      />
    </Suspense>
  );
}
