import type { Purchase } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { ButtonLink } from '../../../components/ui/button';
import { contentPath } from './checkout-helpers';
import './commerce.css';

/**
 * What a fan sees once a payment is confirmed: that it went through, what it bought, for how much, with what and
 * its reference (for support), and the way to what they bought. A page that stays, not a toast that passes.
 */
export function PurchaseConfirmation({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed from "Confirming…" to this: a screen reader hears the heading, a keyboard starts from it.
  useEffect(() => heading.current?.focus(), []);
  const paidAt = purchase.paidAt ?? purchase.createdAt;
  return (
    <div className="commerce-confirmation">
      <span className="commerce-confirmation-mark" aria-hidden>
        ✓
      </span>
      <h1 className="commerce-confirmation-title" ref={heading} tabIndex={-1}>
        {t('commerce.return.paidTitle')}
      </h1>
      <p className="commerce-confirmation-text">
        {t(`commerce.return.paidText.${purchase.productType}`, { name: purchase.productName })}
      </p>
      <dl className="commerce-purchase-facts commerce-confirmation-facts">
        <div>
          <dt>{t('commerce.return.bought')}</dt>
          <dd>{purchase.productName}</dd>
        </div>
        <div>
          <dt>{t('commerce.purchases.amount')}</dt>
          <dd data-testid="confirmation-amount">{formatMoney(purchase.amount, purchase.currency)}</dd>
        </div>
        <div>
          <dt>{t('commerce.purchases.method')}</dt>
          <dd>{t(`commerce.methods.${purchase.method}`)}</dd>
        </div>
        <div>
          <dt>{t('commerce.purchases.date')}</dt>
          <dd>
            <time dateTime={paidAt}>{formatDateTime(paidAt, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('commerce.purchases.reference')}</dt>
          <dd className="commerce-reference">{purchase.referenceId}</dd>
        </div>
      </dl>
      <div className="commerce-confirmation-actions">
        <ButtonLink variant="primary" size="large" to={contentPath(purchase.productType, purchase.contentId)}>
          {t(`commerce.return.open.${purchase.productType}`)}
        </ButtonLink>
        <Link className="commerce-link" to="/account/purchases">
          {t('commerce.return.purchases')}
        </Link>
      </div>
    </div>
  );
}
