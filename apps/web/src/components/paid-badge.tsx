import type { CardPrice } from '@ringside/contract';
import { formatMoney } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { CheckOutlined } from './ui/icons/CheckOutlined';
import { LockOutlined } from './ui/icons/LockOutlined';
import './paid-badge.css';
import { useDisplayLocale } from './use-display-locale';

/**
 * A paid card's badge (video cards, home tiles): "Yours" for content the viewer holds (no lock), its price with a
 * lock for content sold on its own ("Rs. 299"), else a lock alone (sold only in a showcase, or given by staff).
 * Read out as words.
 */
export function PaidBadge({ price, owned }: { price?: CardPrice | null; owned?: boolean }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  if (owned)
    return (
      <span className="paid-badge paid-badge-owned">
        <CheckOutlined aria-hidden />
        {t('videos.card.owned')}
      </span>
    );
  if (price)
    return (
      <span className="paid-badge paid-badge-price" title={t('videos.card.paid')}>
        <LockOutlined aria-hidden className="paid-badge-lock" />
        <span className="visually-hidden">{t('videos.card.priceLabel')} </span>
        {formatMoney(price.amount, price.currency, locale)}
      </span>
    );
  return (
    <span className="paid-badge paid-badge-locked" title={t('videos.card.paid')}>
      <LockOutlined aria-hidden />
      <span className="visually-hidden">{t('videos.card.paid')}</span>
    </span>
  );
}
