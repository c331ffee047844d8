import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { showError, showInfo, showSuccess } from '../../lib/feedback';
import { onSignOut } from '../../lib/session';

/** The app shell around every page: removes the loading overlay, reacts to sign-outs. */
export function RootLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    const overlay = document.getElementById('app-loading');
    if (overlay) {
      overlay.style.opacity = '0';
      setTimeout(() => overlay.remove(), 200);
    }
  }, []);

  useEffect(
    () =>
      onSignOut((reason) => {
        if (reason === 'multiple-login') {
          showInfo(t('feedback.signedOutElsewhere'));
          void navigate('/', { replace: true });
        } else if (reason === 'expired') {
          showError(t('feedback.sessionExpired'));
          void navigate('/signin', { replace: true });
        } else {
          showSuccess(t('feedback.signedOut'));
        }
      }),
    [navigate, t],
  );

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
