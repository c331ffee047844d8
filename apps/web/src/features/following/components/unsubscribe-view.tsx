import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useHydrated } from '../../../components/use-hydrated';
import { errorText } from '../../../lib/error-message';
import { unsubscribeByLink } from '../api/alert-preferences';
import './following.css';

/**
 * The page an alert email's "Stop alert emails" link opens: one press, no sign-in. A press rather than the visit
 * itself, since mail scanners open links (the mail app's own button POSTs at once, RFC 8058).
 */
export function UnsubscribeView({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const stop = useMutation({ mutationFn: () => unsubscribeByLink(token ?? '') });
  // A press before the page's script runs would be lost: the button waits for it, as the forms do.
  const hydrated = useHydrated();
  return (
    <div className="following-unsubscribe">
      <section className="following-panel" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">
          {stop.isSuccess ? t('following.unsubscribe.done') : t('following.unsubscribe.title')}
        </h1>
        {!token ? (
          <StatusMessage status="error" title={t('following.unsubscribe.missing')} />
        ) : stop.isSuccess ? (
          <>
            <p>{t('following.unsubscribe.doneLead')}</p>
            <ButtonLink to="/account/alerts">{t('following.unsubscribe.settings')}</ButtonLink>
          </>
        ) : (
          <>
            <p>{t('following.unsubscribe.lead')}</p>
            {stop.isError ? (
              <StatusMessage status="error" title={errorText(stop.error, t('feedback.networkError'))} />
            ) : null}
            <Button
              variant="primary"
              size="large"
              loading={stop.isPending}
              disabled={!hydrated}
              onClick={() => stop.mutate()}
            >
              {t('following.unsubscribe.confirm')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
