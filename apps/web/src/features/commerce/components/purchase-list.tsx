import { Button, Pagination, Result, Skeleton, Tag } from 'antd';
import type { Purchase, PurchaseStatus } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ReceiptButton } from '../../../components/antd/receipt-button';
import { ButtonLink } from '../../../components/ui/button';
import { PlayCircleFilled } from '../../../components/ui/icons/PlayCircleFilled';
import { useMyPurchases } from '../api/commerce-api';
import { contentPath } from './checkout-helpers';
import { PurchaseFacts } from './purchase-facts';
import './commerce.css';

const PAGE_SIZE = 10;

const STATUS_COLOR: Record<PurchaseStatus, string> = {
  PAID: 'success',
  UNPAID: 'processing',
  FAILED: 'error',
  CANCELLED: 'default',
  EXPIRED: 'default',
  REFUNDED: 'warning',
};

function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  // What a paid purchase opened is one press away (a ticket's QR code is under "My tickets", linked by its name).
  const watchable = purchase.status === 'PAID' && purchase.productType !== 'TICKET';
  const receipt = purchase.status === 'PAID' || purchase.status === 'REFUNDED';
  return (
    <li className="commerce-purchase" data-testid="purchase">
      <div className="commerce-purchase-head">
        <h3 className="commerce-purchase-name">
          <Link to={contentPath(purchase.productType, purchase.contentId)}>{purchase.productName}</Link>
        </h3>
        <Tag color={STATUS_COLOR[purchase.status]} className="commerce-status">
          {t(`commerce.purchases.status.${purchase.status}`)}
        </Tag>
      </div>
      <PurchaseFacts purchase={purchase} />
      {watchable || receipt ? (
        <div className="commerce-purchase-actions">
          {watchable ? (
            <ButtonLink
              to={contentPath(purchase.productType, purchase.contentId)}
              variant="primary"
              size="small"
              icon={<PlayCircleFilled aria-hidden />}
              aria-label={t('commerce.purchases.watchAria', { name: purchase.productName })}
            >
              {t('commerce.purchases.watch')}
            </ButtonLink>
          ) : null}
          {receipt ? <ReceiptButton referenceId={purchase.referenceId} size="small" /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** The customer's purchases, newest first, a page at a time. */
export function PurchaseList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const purchases = useMyPurchases(userId, page, PAGE_SIZE);
  if (purchases.isPending)
    return (
      <section className="commerce-panel">
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  if (!purchases.data)
    return (
      <Result
        status="warning"
        title={t('commerce.purchases.loadError')}
        extra={
          <Button onClick={() => void purchases.refetch()} loading={purchases.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  const { items, total } = purchases.data;
  if (items.length === 0 && page === 1)
    return (
      <section className="commerce-panel">
        <EmptyState
          text={t('commerce.purchases.empty')}
          action={
            <Button type="primary" onClick={() => void navigate('/videos')}>
              {t('commerce.purchases.browse')}
            </Button>
          }
        />
      </section>
    );
  return (
    <>
      <ul className="commerce-purchases">
        {items.map((purchase) => (
          <PurchaseCard key={purchase.id} purchase={purchase} />
        ))}
      </ul>
      {total > PAGE_SIZE ? (
        <Pagination
          className="commerce-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </>
  );
}
