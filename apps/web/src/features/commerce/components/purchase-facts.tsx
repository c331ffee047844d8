import type { Purchase } from '@ringside/contract';
import { formatDateTimeWithBs } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';
import './commerce.css';

/**
 * A purchase's amount, method, date (paid, else started) and reference, as the fan's purchases and the
 * confirmation page show them; `first` goes before them (what was bought, on the confirmation).
 */
export function PurchaseFacts({
  purchase,
  first,
  className,
}: {
  purchase: Purchase;
  first?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const at = purchase.paidAt ?? purchase.createdAt;
  return (
    <dl className={['commerce-purchase-facts', className].filter(Boolean).join(' ')}>
      {first}
      <div>
        <dt>{t('commerce.purchases.amount')}</dt>
        <dd data-testid="purchase-amount">{formatMoney(purchase.amount, purchase.currency, locale)}</dd>
      </div>
      <div>
        <dt>{t('commerce.purchases.method')}</dt>
        <dd>{t(`commerce.methods.${purchase.method}`)}</dd>
      </div>
      <div>
        <dt>{t('commerce.purchases.date')}</dt>
        <dd>
          <time dateTime={at}>{formatDateTimeWithBs(at, locale)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('commerce.purchases.reference')}</dt>
        <dd className="commerce-reference">{purchase.referenceId}</dd>
      </div>
    </dl>
  );
}
