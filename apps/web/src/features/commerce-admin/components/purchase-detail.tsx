import { RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Input, Modal, Skeleton, Tag, Typography } from 'antd';
import type { PaymentLog, Purchase } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { showSuccess } from '../../../lib/feedback';
import { usePaymentLog, useRefundPurchase } from '../api/purchases';
import { ReceiptButton } from '../../../components/antd/receipt-button';
import { logLine } from './log-lines';
import { purchaseAlerts } from './purchase-alerts';
import { PurchaseFlagTag, PurchaseStatusTag } from './purchase-status';

/**
 * How the money goes back: Stripe has a refund call; the wallets (eSewa, Khalti, IME Pay) and connectIPS have none
 * here, so staff return it in the gateway's portal; the sandbox moved no money.
 */
const refundWay = (method: Purchase['method']) =>
  method === 'STRIPE' ? 'throughGateway' : method === 'SANDBOX' ? 'sandbox' : 'byHand';

function RefundDialog({
  purchase,
  open,
  onClose,
  onRefunded,
}: {
  purchase: Purchase;
  open: boolean;
  onClose: () => void;
  onRefunded: (purchase: Purchase) => void;
}) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState('');
  const refund = useRefundPurchase();
  const amount = formatMoney(purchase.amount, purchase.currency, locale);
  return (
    <Modal
      open={open}
      title={t('commerceAdmin.refund.title')}
      okText={t('commerceAdmin.refund.confirm', { amount })}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={refund.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() =>
        refund.mutate(
          { referenceId: purchase.referenceId, note: note.trim() || undefined },
          {
            onSuccess: (refunded) => {
              showSuccess(t('commerceAdmin.refund.done', { reference: refunded.referenceId }));
              setNote('');
              onRefunded(refunded);
              onClose();
            },
          },
        )
      }
    >
      <div className="admin-stack">
        <Typography.Paragraph className="commerce-admin-flush">
          {t('commerceAdmin.refund.text', { amount, name: purchase.productName })}
        </Typography.Paragraph>
        <Alert
          type="info"
          showIcon
          title={t(`commerceAdmin.refund.${refundWay(purchase.method)}`, {
            method: t(`commerceAdmin.methods.${purchase.method}`),
          })}
        />
        <div>
          <label htmlFor={noteId} className="commerce-admin-label">
            {t('commerceAdmin.refund.note')}
          </label>
          <Input.TextArea
            id={noteId}
            rows={2}
            maxLength={300}
            showCount
            value={note}
            placeholder={t('commerceAdmin.refund.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
    </Modal>
  );
}

function LogEntry({ log }: { log: PaymentLog }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const line = logLine(log);
  const ok = line.httpStatus !== null && line.httpStatus < 400;
  return (
    <li className="commerce-admin-log-line">
      <div className="commerce-admin-log-head">
        <span className="admin-muted admin-nowrap">{formatDateTime(log.createdAt, locale)}</span>
        {line.kind === 'step' ? (
          <Tag className="admin-tag">{t('commerceAdmin.log.step')}</Tag>
        ) : (
          <Tag color="blue" className="admin-tag">
            {t('commerceAdmin.log.gateway')}
          </Tag>
        )}
        {line.httpStatus !== null ? (
          <Tag color={ok ? 'green' : 'red'} className="admin-tag">
            {t('commerceAdmin.log.httpStatus', { status: line.httpStatus })}
          </Tag>
        ) : null}
        {log.durationMs > 0 ? (
          <span className="admin-muted">
            {t('commerceAdmin.log.duration', { ms: formatNumber(log.durationMs, locale) })}
          </span>
        ) : null}
      </div>
      <span className="commerce-admin-log-title">{line.title}</span>
      {line.error ? <span className="commerce-admin-log-error">{line.error}</span> : null}
      <details className="commerce-admin-json">
        <summary>{t('commerceAdmin.log.request')}</summary>
        <pre>{line.request}</pre>
      </details>
      <details className="commerce-admin-json">
        <summary>{t('commerceAdmin.log.response')}</summary>
        <pre>{line.response}</pre>
      </details>
    </li>
  );
}

function PaymentLogList({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const log = usePaymentLog(referenceId);
  if (log.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (log.isError)
    return (
      <Alert
        type="error"
        title={t('commerceAdmin.log.loadError')}
        action={
          <Button size="small" onClick={() => void log.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (log.data.length === 0) return <Typography.Text type="secondary">{t('commerceAdmin.log.empty')}</Typography.Text>;
  return (
    <ol className="commerce-admin-log" aria-label={t('commerceAdmin.log.title')}>
      {log.data.map((entry) => (
        <LogEntry key={entry.id} log={entry} />
      ))}
    </ol>
  );
}

function PurchaseFacts({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const none = t('admin.list.none');
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : none);
  const label = (field: string) => t(`commerceAdmin.purchases.facts.${field}`);
  return (
    <Descriptions
      className="admin-facts"
      column={1}
      size="small"
      bordered
      items={[
        {
          key: 'status',
          label: label('status'),
          children: (
            <span className="commerce-admin-tags">
              <PurchaseStatusTag status={purchase.status} />
              <PurchaseFlagTag flag={purchase.flag} />
            </span>
          ),
        },
        {
          key: 'reference',
          label: label('reference'),
          children: <span className="commerce-admin-code">{purchase.referenceId}</span>,
        },
        {
          key: 'product',
          label: label('product'),
          children: `${purchase.productName} · ${t(`commerceAdmin.types.${purchase.productType}`)}`,
        },
        { key: 'amount', label: label('amount'), children: formatMoney(purchase.amount, purchase.currency, locale) },
        ...(purchase.invoiceNumber
          ? [
              {
                key: 'invoice',
                label: label('invoice'),
                children: <span className="commerce-admin-code">{purchase.invoiceNumber}</span>,
              },
            ]
          : []),
        { key: 'method', label: label('method'), children: t(`commerceAdmin.methods.${purchase.method}`) },
        {
          key: 'gatewayTxnId',
          label: label('gatewayTxnId'),
          children: <span className="commerce-admin-code">{purchase.gatewayTxnId ?? none}</span>,
        },
        ...(purchase.failureReason
          ? [{ key: 'failureReason', label: label('failureReason'), children: purchase.failureReason }]
          : []),
        { key: 'created', label: label('created'), children: when(purchase.createdAt) },
        { key: 'paid', label: label('paid'), children: when(purchase.paidAt) },
        ...(purchase.refundedAt
          ? [{ key: 'refunded', label: label('refunded'), children: when(purchase.refundedAt) }]
          : []),
      ]}
    />
  );
}

/** What staff must know or do about the purchase (decision 33), above its facts. */
function PurchaseAlerts({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const values = {
    method: t(`commerceAdmin.methods.${purchase.method}`),
    until: purchase.recheckUntil ? formatDateTime(purchase.recheckUntil, locale) : '',
  };
  return purchaseAlerts(purchase).map((alert) => (
    <Alert
      key={alert.key}
      type={alert.type}
      showIcon
      role="alert"
      title={t(`commerceAdmin.alerts.${alert.key}`, values)}
    />
  ));
}

/** A purchase in a side panel: its alerts, its facts, its payment log, and a refund for a paid one. */
export function PurchaseDetail({
  purchase,
  onClose,
  onRefunded,
}: {
  purchase: Purchase | null;
  onClose: () => void;
  onRefunded: (purchase: Purchase) => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [refunding, setRefunding] = useState(false);
  return (
    <Drawer
      open={purchase !== null}
      onClose={onClose}
      placement="right"
      size={isDesktop ? 640 : '100%'}
      title={purchase ? t('commerceAdmin.purchases.detailTitle', { reference: purchase.referenceId }) : ''}
      extra={
        purchase?.status === 'PAID' || purchase?.status === 'REFUNDED' ? (
          <span className="admin-actions">
            <ReceiptButton referenceId={purchase.referenceId} />
            {purchase.status === 'PAID' ? (
              <Button danger icon={<RollbackOutlined aria-hidden />} onClick={() => setRefunding(true)}>
                {t('commerceAdmin.refund.button')}
              </Button>
            ) : null}
          </span>
        ) : null
      }
    >
      {purchase ? (
        <div className="admin-stack">
          <PurchaseAlerts purchase={purchase} />
          <PurchaseFacts purchase={purchase} />
          <Typography.Title level={2} className="admin-section-title">
            {t('commerceAdmin.log.title')}
          </Typography.Title>
          <PaymentLogList referenceId={purchase.referenceId} />
          <RefundDialog
            purchase={purchase}
            open={refunding}
            onClose={() => setRefunding(false)}
            onRefunded={onRefunded}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
