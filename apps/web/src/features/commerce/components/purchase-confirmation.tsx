import type { Purchase } from '@ringside/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { contentPath } from './checkout-helpers';
import { PurchaseFacts } from './purchase-facts';
import './commerce.css';

/**
 * What a fan sees once a payment is confirmed: that it went through, what it bought, for how much, with what and
 * its reference (for support), and the way to what they bought. A page that stays, not a toast that passes.
 */
export function PurchaseConfirmation({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed from "Confirming…" to this: a screen reader hears the heading, a keyboard starts from it.
  useEffect(() => heading.current?.focus(), []);
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
      <PurchaseFacts
        purchase={purchase}
        className="commerce-confirmation-facts"
        first={
          <div>
            <dt>{t('commerce.return.bought')}</dt>
            <dd>{purchase.productName}</dd>
          </div>
        }
      />
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
