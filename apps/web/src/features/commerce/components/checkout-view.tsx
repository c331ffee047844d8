import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Result, Skeleton, Tag } from 'antd';
import type { PaymentMethod, Product } from '@ringside/contract';
import { formatMoney } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { errorText } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/language';
import { usePublicConfig } from '../../../lib/public-config';
import { isNotFound } from '../../../lib/api-client';
import { isCode, useInitiatePurchase, usePaymentMethods, useProduct } from '../api/commerce-api';
import { clampQuantity, contentPath, orderMethods, saleClosedText } from './checkout-helpers';
import { followHandoff } from './follow-handoff';
import './commerce.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** /checkout/:productId: what is bought, its price, the payment methods, and Pay. */
export function CheckoutView({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const product = useProduct(productId);
  const navigate = useNavigate();
  usePageMeta({ title: `${t('commerce.checkout.title')} | ${brand.shortName}`, noindex: true });

  if (product.data) return <CheckoutForm product={product.data} onClosed={() => void product.refetch()} />;
  if (product.isError)
    return (
      <div className="section narrow">
        <Result
          status={isNotFound(product.error) ? '404' : 'warning'}
          title={isNotFound(product.error) ? t('commerce.checkout.notFound') : t('commerce.checkout.loadError')}
          extra={
            isNotFound(product.error) ? (
              <Button onClick={() => void navigate('/videos')}>{t('commerce.purchases.browse')}</Button>
            ) : (
              <Button onClick={() => void product.refetch()} loading={product.isFetching}>
                {t('common.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  return (
    <div className="section narrow" aria-busy>
      <div className="commerce-card">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    </div>
  );
}

function CheckoutForm({ product, onClosed }: { product: Product; onClosed: () => void }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const methods = usePaymentMethods();
  const initiate = useInitiatePurchase();
  const available = orderMethods(methods.data?.items ?? []);
  const [chosen, setChosen] = useState<PaymentMethod | undefined>();
  const method = chosen && available.includes(chosen) ? chosen : available[0];
  // Tickets are bought by the seat: the event page's quantity, changeable here up to the tier's limit.
  const limit = product.productType === 'TICKET' ? (product.perOrderLimit ?? 1) : 1;
  const [quantity, setQuantity] = useState(() => clampQuantity(search.get('quantity'), limit));
  const total = product.amount * quantity;
  const price = formatMoney(total, product.currency, locale);
  const owned = isCode(initiate.error, 'HUBPUDP001', 'HUBPUDP002');

  const pay = () => {
    if (!method) return;
    initiate.mutate(
      {
        productId: product.id,
        productType: product.productType,
        amount: total,
        method,
        ...(limit > 1 || quantity > 1 ? { quantity } : {}),
      },
      {
        onSuccess: (response) => void followHandoff(response, (path) => void navigate(path)),
        // Closed since the page was loaded (its event cancelled): the product read afresh shows why, without Pay.
        onError: (error) => {
          if (isCode(error, 'HUBPRCN001', 'HUBPRNS001')) onClosed();
        },
      },
    );
  };

  return (
    <div className="section narrow">
      <div className="commerce-card">
        <p className="commerce-kicker">{t('commerce.checkout.kicker')}</p>
        <h1 className="commerce-title">{product.name}</h1>
        <p className="commerce-meta">
          <Tag>{t(`commerce.types.${product.productType}`)}</Tag>
        </p>
        {product.description ? <p className="commerce-description">{product.description}</p> : null}
        {limit > 1 ? (
          <label className="commerce-quantity">
            <span>{t('commerce.checkout.quantity')}</span>
            <select
              value={quantity}
              onChange={(event) => setQuantity(Number(event.target.value))}
              data-testid="checkout-quantity"
            >
              {Array.from({ length: limit }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {t('commerce.checkout.seats', {
                    count,
                    price: formatMoney(product.amount * count, product.currency, locale),
                  })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <dl className="commerce-price">
          <dt>{quantity > 1 ? t('commerce.checkout.total') : t('commerce.checkout.price')}</dt>
          <dd data-testid="checkout-price">{price}</dd>
        </dl>
        {product.productType === 'PASS' && product.validDays ? (
          <p className="commerce-description">{t('commerce.checkout.passDays', { count: product.validDays })}</p>
        ) : null}

        {!product.onSale ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            data-testid="checkout-closed"
            title={saleClosedText(product.saleClosedCode, currentLanguage()) ?? t('commerce.checkout.notOnSale')}
          />
        ) : (
          <>
            <fieldset className="commerce-methods">
              <legend>{t('commerce.checkout.method')}</legend>
              {methods.isPending ? (
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              ) : available.length === 0 ? (
                <Alert type="warning" showIcon title={t('commerce.checkout.noMethods')} />
              ) : (
                <Radio.Group
                  className="commerce-method-list"
                  value={method}
                  onChange={(event) => setChosen(event.target.value as PaymentMethod)}
                  options={available.map((value) => ({
                    value,
                    label: t(`commerce.methods.${value}`),
                    className: 'commerce-method',
                  }))}
                />
              )}
            </fieldset>

            {initiate.error ? (
              <Alert
                className="commerce-alert"
                type={owned ? 'info' : 'error'}
                showIcon
                role="alert"
                title={
                  owned ? t('commerce.checkout.alreadyOwned') : errorText(initiate.error, t('feedback.networkError'))
                }
                description={owned ? errorText(initiate.error, t('feedback.networkError')) : undefined}
                action={
                  owned ? (
                    <Link to={contentPath(product.productType, product.contentId)}>
                      {t('commerce.checkout.goToContent')}
                    </Link>
                  ) : undefined
                }
              />
            ) : null}

            <Button
              type="primary"
              size="large"
              block
              className="commerce-pay"
              icon={<LockOutlined aria-hidden />}
              disabled={!method}
              loading={initiate.isPending || initiate.isSuccess}
              onClick={pay}
            >
              {t('commerce.checkout.pay', { price })}
            </Button>
            <p className="commerce-note">{t('commerce.checkout.secure')}</p>
            <p className="commerce-note">
              {product.productType === 'TICKET' ? t('commerce.checkout.tickets') : t('commerce.checkout.access')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
