import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import {
  FIGHTER_GENDERS,
  UpdateMasterDataRequestSchema,
  errorMessage,
  type ErrorCode,
  type MasterData,
  type MasterDataKind,
  type UpdateMasterDataRequest,
} from '@ringside/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useMasterDataLogo } from '../api/admin-master-data-logo';
import { useSaveMasterData } from '../api/admin-save-master-data';
import { FileButton, FileHint } from '../../../components/admin/file-button';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const fields = UpdateMasterDataRequestSchema.shape;

/** A field the kind needs, with the server's message for its absence. */
const required = (code: ErrorCode) => ({ required: true, message: errorMessage(code, currentLanguage()) });

interface Values {
  name: string;
  nameNe?: string;
  code?: string;
  gender?: 'MALE' | 'FEMALE';
  lowerKg?: number | null;
  upperKg?: number | null;
  city?: string;
}

/** The logo as chosen in the form: kept, replaced by a file (previewed before saving) or removed. */
type LogoChoice = { kind: 'keep' } | { kind: 'file'; file: File; preview: string } | { kind: 'remove' };

function initialValues(entry: MasterData | null): Values {
  return {
    name: entry?.name ?? '',
    nameNe: entry?.nameNe ?? undefined,
    code: entry?.code ?? undefined,
    gender: entry?.gender ?? undefined,
    lowerKg: entry?.lowerKg ?? null,
    upperKg: entry?.upperKg ?? null,
    city: entry?.city ?? undefined,
  };
}

function requestOf(kind: MasterDataKind, values: Values): UpdateMasterDataRequest {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    name: values.name.trim(),
    nameNe: text(values.nameNe),
    ...(kind === 'TITLE' ? { code: text(values.code)?.toUpperCase() } : {}),
    ...(kind === 'WEIGHT_CLASS'
      ? { gender: values.gender, lowerKg: values.lowerKg ?? undefined, upperKg: values.upperKg ?? undefined }
      : {}),
    ...(kind === 'AFFILIATION' ? { city: text(values.city) } : {}),
  };
}

