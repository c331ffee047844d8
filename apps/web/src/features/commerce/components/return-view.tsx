import { Button, Result, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { errorText } from '../../../lib/error-message';
import { usePublicConfig } from '../../../lib/public-config';
import { useConfirmReturn } from '../api/commerce-api';
import { contentPath, returnParams, returnReference } from './checkout-helpers';
import { PurchaseConfirmation } from './purchase-confirmation';
import './commerce.css';

/**
 * /checkout/return: where a gateway (or the sandbox) sends the payer back. Confirms the payment once, then says so
 * on a confirmation page with the way to what was bought; a failure offers to try again, a pending payment says
 * access follows.
 */
export function ReturnView() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => returnParams(location.search), [location.search]);
  const referenceId = returnReference(params);
  const method = params.method;
  const confirm = useConfirmReturn(method, referenceId, params);
  const outcome = confirm.data;
  usePageMeta({ title: `${t('commerce.return.title')} | ${brand.shortName}`, noindex: true });

  const purchasesLink = (
    <Link key="purchases" className="commerce-link" to="/account/purchases">
      {t('commerce.return.purchases')}
    </Link>
  );

  let body;
  if (Object.keys(params).length === 0)
    body = <Result status="info" title={t('commerce.return.missing')} extra={purchasesLink} />;
  else if (!outcome && confirm.isError)
    body = (
      <Result
        status="warning"
        title={t('commerce.return.errorTitle')}
        subTitle={errorText(confirm.error, t('feedback.networkError'))}
        extra={[
          <Button key="retry" type="primary" onClick={() => void confirm.refetch()} loading={confirm.isFetching}>
            {t('common.retry')}
          </Button>,
          purchasesLink,
        ]}
      />
    );
  else if (outcome?.kind === 'paid') body = <PurchaseConfirmation purchase={outcome.purchase} />;
  else if (outcome?.kind === 'failed')
    body = (
      <Result
        status="error"
        title={errorText(outcome.message, t('commerce.return.failedTitle'))}
        subTitle={outcome.purchase?.productName}
        extra={[
          outcome.purchase ? (
            <Button
              key="again"
              type="primary"
              onClick={() => void navigate(`/checkout/${encodeURIComponent(outcome.purchase?.productId ?? '')}`)}
            >
              {t('commerce.return.tryAgain')}
            </Button>
          ) : null,
          purchasesLink,
        ]}
      />
    );
  else if (outcome?.kind === 'duplicate')
    body = (
      <Result
        status="info"
        title={t('commerce.return.duplicateTitle')}
        subTitle={t(
          outcome.purchase.status === 'REFUNDED'
            ? 'commerce.return.duplicateRefunded'
            : 'commerce.return.duplicateText',
        )}
        extra={[
          <Button
            key="open"
            type="primary"
            onClick={() => void navigate(contentPath(outcome.purchase.productType, outcome.purchase.contentId))}
          >
            {t('commerce.checkout.goToContent')}
          </Button>,
          purchasesLink,
        ]}
      />
    );
  else if (outcome?.kind === 'pending')
    body = (
      <Result
        status="info"
        title={t('commerce.return.pendingTitle')}
        subTitle={t('commerce.return.pendingText')}
        extra={[
          <Button key="check" type="primary" onClick={() => void confirm.refetch()} loading={confirm.isFetching}>
            {t('commerce.return.checkAgain')}
          </Button>,
          purchasesLink,
        ]}
      />
    );
  else
    body = (
      <div className="commerce-confirming" role="status" aria-busy>
        <Spin size="large" />
        <p>{t('commerce.return.confirming')}</p>
      </div>
    );

  return (
    <div className="section narrow">
      <div className="commerce-card">{body}</div>
    </div>
  );
}
