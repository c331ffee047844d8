import { CheckCircleFilled, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ProductOffer } from '@ringside/contract';
import { formatMoney } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useOwned } from '../api/commerce-api';
import './commerce.css';

/**
 * "Buy for Rs. 299": to the checkout of the offer's product (a visitor signs in first and comes back to it), or
 * "Not on sale", disabled, outside the product's sale window; "You have access" for a customer who holds it.
 */
export function BuyButton({ offer }: { offer: ProductOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const owned = useOwned(offer.productId, Boolean(session));
  if (owned.data)
    return (
      <p className="commerce-owned">
        <CheckCircleFilled aria-hidden /> {t('commerce.buy.owned')}
      </p>
    );
  if (!offer.onSale)
    return (
      <Button disabled className="commerce-buy">
        {t('commerce.buy.notOnSale')}
      </Button>
    );
  const checkout = `/checkout/${encodeURIComponent(offer.productId)}`;
  return (
    <Button
      type="primary"
      className="commerce-buy"
      icon={<ShoppingCartOutlined aria-hidden />}
      onClick={() => void navigate(session ? checkout : `/signin?next=${encodeURIComponent(checkout)}`)}
    >
      {t('commerce.buy.buyFor', { price: formatMoney(offer.amount, offer.currency) })}
    </Button>
  );
}
