import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Typography } from 'antd';
import {
  BIO_MAX_LENGTH,
  FighterFieldsShape,
  FightRecordSchema,
  HEIGHT_RANGE_CM,
  PHOTO_MAX_BYTES,
  REACH_RANGE_CM,
  SOCIAL_NETWORKS,
  SocialLinksSchema,
  WEIGHT_RANGE_KG,
  optional as blankAllowed,
  errorMessage,
  type FighterPhoto,
  type FighterProfile,
  type FightRecord,
} from '@ringside/contract';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOfBirthPicker } from '../../../components/antd/date-of-birth-picker';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useEditFighter } from '../api/admin-edit-fighter';
import { useUploadFighterPhotoForStaff } from '../api/admin-fighter-photo';
import { useSelectables } from '../../../lib/selectables';
import {
  type ApplicationValues,
  RECORD_FIELDS,
  fieldsOf,
  recordOf,
  valuesOfProfile,
} from '../components/application-values';
import { FighterAvatar } from '../../../components/admin/fighter-avatar';
import { FileButton, FileHint } from '../../../components/admin/file-button';
import { BilingualField } from '../../../components/antd/bilingual-field';
import { applicationName } from './review-facts';
import type { StaffEditFighterRequest } from '../api/admin-edit-fighter';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The application's values, except that a record the fighter has none of shows as blank boxes, not zeros. */
function initialValues(profile: FighterProfile): ApplicationValues {
  return {
    ...valuesOfProfile(profile),
    priorRecord: { ...profile.priorRecord },
    amateurRecord: { ...profile.amateurRecord },
  };
}

/** A record is sent only when one of its counts was filled in. */
function staffRecordOf(values: ApplicationValues['priorRecord']): FightRecord | undefined {
  const filled = RECORD_FIELDS.some((field) => typeof values?.[field] === 'number');
  return filled ? recordOf(values) : undefined;
}

/** The whole application as the staff edit replaces it: empty fields are cleared. */
function requestOf(values: ApplicationValues, photo: string | undefined): StaffEditFighterRequest {
  return {
    ...fieldsOf({ ...values, photo }),
    priorRecord: staffRecordOf(values.priorRecord),
    amateurRecord: staffRecordOf(values.amateurRecord),
  };
}

const SECTIONS = ['identity', 'body', 'team'] as const;

/**
 * Staff edit every field of the application (and replace its photo) in one form; leaving with unsaved
 * changes asks first. Saving applies at once and is recorded in the history.
 */
