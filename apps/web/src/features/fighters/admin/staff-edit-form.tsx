import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
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
  errorMessage,
  type FighterPhoto,
  type FighterProfile,
  type FightRecord,
  type SocialNetwork,
  type StaffEditFighterRequest,
} from '@ringside/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/use-unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useEditFighter } from '../api/admin-edit-fighter';
import { useUploadFighterPhotoForStaff } from '../api/admin-fighter-photo';
import { useSelectables } from '../api/selectables';
import { FighterAvatar } from './fighter-avatar';
import { applicationName } from './review-facts';

const DATE = 'YYYY-MM-DD';
const RECORD_FIELDS = [
  'wins',
  'losses',
  'draws',
  'noContests',
  'winsByKo',
  'winsBySub',
  'winsByDecision',
] as const satisfies readonly (keyof FightRecord)[];
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Text = string | undefined;
interface Values {
  title: Text;
  firstName: Text;
  middleName: Text;
  lastName: Text;
  nickname: Text;
  gender: Text;
  dateOfBirth: Text;
  nationality: Text;
  countryCode: Text;
  heightCm: number | null;
  weightKg: number | null;
  reachCm: number | null;
  weightClassId: Text;
  stance: Text;
  affiliationId: Text;
  coach: Text;
  hometown: Text;
  bio: Text;
  socialLinks: Partial<Record<SocialNetwork, string>>;
  priorRecord: Partial<Record<keyof FightRecord, number | null>>;
  amateurRecord: Partial<Record<keyof FightRecord, number | null>>;
}

const text = (value: string | null) => value ?? undefined;

function initialValues(profile: FighterProfile): Values {
  return {
    title: text(profile.title),
    firstName: text(profile.firstName),
    middleName: text(profile.middleName),
    lastName: text(profile.lastName),
    nickname: text(profile.nickname),
    gender: text(profile.gender),
    dateOfBirth: text(profile.dateOfBirth),
    nationality: text(profile.nationality),
    countryCode: text(profile.countryCode),
    heightCm: profile.heightCm,
    weightKg: profile.weightKg,
    reachCm: profile.reachCm,
    weightClassId: text(profile.weightClassId),
    stance: text(profile.stance),
    affiliationId: text(profile.affiliationId),
    coach: text(profile.coach),
    hometown: text(profile.hometown),
    bio: text(profile.bio),
    socialLinks: { ...profile.socialLinks },
    priorRecord: { ...profile.priorRecord },
    amateurRecord: { ...profile.amateurRecord },
  };
}

const blank = (value: string | undefined) => value?.trim() || undefined;

/** A record is sent only when one of its counts was filled in. */
function recordOf(values: Values['priorRecord']): FightRecord | undefined {
  const filled = RECORD_FIELDS.some((field) => typeof values[field] === 'number');
  if (!filled) return undefined;
  return Object.fromEntries(RECORD_FIELDS.map((field) => [field, values[field] ?? 0])) as FightRecord;
}

/** The whole application as the staff edit replaces it: empty fields are cleared. */
function requestOf(values: Values, photo: string | undefined): StaffEditFighterRequest {
  const links = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, blank(values.socialLinks?.[network])]).filter(([, link]) => link),
  );
  return {
    title: blank(values.title),
    firstName: blank(values.firstName),
    middleName: blank(values.middleName),
    lastName: blank(values.lastName),
    nickname: blank(values.nickname),
    gender: values.gender as StaffEditFighterRequest['gender'],
    dateOfBirth: blank(values.dateOfBirth),
    nationality: blank(values.nationality),
    countryCode: blank(values.countryCode),
    heightCm: values.heightCm ?? undefined,
    weightKg: values.weightKg ?? undefined,
    reachCm: values.reachCm ?? undefined,
    weightClassId: blank(values.weightClassId),
    stance: values.stance as StaffEditFighterRequest['stance'],
    affiliationId: blank(values.affiliationId),
    coach: blank(values.coach),
    hometown: blank(values.hometown),
    bio: blank(values.bio),
    photo,
    socialLinks: links,
    priorRecord: recordOf(values.priorRecord ?? {}),
    amateurRecord: recordOf(values.amateurRecord ?? {}),
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
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [photo, setPhoto] = useState<FighterPhoto | null>(profile.photo);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
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

  const save = (values: Values) =>
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
          if (fields.length === 0) showError(errorText(error, currentLanguage(), t('feedback.networkError')));
        },
      },
    );

  const weightClasses = (selectables?.weightClasses ?? []).filter((item) => !gender || item.gender === gender);
  const countries = (selectables?.nationalities ?? []).map((item) => ({ value: item.value, label: item.country }));

  const fields: Record<(typeof SECTIONS)[number], ReactNode> = {
    identity: (
      <div className="fighters-admin-form-grid">
        <Form.Item name="title" label={label('title')} rules={rule('title')}>
          <Select allowClear {...optional} options={selectables?.titles ?? []} />
        </Form.Item>
        <Form.Item name="firstName" label={label('firstName')} rules={rule('firstName')}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="middleName" label={label('middleName')} rules={rule('middleName')}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={label('lastName')} rules={rule('lastName')}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="nickname" label={label('nickname')} rules={rule('nickname')}>
          <Input maxLength={40} autoComplete="off" />
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
        <Form.Item
          name="dateOfBirth"
          label={label('dateOfBirth')}
          rules={rule('dateOfBirth')}
          getValueProps={(value?: string) => ({ value: value ? dayjs(value, DATE) : undefined })}
          normalize={(day: Dayjs | null) => (day ? day.format(DATE) : undefined)}
        >
          <DatePicker
            className="fighters-admin-full"
            format={DATE}
            placeholder={DATE}
            defaultPickerValue={dayjs('2000-01-01')}
            disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'day')}
          />
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
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(profile)}
        onValuesChange={() => setDirty(true)}
        onFinish={save}
        scrollToFirstError
      >
        <div className="fighters-admin-edit-photo">
          <FighterAvatar photo={photo} name={name} size={96} />
          <div className="admin-stack">
            <span className="admin-filter-label" id={`${id}-photo`}>
              {label('photo')}
            </span>
            <input
              ref={fileInput}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                choosePhoto(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button
              icon={<UploadOutlined aria-hidden />}
              loading={upload.isPending}
              onClick={() => fileInput.current?.click()}
              aria-describedby={`${id}-photo`}
            >
              {t(photo ? 'fightersAdmin.edit.replacePhoto' : 'fightersAdmin.edit.uploadPhoto')}
            </Button>
            <Typography.Text
              type={photoError ? 'danger' : 'secondary'}
              className="fighters-admin-help"
              role={photoError ? 'alert' : undefined}
            >
              {photoError ?? t('fightersAdmin.edit.photoHelp')}
            </Typography.Text>
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
                  rules={[zodRule(FightRecordSchema.shape[field].unwrap())]}
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
