import { Form, Input, Radio } from 'antd';
import { LINK_ACTIONS, LinkActionSchema, REDIRECTS, errorMessage, isErrorCode } from '@ringside/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';

/**
 * What a click does (the contract's link action): nothing, open an address or a page, or a search of this
 * site; in the same tab or a new one. The url is checked as the server checks it, and the server's own field
 * errors (action.url...) land here too.
 */
export function LinkActionFields() {
  const { t } = useTranslation();
  const legendId = useId();
  const form = Form.useFormInstance();
  const action = Form.useWatch(['action', 'action'], form) as string | undefined;
  const none = action === 'NONE' || !action;
  return (
    <div className="content-admin-fieldset" role="group" aria-labelledby={legendId}>
      <p id={legendId} className="content-admin-legend">
        {t('content.admin.action.legend')}
      </p>
      <Form.Item name={['action', 'action']} required label={t('content.admin.action.action')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          className="admin-segments"
          options={LINK_ACTIONS.map((value) => ({ value, label: t(`content.admin.action.actions.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name={['action', 'redirect']} required label={t('content.admin.action.redirect')} hidden={none}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          className="admin-segments"
          options={REDIRECTS.map((value) => ({ value, label: t(`content.admin.action.redirects.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name={['action', 'url']}
        label={t('content.admin.action.url')}
        hidden={none}
        required={!none}
        extra={none ? undefined : t(`content.admin.action.urlHint.${action === 'SEARCH' ? 'SEARCH' : 'OPEN'}`)}
        dependencies={[['action', 'action']]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, url: string | undefined) => {
              const result = LinkActionSchema.safeParse({
                action: getFieldValue(['action', 'action']),
                redirect: getFieldValue(['action', 'redirect']),
                url,
              });
              if (result.success) return;
              const code = result.error.issues[0]?.message ?? 'HUBLAUR001';
              throw new Error(isErrorCode(code) ? errorMessage(code, currentLanguage()) : code);
            },
          }),
        ]}
      >
        <Input
          inputMode="url"
          autoComplete="off"
          maxLength={1000}
          placeholder={action === 'SEARCH' ? '/fighters?query=thapa' : 'https://… /events/…'}
        />
      </Form.Item>
    </div>
  );
}
