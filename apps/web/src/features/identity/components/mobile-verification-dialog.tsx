import { Button, Form, Input, Modal } from 'antd';
import { type OtpSent, type VerifyMobileRequest, errorMessage, mobileNumberProblem } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useVerifyMobile } from '../api/verify-mobile';
import { useRequestMobileVerification } from '../api/verify-mobile-request';
import { CodeForm } from './code-form';
import { CountryCodeSelect } from './country-code-select';
import { ResendCodeButton } from './resend-code-button';
import './identity.css';

interface Props {
  initial: VerifyMobileRequest;
  title: string;
  onClose: () => void;
}

/** Two small steps: send an SMS code to the number, then enter it. The number is saved only once proven. */
export function MobileVerificationDialog({ initial, title, onClose }: Props) {
  const { t } = useTranslation();
  const [numberForm] = Form.useForm<VerifyMobileRequest>();
  const [sent, setSent] = useState<{ number: VerifyMobileRequest; otp: OtpSent; at: number }>();
  const [code, setCode] = useState('');
  const request = useRequestMobileVerification();
  const verify = useVerifyMobile();

  const send = (number: VerifyMobileRequest) =>
    request.mutate(number, {
      onSuccess: (otp) => {
        setSent({ number, otp, at: Date.now() });
        setCode('');
      },
      onError: (error) => applyFieldErrors(numberForm, error),
    });

  const confirm = (value: string) => {
    if (!sent || !/^\d{6}$/.test(value) || verify.isPending) return;
    verify.mutate(
      { ...sent.number, code: value },
      {
        onSuccess: () => {
          showSuccess(t('account.mobile.verifiedToast'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      {sent ? (
        <>
          <CodeForm
            id="mobile-code"
            code={code}
            onChange={setCode}
            onSubmit={confirm}
            pending={verify.isPending}
            submitLabel={t('account.mobile.confirm')}
            intro={
              <p>
                {t('auth.verify.sentMobile')} <strong>{sent.otp.maskedTarget}</strong>
              </p>
            }
          />
          <ResendCodeButton
            until={sent.at + sent.otp.resendAfterSeconds * 1000}
            loading={request.isPending}
            onResend={() => send(sent.number)}
          />
          <Button type="link" className="identity-link-button" onClick={() => setSent(undefined)}>
            {t('account.mobile.otherNumber')}
          </Button>
        </>
      ) : (
        <Form<VerifyMobileRequest>
          form={numberForm}
          layout="vertical"
          size="large"
          requiredMark={false}
          initialValues={initial}
          onFinish={(values) => send({ countryCode: values.countryCode, mobileNumber: values.mobileNumber.trim() })}
        >
          <p className="identity-muted">{t('account.mobile.explain')}</p>
          <div className="identity-phone-row">
            <Form.Item name="countryCode" label={t('auth.fields.countryCode')}>
              <CountryCodeSelect />
            </Form.Item>
            <Form.Item
              name="mobileNumber"
              label={t('auth.fields.mobileNumber')}
              dependencies={['countryCode']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: unknown) => {
                    const text = typeof value === 'string' ? value.trim() : '';
                    const problem = mobileNumberProblem(String(getFieldValue('countryCode') ?? ''), text);
                    if (problem) throw new Error(errorMessage(problem, currentLanguage()));
                  },
                }),
              ]}
            >
              <Input type="tel" inputMode="tel" autoComplete="tel-national" autoFocus />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" block loading={request.isPending}>
            {t('account.mobile.send')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
