import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-message';
import { downloadFile } from '../../lib/download';
import { showError } from '../../lib/feedback';

/**
 * "Receipt (PDF)" for a paid or refunded purchase: a tax invoice when the promotion has configured its PAN. The
 * buyer downloads their own; staff with TRANSACTION any (account page and back office alike).
 */
export function ReceiptButton({ referenceId, size }: { referenceId: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(`/purchases/${encodeURIComponent(referenceId)}/receipt.pdf`, {
      accept: 'application/pdf',
      fallbackName: `receipt-${referenceId}.pdf`,
    })
      .catch((error: unknown) => showError(errorText(error, t('feedback.networkError'))))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      size={size}
      icon={<FilePdfOutlined aria-hidden />}
      loading={busy}
      onClick={download}
      data-testid="receipt-pdf"
    >
      {t('common.receiptPdf')}
    </Button>
  );
}