function MasterDataFields({
  kind,
  entry,
  onDone,
}: {
  kind: MasterDataKind;
  entry: MasterData | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [form] = Form.useForm<Values>();
  const save = useSaveMasterData();
  const logo = useMasterDataLogo();
  const [choice, setChoice] = useState<LogoChoice>({ kind: 'keep' });
  const [logoError, setLogoError] = useState<string | null>(null);
  const label = (field: Exclude<keyof Values, 'nameNe'> | 'logo') => t(`fightersAdmin.masterData.fields.${field}`);

  // The preview's object URL lives as long as the choice.
  useEffect(() => {
    if (choice.kind !== 'file') return;
    return () => URL.revokeObjectURL(choice.preview);
  }, [choice]);

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      setLogoError(t('fightersAdmin.masterData.logoHelp'));
      return;
    }
    setLogoError(null);
    setChoice({ kind: 'file', file, preview: URL.createObjectURL(file) });
  };

  const submit = async (values: Values) => {
    let saved: MasterData;
    try {
      saved = await save.mutateAsync({ kind, id: entry?.id, fields: requestOf(kind, values) });
    } catch (error) {
      if (!applyFieldErrors(form, error)) showError(errorText(error, t('feedback.networkError')));
      return;
    }
    try {
      if (choice.kind === 'file') await logo.mutateAsync({ id: saved.id, file: choice.file });
      if (choice.kind === 'remove' && entry?.logoUrl) await logo.mutateAsync({ id: saved.id, file: null });
    } catch {
      // The entry is saved: the form closes, and the notification says what failed.
      showError(t('fightersAdmin.masterData.logoFailed'));
    }
    showSuccess(t(entry ? 'fightersAdmin.masterData.saved' : 'fightersAdmin.masterData.created', { name: saved.name }));
    onDone();
  };

  const logoSrc = choice.kind === 'file' ? choice.preview : choice.kind === 'keep' ? entry?.logoUrl : null;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues(entry)}
      onFinish={(values) => void submit(values)}
    >
      {kind === 'TITLE' ? (
        <Form.Item
          name="code"
          required
          label={label('code')}
          extra={t('fightersAdmin.masterData.codeHelp')}
          rules={[required('HUBMDCD001'), zodRule(fields.code)]}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input maxLength={10} autoComplete="off" className="fighters-admin-code-input" />
        </Form.Item>
      ) : null}
      <BilingualField {...bilingual(fields, 'name')} required label={label('name')} maxLength={60} />
      {kind === 'WEIGHT_CLASS' ? (
        <>
          <Form.Item
            name="gender"
            required
            label={label('gender')}
            rules={[required('HUBMDGN001'), zodRule(fields.gender)]}
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={FIGHTER_GENDERS.map((value) => ({ value, label: t(`fightersAdmin.genders.${value}`) }))}
            />
          </Form.Item>
          <div className="fighters-admin-kg">
            <Form.Item
              name="lowerKg"
              required
              label={label('lowerKg')}
              rules={[required('HUBMDWL001'), zodRule(fields.lowerKg)]}
            >
              <InputNumber className="fighters-admin-full" min={20} max={300} step={1} inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="upperKg"
              required
              label={label('upperKg')}
              dependencies={['lowerKg']}
              rules={[
                required('HUBMDWL001'),
                zodRule(fields.upperKg),
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: number | null) => {
                    const lower = getFieldValue('lowerKg') as number | null;
                    if (typeof value === 'number' && typeof lower === 'number' && value <= lower)
                      throw new Error(errorMessage('HUBMDWL002', currentLanguage()));
                  },
                }),
              ]}
            >
              <InputNumber className="fighters-admin-full" min={20} max={300} step={1} inputMode="decimal" />
            </Form.Item>
          </div>
          <Typography.Paragraph type="secondary" className="fighters-admin-help">
            {t('fightersAdmin.masterData.limitsHelp')}
          </Typography.Paragraph>
        </>
      ) : null}
      {kind === 'AFFILIATION' ? (
        <>
          <Form.Item name="city" label={label('city')} rules={[zodRule(fields.city)]}>
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
          <div className="fighters-admin-logo-field" role="group" aria-labelledby={`${id}-logo`}>
            <span id={`${id}-logo`} className="admin-filter-label">
              {label('logo')}
            </span>
            <div className="fighters-admin-logo-row">
              <Avatar shape="square" size={72} src={logoSrc ?? undefined} className="fighters-admin-logo">
                {logoSrc ? null : (
                  <span className="fighters-admin-logo-none">{t('fightersAdmin.masterData.noLogo')}</span>
                )}
              </Avatar>
              <div className="admin-actions">
                <FileButton accept={LOGO_TYPES} onFile={chooseLogo} icon={<UploadOutlined aria-hidden />}>
                  {t(logoSrc ? 'fightersAdmin.masterData.replaceLogo' : 'fightersAdmin.masterData.uploadLogo')}
                </FileButton>
                {logoSrc ? (
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => setChoice(entry?.logoUrl ? { kind: 'remove' } : { kind: 'keep' })}
                  >
                    {t('fightersAdmin.masterData.removeLogo')}
                  </Button>
                ) : null}
              </div>
            </div>
            <FileHint hint={t('fightersAdmin.masterData.logoHelp')} problem={logoError} />
          </div>
        </>
      ) : null}
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending || logo.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Adds (without `entry`) or edits an entry of one kind in a dialog; server field errors land on the fields. */
export function MasterDataForm({
  kind,
  entry,
  open,
  onClose,
}: {
  kind: MasterDataKind;
  entry: MasterData | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(entry ? `fightersAdmin.masterData.editTitle.${kind}` : `fightersAdmin.masterData.add.${kind}`)}
      footer={null}
      destroyOnHidden
      width={640}
    >
      <MasterDataFields key={entry?.id ?? 'new'} kind={kind} entry={entry} onDone={onClose} />
    </Modal>
  );
}
