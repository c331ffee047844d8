import type { Product } from '@ringside/contract';
import { formatMoney } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { usePasses } from '../api/passes';
import { BuyButton } from './buy-button';
import './commerce.css';

function PassCard({ pass }: { pass: Product }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <li className="commerce-pass" data-testid="fight-pass">
      <h2 className="commerce-pass-name">{pass.name}</h2>
      <p className="commerce-pass-price">
        <strong>{formatMoney(pass.amount, pass.currency, locale)}</strong>
        {pass.validDays ? (
          <span className="commerce-pass-days">{t('commerce.pass.days', { count: pass.validDays })}</span>
        ) : null}
      </p>
      {pass.description ? <p className="commerce-description">{pass.description}</p> : null}
      <ul className="commerce-pass-opens">
        <li>{t('commerce.pass.opensVideos')}</li>
        <li>{t('commerce.pass.opensLive')}</li>
        <li>{t('commerce.pass.renew')}</li>
      </ul>
      <BuyButton
        offer={{
          productId: pass.id,
          amount: pass.amount,
          currency: pass.currency,
          usdAmount: pass.usdAmount,
          onSale: pass.onSale,
        }}
        size="large"
        className="commerce-pass-buy"
        label={(price) => t('commerce.pass.buy', { price })}
      />
    </li>
  );
}

/**
 * The Fight Passes on sale: what each opens, for how long, and Buy (a holder reads "You have access"; renewing
 * early is buying again, and the new pass starts when the running one ends).
 */
export function PassOffers() {
  const { t } = useTranslation();
  const passes = usePasses();
  if (passes.isPending) return <Skeleton lines={5} />;
  if (passes.isError)
    return (
      <StatusMessage
        status="error"
        title={t('commerce.pass.loadError')}
        extra={<Button onClick={() => void passes.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const items = passes.data.items;
  if (items.length === 0) return <StatusMessage status="info" title={t('commerce.pass.none')} />;
  return (
    <ul className="commerce-passes">
      {items.map((pass) => (
        <PassCard key={pass.id} pass={pass} />
      ))}
    </ul>
  );
}
