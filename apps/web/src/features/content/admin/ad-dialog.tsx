import { Button, Form, Modal, Select, Switch } from 'antd';
import { AD_PLACEMENTS, AdFieldsSchema, type AdminAd, errorMessage } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { showError, showSuccess } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/language';
import { useUploadAdImage } from '../api/admin-ad-image';
import { useSaveAd } from '../api/admin-save-ad';
import { AD_FORM_FIELDS, type AdFormValues, fieldsOfAdValues, valuesOfAd } from './ad-form-values';
import { KathmanduPicker } from '../../../components/admin/kathmandu-picker';
import { LinkActionFields } from './link-action-fields';
import { PictureField } from './picture-field';
import { showSaveError } from '../../../components/admin/save-errors';

function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdFormValues>();
  const save = useSaveAd();
  const upload = useUploadAdImage();
  // A new ad is saved first, then gets its picture: the dialog stays open on the saved ad.
  const [current, setCurrent] = useState(ad);
  const label = (field: string) => t(`content.admin.ads.fields.${field}`);
  const kathmandu = t('content.admin.kathmanduTime');

  const submit = (values: AdFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { adId: current?.id, fields: fieldsOfAdValues(values) },
      {
        onSuccess: (saved) => {
          if (!current) {
            setCurrent(saved);
            showSuccess(t('content.admin.ads.createdAddPicture'));
            return;
          }
          showSuccess(t('content.admin.ads.saved'));
          onDone();
        },
        onError: (error) => {
          const fields = showSaveError(form, error, AD_FORM_FIELDS, t('feedback.networkError'));
          if (fields.length) showError(t('content.admin.fixFields'));
        },
      },
    );
  };

  return (
    <Form<AdFormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={valuesOfAd(ad)}
      onFinish={submit}
    >
      <BilingualField
        {...bilingual(AdFieldsSchema.shape, 'title')}
        required
        label={label('title')}
        extra={t('content.admin.ads.titleHint')}
        maxLength={120}
      />
      <Form.Item name="placement" required label={label('placement')}>
        <Select options={AD_PLACEMENTS.map((value) => ({ value, label: t(`content.admin.placements.${value}`) }))} />
      </Form.Item>
      <div className="content-admin-two">
        <Form.Item name="startsAt" label={label('startsAt')} extra={kathmandu}>
          <KathmanduPicker />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label={label('endsAt')}
          extra={kathmandu}
          dependencies={['startsAt']}
          rules={[
            ({ getFieldValue }) => ({
              // Wall-clock times of one zone compare as text.
              validator: async (_rule, value: string | undefined) => {
                const start = getFieldValue('startsAt') as string | undefined;
                if (value && start && value <= start) throw new Error(errorMessage('HUBADDT002', currentLanguage()));
              },
            }),
          ]}
        >
          <KathmanduPicker />
        </Form.Item>
      </div>
      <LinkActionFields />
      <PictureField
        label={label('image')}
        image={current?.image?.wide ?? null}
        alt={current?.title ?? ''}
        invalidCode="HUBADIM001"
        disabledHint={current ? undefined : t('content.admin.ads.imageAfterSave')}
        upload={(file, onProgress) =>
          upload.mutateAsync({ adId: current?.id ?? '', file, onProgress }).then((saved) => setCurrent(saved))
        }
      />
      <Form.Item
        name="active"
        label={label('active')}
        valuePropName="checked"
        extra={t('content.admin.ads.activeHint')}
      >
        <Switch />
      </Form.Item>
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t(current && !ad ? 'common.close' : 'common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Adds (without `ad`) or edits an ad in a dialog; server field errors land on the fields. */
export function AdDialog({ open, ad, onClose }: { open: boolean; ad: AdminAd | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(ad ? 'content.admin.ads.editTitle' : 'content.admin.ads.addTitle')}
      footer={null}
      destroyOnHidden
      width={isDesktop ? 640 : undefined}
    >
      <AdForm key={ad?.id ?? 'new'} ad={ad} onDone={onClose} />
    </Modal>
  );
}