export function StaffEditForm({ profile, onClose }: { profile: FighterProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const id = useId();
  const [form] = Form.useForm<ApplicationValues>();
  const [dirty, setDirty] = useState(false);
  const [photo, setPhoto] = useState<FighterPhoto | null>(profile.photo);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const selectables = useSelectables().data;
  const edit = useEditFighter();
  const upload = useUploadFighterPhotoForStaff();
  const gender = Form.useWatch('gender', form);
  useUnsavedChanges(dirty);

  const name = applicationName(profile) || t('fightersAdmin.noName');
  const label = (field: string) => t(`fightersAdmin.review.fields.${field}`);
  const rule = (field: keyof typeof FighterFieldsShape) => [zodRule(FighterFieldsShape[field])];
  const optional = { placeholder: t('fightersAdmin.edit.none') };

  const cancel = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('fightersAdmin.edit.discardTitle'),
      content: t('feedback.unsavedChanges'),
      okText: t('fightersAdmin.edit.discard'),
      okButtonProps: { danger: true },
      cancelText: t('fightersAdmin.edit.keepEditing'),
      onOk: onClose,
    });
  };

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) {
      setPhotoError(
        errorMessage('HUBFPPH003', currentLanguage(), { maxMb: PHOTO_MAX_BYTES / 1024 / 1024 }) ?? file.name,
      );
      return;
    }
    setPhotoError(null);
    upload.mutate(
      { fighterId: profile.id, file },
      {
        onSuccess: (uploaded) => {
          setPhoto(uploaded);
          setDirty(true);
          showSuccess(t('fightersAdmin.edit.photoUploaded'));
        },
      },
    );
  };

  const save = (values: ApplicationValues) =>
    edit.mutate(
      { fighterId: profile.id, fields: requestOf(values, photo?.id) },
      {
        onSuccess: () => {
          setDirty(false);
          showSuccess(t('fightersAdmin.edit.saved'));
          onClose();
        },
        onError: (error) => {
          const fields =
            error instanceof ApiError
              ? Object.entries(error.fieldErrors).map(([path, problem]) => ({
                  name: path.split('.'),
                  errors: [problem.message],
                }))
              : [];
          form.setFields(fields as Parameters<typeof form.setFields>[0]);
          if (fields.length === 0) showError(errorText(error, t('feedback.networkError')));
        },
      },
    );

  const weightClasses = (selectables?.weightClasses ?? []).filter((item) => !gender || item.gender === gender);
  const countries = (selectables?.nationalities ?? []).map((item) => ({ value: item.value, label: item.country }));

  const fields: Record<(typeof SECTIONS)[number], ReactNode> = {
    identity: (
      <div className="fighters-admin-form-grid">
        <BilingualField
          wide
          name="firstName"
          nameNe="firstNameNe"
          label={label('firstName')}
          rules={rule('firstName')}
          rulesNe={rule('firstNameNe')}
          maxLength={50}
        />
        <Form.Item name="middleName" label={label('middleName')} rules={rule('middleName')}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="title" label={label('title')} rules={rule('title')}>
          <Select allowClear {...optional} options={selectables?.titles ?? []} />
        </Form.Item>
        <Form.Item name="gender" label={label('gender')} rules={rule('gender')}>
          <Select
            allowClear
            {...optional}
            options={(['MALE', 'FEMALE'] as const).map((value) => ({
              value,
              label: t(`fightersAdmin.genders.${value}`),
            }))}
          />
        </Form.Item>
        <BilingualField
          wide
          name="lastName"
          nameNe="lastNameNe"
          label={label('lastName')}
          rules={rule('lastName')}
          rulesNe={rule('lastNameNe')}
          maxLength={50}
        />
        <BilingualField
          wide
          name="nickname"
          nameNe="nicknameNe"
          label={label('nickname')}
          rules={rule('nickname')}
          rulesNe={rule('nicknameNe')}
          maxLength={40}
        />
        <Form.Item name="dateOfBirth" label={label('dateOfBirth')} rules={rule('dateOfBirth')}>
          <DateOfBirthPicker className="fighters-admin-full" />
        </Form.Item>
        <Form.Item name="nationality" label={label('nationality')} rules={rule('nationality')}>
          <Select
            allowClear
            {...optional}
            showSearch={{ optionFilterProp: 'label' }}
            options={(selectables?.nationalities ?? []).map((item) => ({
              value: item.value,
              label: `${item.label} (${item.country})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="countryCode" label={label('countryCode')} rules={rule('countryCode')}>
          <Select allowClear {...optional} showSearch={{ optionFilterProp: 'label' }} options={countries} />
        </Form.Item>
      </div>
    ),
    body: (
      <div className="fighters-admin-form-grid">
        <Form.Item name="heightCm" label={`${label('heightCm')} (cm)`} rules={rule('heightCm')}>
          <InputNumber className="fighters-admin-full" min={HEIGHT_RANGE_CM.min} max={HEIGHT_RANGE_CM.max} step={1} />
        </Form.Item>
        <Form.Item name="weightKg" label={`${label('weightKg')} (kg)`} rules={rule('weightKg')}>
          <InputNumber className="fighters-admin-full" min={WEIGHT_RANGE_KG.min} max={WEIGHT_RANGE_KG.max} step={1} />
        </Form.Item>
        <Form.Item name="reachCm" label={`${label('reachCm')} (cm)`} rules={rule('reachCm')}>
          <InputNumber className="fighters-admin-full" min={REACH_RANGE_CM.min} max={REACH_RANGE_CM.max} step={1} />
        </Form.Item>
        <Form.Item name="weightClassId" label={label('weightClassId')} rules={rule('weightClassId')}>
          <Select
            allowClear
            {...optional}
            options={weightClasses.map((item) => ({ value: item.id, label: item.label }))}
          />
        </Form.Item>
        <Form.Item name="stance" label={label('stance')} rules={rule('stance')}>
          <Select
            allowClear
            {...optional}
            options={(['ORTHODOX', 'SOUTHPAW', 'SWITCH'] as const).map((value) => ({
              value,
              label: t(`fightersAdmin.stances.${value}`),
            }))}
          />
        </Form.Item>
      </div>
    ),
    team: (
      <>
        <div className="fighters-admin-form-grid">
          <Form.Item name="affiliationId" label={label('affiliationId')} rules={rule('affiliationId')}>
            <Select
              allowClear
              {...optional}
              showSearch={{ optionFilterProp: 'label' }}
              options={(selectables?.affiliations ?? []).map((item) => ({
                value: item.id,
                label: item.city ? `${item.label}, ${item.city}` : item.label,
              }))}
            />
          </Form.Item>
          <Form.Item name="coach" label={label('coach')} rules={rule('coach')}>
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
          <Form.Item name="hometown" label={label('hometown')} rules={rule('hometown')}>
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item name="bio" label={label('bio')} rules={rule('bio')}>
          <Input.TextArea rows={5} maxLength={BIO_MAX_LENGTH} showCount />
        </Form.Item>
        <fieldset className="fighters-admin-fieldset">
          <legend>{label('socialLinks')}</legend>
          <div className="fighters-admin-form-grid">
            {SOCIAL_NETWORKS.map((network) => (
              <Form.Item
                key={network}
                name={['socialLinks', network]}
                label={t(`fightersAdmin.review.social.${network}`)}
                rules={[zodRule(SocialLinksSchema.shape[network])]}
              >
                <Input
                  type="url"
                  inputMode="url"
                  maxLength={300}
                  placeholder={t('fightersAdmin.edit.socialPlaceholder')}
                />
              </Form.Item>
            ))}
          </div>
        </fieldset>
      </>
    ),
  };

  return (
    <Card
      className="admin-panel"
      title={
        <Typography.Title level={2} className="admin-section-title">
          {t('fightersAdmin.edit.title', { name })}
        </Typography.Title>
      }
    >
      <Alert type="info" showIcon className="admin-alert" title={t('fightersAdmin.edit.intro')} />
      <Form<ApplicationValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(profile)}
        onValuesChange={() => setDirty(true)}
        onFinish={save}
      >
        <div className="fighters-admin-edit-photo">
          <FighterAvatar photo={photo} name={name} size={96} />
          <div className="admin-stack">
            <span className="admin-filter-label" id={`${id}-photo`}>
              {label('photo')}
            </span>
            <FileButton
              accept={PHOTO_TYPES}
              onFile={choosePhoto}
              icon={<UploadOutlined aria-hidden />}
              loading={upload.isPending}
              aria-describedby={`${id}-photo`}
            >
              {t(photo ? 'fightersAdmin.edit.replacePhoto' : 'fightersAdmin.edit.uploadPhoto')}
            </FileButton>
            <FileHint hint={t('fightersAdmin.edit.photoHelp')} problem={photoError} />
          </div>
        </div>
        {SECTIONS.map((section) => (
          <section key={section} className="fighters-admin-form-section">
            <Typography.Title level={3} className="fighters-admin-section-title">
              {t(`fightersAdmin.review.sections.${section}`)}
            </Typography.Title>
            {fields[section]}
          </section>
        ))}
        {(['priorRecord', 'amateurRecord'] as const).map((record) => (
          <fieldset key={record} className="fighters-admin-fieldset">
            <legend>{label(record)}</legend>
            <div className="fighters-admin-record-grid">
              {RECORD_FIELDS.map((field) => (
                <Form.Item
                  key={field}
                  name={[record, field]}
                  label={t(`fightersAdmin.review.record.${field}`)}
                  rules={[zodRule(blankAllowed(FightRecordSchema.shape[field].unwrap()))]}
                >
                  <InputNumber className="fighters-admin-full" min={0} max={500} precision={0} />
                </Form.Item>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="fighters-admin-form-actions">
          <Button onClick={cancel}>{t('fightersAdmin.edit.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={edit.isPending} disabled={upload.isPending}>
            {t('fightersAdmin.edit.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
