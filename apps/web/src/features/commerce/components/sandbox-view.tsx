import { ExperimentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { usePublicConfig } from '../../../lib/public-config';
import { useSandboxDecision } from '../api/commerce-api';
import { inAppPath } from './checkout-helpers';
import './commerce.css';

/**
 * /checkout/sandbox/:referenceId: the sandbox "gateway" of the demo, clearly a test: the payer approves or
 * declines, then returns to our return page as from a real gateway.
 */
export function SandboxView({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const navigate = useNavigate();
  const decide = useSandboxDecision();
  usePageMeta({ title: `${t('commerce.sandbox.title')} | ${brand.shortName}`, noindex: true });

  const choose = (approve: boolean) =>
    decide.mutate(
      { referenceId, approve },
      {
        onSuccess: ({ returnUrl }) => {
          const path = inAppPath(returnUrl, window.location.origin);
          if (path) void navigate(path, { replace: true });
          else window.location.assign(returnUrl);
        },
      },
    );

  const deciding = decide.isPending || decide.isSuccess;
  return (
    <div className="section narrow">
      <div className="commerce-card commerce-sandbox">
        <p className="commerce-sandbox-badge" role="note">
          <ExperimentOutlined aria-hidden /> {t('commerce.sandbox.badge')}
        </p>
        <h1 className="commerce-title">{t('commerce.sandbox.title')}</h1>
        <p className="commerce-description">{t('commerce.sandbox.text')}</p>
        <dl className="commerce-price">
          <dt>{t('commerce.sandbox.reference')}</dt>
          <dd className="commerce-reference">{referenceId}</dd>
        </dl>
        <div className="commerce-actions">
          <Button
            type="primary"
            size="large"
            className="commerce-pay"
            loading={deciding && decide.variables?.approve === true}
            disabled={deciding}
            onClick={() => choose(true)}
          >
            {t('commerce.sandbox.approve')}
          </Button>
          <Button
            size="large"
            danger
            loading={deciding && decide.variables?.approve === false}
            disabled={deciding}
            onClick={() => choose(false)}
          >
            {t('commerce.sandbox.decline')}
          </Button>
        </div>
      </div>
    </div>
  );
}
