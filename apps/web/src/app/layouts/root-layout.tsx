import { type CSSProperties, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { readableOn } from '../../components/contrast';
import { FormErrorAnnouncer } from '../../components/form-error-announcer';
import { showError, showInfo, showSuccess, Toaster } from '../../lib/feedback';
import { usePublicConfig } from '../../lib/public-config';
import { onSignOut } from '../../lib/session';

/** The page's grey (styles.css, --page): the lightest background the brand colour is read on as text. */
const PAGE_BACKGROUND = '#f4f4f5';

/** The brand colour is a setting: the light components read it from these variables (styles.css). */
function useBrandColours(): CSSProperties {
  const { brand } = usePublicConfig();
  return useMemo(() => {
    const onBrand = readableOn('#ffffff', brand.primaryColor) === '#ffffff' ? '#ffffff' : '#000000';
    return {
      '--brand': brand.primaryColor,
      '--brand-text': readableOn(brand.primaryColor, PAGE_BACKGROUND),
      '--on-brand': onBrand,
    } as CSSProperties;
  }, [brand.primaryColor]);
}

/**
 * The app shell around every page: removes the loading overlay, reacts to sign-outs, gives every screen the
 * readable colours and the forms' focus on the first error, and makes form errors alerts.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    // The page works from here on (hydrated, or rendered in the browser): journeys wait for this mark.
    document.documentElement.dataset.ready = 'true';
    const overlay = document.getElementById('app-loading');
    if (overlay) {
      overlay.style.opacity = '0';
      setTimeout(() => overlay.remove(), 200);
    }
  }, []);

  useEffect(
    () =>
      onSignOut((reason) => {
        // The back office shows its own sign-in form; everywhere else a sign-out returns home.
        const inBackOffice = window.location.pathname.startsWith('/admin');
        if (reason === 'multiple-login') {
          showInfo(t('feedback.signedOutElsewhere'));
          void navigate(inBackOffice ? '/admin' : '/', { replace: true });
        } else if (reason === 'expired') {
          showError(t('feedback.sessionExpired'));
          // Already on a sign-in form: navigating again would re-mount it under the visitor's typing.
          const signIn = inBackOffice ? '/admin' : '/signin';
          if (window.location.pathname !== signIn) void navigate(signIn, { replace: true });
        } else {
          showSuccess(t('feedback.signedOut'));
          if (!inBackOffice) void navigate('/', { replace: true });
        }
      }),
    [navigate, t],
  );

  return (
    <div className="app-root" style={useBrandColours()}>
      <ScrollRestoration />
      <Outlet />
      <FormErrorAnnouncer />
      <Toaster />
    </div>
  );
}
