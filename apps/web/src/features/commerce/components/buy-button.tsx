import { CheckCircleFilled } from '../../../components/ui/icons/CheckCircleFilled';
import { ShoppingCartOutlined } from '../../../components/ui/icons/ShoppingCartOutlined';
import type { ProductOffer } from '@ringside/contract';
import { formatMoney } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useOwned } from '../api/commerce-api';
import './commerce.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

/**
 * "Buy for Rs. 299": to the checkout of the offer's product (a visitor signs in first and comes back to it), or
 * "Not on sale", disabled, outside the product's sale window; "You have access" for a customer who holds it.
 * A page may name what is sold (`label`, given the price: "Live pass, Rs. 999") and make it a secondary action
 * (`variant` ghost on a dark hero, default elsewhere). Plain light components: reading pages carry no antd.
 */
export function BuyButton({
  offer,
  label,
  variant = 'primary',
  size,
  className,
}: {
  offer: ProductOffer;
  label?: (price: string) => string;
  variant?: 'primary' | 'default' | 'ghost';
  size?: ButtonSize;
  className?: string;
}) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const owned = useOwned(offer.productId, Boolean(session));
  const classes = ['commerce-buy', className].filter(Boolean).join(' ');
  if (owned.data)
    return (
      <p className="commerce-owned">
        <CheckCircleFilled aria-hidden /> {t('commerce.buy.owned')}
      </p>
    );
  if (!offer.onSale)
    return (
      <Button disabled size={size} variant={variant === 'ghost' ? 'ghost' : 'default'} className={classes}>
        {t('commerce.buy.notOnSale')}
      </Button>
    );
  const checkout = `/checkout/${encodeURIComponent(offer.productId)}`;
  const price = formatMoney(offer.amount, offer.currency, locale);
  return (
    <Button
      variant={variant}
      size={size}
      className={classes}
      icon={<ShoppingCartOutlined aria-hidden />}
      onClick={() => void navigate(session ? checkout : `/signin?next=${encodeURIComponent(checkout)}`)}
    >
      {label ? label(price) : t('commerce.buy.buyFor', { price })}
    </Button>
  );
}
