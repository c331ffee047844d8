import { Alert, Button, Form, type FormInstance, Input, InputNumber, Radio, Select } from 'antd';
import {
  BIO_MAX_LENGTH,
  type FighterProfile,
  type FighterSelectables,
  FighterFieldsShape,
  type FighterProfileStatus,
  LIVE_FIELDS,
  REACH_RANGE_CM,
  REQUIRED_FOR_SUBMISSION,
  SOCIAL_NETWORKS,
  SocialLinksSchema,
  WEIGHT_RANGE_KG,
  errorMessage,
  missingForSubmission,
} from '@ringside/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { DateOfBirthPicker } from '../../../components/antd/date-of-birth-picker';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useSaveFighterProfile } from '../api/save-fighter-profile';
import {
  type ApplicationPrefill,
  type ApplicationValues,
  changesNeedReview,
  requestOf,
  valuesOfPrefill,
  valuesOfProfile,
} from './application-values';
import { CountryFlag } from './country-flag';
import { HeightField } from './height-field';
import { inchesFromCm, poundsFromKg } from './measures';
import { PhotoField } from './photo-field';
import { RecordFields } from './record-fields';
import { SOCIAL_ICONS } from './social-links';

const LIVE: readonly string[] = LIVE_FIELDS;
type FieldData = Parameters<FormInstance<ApplicationValues>['setFields']>[0][number];
const REQUIRED: readonly string[] = Object.keys(REQUIRED_FOR_SUBMISSION);
const DIVISIONS = ['MALE', 'FEMALE'] as const;

/** Every field the server may name in fieldErrors, as form paths ('priorRecord.wins' -> ['priorRecord', 'wins']). */
function nestedFieldErrors(form: FormInstance<ApplicationValues>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.fieldErrors)
    .filter(([path]) => path.includes('.'))
    .map(([path, problem]) => ({ name: path.split('.'), errors: [problem.message] }));
  form.setFields(fields as FieldData[]);
}

interface Props {
  userId: string;
  profile: FighterProfile | null;
  /** The application's state: NONE before the first save. */
  status: FighterProfileStatus | 'NONE';
  prefill: ApplicationPrefill | undefined;
  selectables: FighterSelectables;
  /** Called after a successful send, to bring the status banner into view. */
  onSent: () => void;
}

/**
 * The fighter application: identity, physical, fighting, record, about, links and photo. A draft may be
 * saved half-filled; sending checks what a sent application must hold (the contract's list). While an
 * application is under review, only the fields that change at once (bio, photo, links) can be edited.
 */
export function ApplicationForm({ userId, profile, status, prefill, selectables, onSent }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplicationValues>();
  const save = useSaveFighterProfile(userId);
  const titles = useMemo(() => selectables.titles.map((title) => title.value), [selectables.titles]);
  const [initial] = useState(() => (profile ? valuesOfProfile(profile) : valuesOfPrefill(prefill, titles)));
  const [dirty, setDirty] = useState(false);
  const [needsReview, setNeedsReview] = useState(false);
  const [intent, setIntent] = useState<'draft' | 'submit' | null>(null);
  useUnsavedChanges(dirty);

  const gender = Form.useWatch('gender', form);
  const weightKg = Form.useWatch('weightKg', form);
  const reachCm = Form.useWatch('reachCm', form);
  const bio = Form.useWatch('bio', form);

  const locked = status === 'PENDING';
  const isPublic = profile?.isPublic ?? false;
  const lock = (field: string) => locked && !LIVE.includes(field);
  const label = (field: string) =>
    REQUIRED.includes(field)
      ? t(`fighters.fields.${field}`)
      : `${t(`fighters.fields.${field}`)} (${t('common.optional')})`;

  const weightClassGroups = DIVISIONS.filter((division) => !gender || gender === division)
    .map((division) => ({
      label: t(`fighters.directory.divisions.${division}`),
      title: t(`fighters.directory.divisions.${division}`),
      options: selectables.weightClasses
        .filter((weightClass) => weightClass.gender === division)
        .map((weightClass) => ({
          value: weightClass.id,
          label: `${weightClass.label} · ${weightClass.lowerKg}–${weightClass.upperKg} kg`,
        })),
    }))
    .filter((group) => group.options.length > 0);
  const nationalityOptions = selectables.nationalities.map((option) => ({
    value: option.value,
    label: option.label,
    country: option.country,
  }));
  const countryOptions = selectables.nationalities
    .map((option) => ({
      value: option.value,
      country: option.country,
      label: (
        <span className="fighters-inline-flag">
          <CountryFlag code={option.value} size={20} />
          {option.country}
        </span>
      ),
    }))
    .sort((a, b) => a.country.localeCompare(b.country));

  const onValuesChange = (changed: Partial<ApplicationValues>, all: ApplicationValues) => {
    setDirty(true);
    // "Required" errors are set by hand on sending; a field that changes drops them (its own rules run next).
    const cleared = Object.keys(changed).filter((field) => REQUIRED.includes(field));
    if (cleared.length > 0) form.setFields(cleared.map((name) => ({ name, errors: [] })) as FieldData[]);
    if (changed.gender) {
      const chosen = selectables.weightClasses.find((weightClass) => weightClass.id === all.weightClassId);
      if (chosen && chosen.gender !== changed.gender) form.setFieldValue('weightClassId', undefined);
    }
    if (isPublic) setNeedsReview(changesNeedReview(initial, form.getFieldsValue(true) as ApplicationValues));
  };

  /** Sending needs the required fields too; a draft only needs what is filled in to be valid. */
  const run = async (submit: boolean) => {
    setIntent(submit ? 'submit' : 'draft');
    const valid = await form
      .validateFields()
      .then(() => true)
      .catch(() => false);
    const values = form.getFieldsValue(true) as ApplicationValues;
    const missing = submit ? missingForSubmission(requestOf(values, true)) : [];
    if (missing.length > 0) {
      form.setFields(
        missing.map(({ field, code }) => ({
          name: field,
          errors: [errorMessage(code, currentLanguage()) ?? code],
        })) as FieldData[],
      );
    }
    if (!valid || missing.length > 0) {
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      // The record's cross-check has no input of its own: its record's wins are what to look at.
      const target = first?.name.at(-1) === 'breakdown' ? [first.name[0], 'wins'] : first?.name;
      if (target) form.scrollToField(target, { block: 'center' });
      setIntent(null);
      return;
    }
    save.mutate(
      { exists: profile !== null, body: requestOf(values, submit, profile ?? undefined) },
      {
        onSuccess: () => {
          setDirty(false);
          if (submit) {
            showSuccess(t('fighters.application.sent'));
            onSent();
          } else if (isPublic && !needsReview) showSuccess(t('fighters.application.updated'));
          else showSuccess(locked ? t('fighters.application.changesSaved') : t('fighters.application.saved'));
        },
        onError: (error) => {
          applyFieldErrors(form, error);
          nestedFieldErrors(form, error);
        },
        onSettled: () => setIntent(null),
      },
    );
  };

  // Which buttons: a pending application only saves its live fields; an approved fighter's live-only
  // changes apply at once; anything else is a draft or a sending.
  let actions: ReactNode;
  if (locked) {
    actions = (
      <Button type="primary" onClick={() => void run(false)} loading={save.isPending} disabled={!dirty}>
        {t('common.saveChanges')}
      </Button>
    );
  } else if (status === 'APPROVED' && !needsReview) {
    actions = (
      <Button type="primary" onClick={() => void run(false)} loading={save.isPending} disabled={!dirty}>
        {t('fighters.application.publishChanges')}
      </Button>
    );
  } else {
    actions = (
      <>
        <Button
          onClick={() => void run(false)}
          loading={save.isPending && intent === 'draft'}
          disabled={save.isPending}
        >
          {t('fighters.application.saveDraft')}
        </Button>
        <Button
          type="primary"
          onClick={() => void run(true)}
          loading={save.isPending && intent === 'submit'}
          disabled={save.isPending}
        >
          {status === 'REJECTED'
            ? t('fighters.labels.RE_APPLY')
            : isPublic
              ? t('fighters.application.sendChanges')
              : t('fighters.application.send')}
        </Button>
      </>
    );
  }

  return (
    <Form<ApplicationValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={initial}
      onValuesChange={onValuesChange}
      className="fighters-form"
      id="fighter-application-form"
    >
      {locked ? (
        <Alert type="info" showIcon className="fighters-form-note" title={t('fighters.application.lockedPending')} />
      ) : isPublic ? (
        <Alert type="info" showIcon className="fighters-form-note" title={t('fighters.application.approvedNote')} />
      ) : null}

      <section className="fighters-panel">
        <h2>{t('fighters.application.sections.photo')}</h2>
        <p className="fighters-muted fighters-section-hint">{t('fighters.application.sections.photoHint')}</p>
        <Form.Item name="photo" label={t('fighters.fields.photo')} className="fighters-visually-hidden-label">
          <PhotoField current={profile?.photo ?? null} />
        </Form.Item>
      </section>

      <section className="fighters-panel">
        <h2>{t('fighters.application.sections.identity')}</h2>
        <p className="fighters-muted fighters-section-hint">{t('fighters.application.sections.identityHint')}</p>
        <div className="fighters-form-grid">
          <BilingualField
            {...bilingual(FighterFieldsShape, 'firstName')}
            wide
            showMissing={false}
            label={label('firstName')}
            extra={t('account.fighterNames.hint')}
            maxLength={50}
            autoComplete="given-name"
            disabled={lock('firstName')}
          />
          <Form.Item name="middleName" label={label('middleName')} rules={[zodRule(FighterFieldsShape.middleName)]}>
            <Input autoComplete="additional-name" disabled={lock('middleName')} />
          </Form.Item>
          <Form.Item name="title" label={label('title')}>
            <Select allowClear options={selectables.titles} disabled={lock('title')} />
          </Form.Item>
          <BilingualField
            {...bilingual(FighterFieldsShape, 'lastName')}
            wide
            showMissing={false}
            label={label('lastName')}
            maxLength={50}
            autoComplete="family-name"
            disabled={lock('lastName')}
          />
          <BilingualField
            {...bilingual(FighterFieldsShape, 'nickname')}
            wide
            showMissing={false}
            label={label('nickname')}
            maxLength={40}
            placeholder={t('fighters.application.nicknameExample')}
            disabled={lock('nickname')}
          />
          <Form.Item name="dateOfBirth" label={label('dateOfBirth')} rules={[zodRule(FighterFieldsShape.dateOfBirth)]}>
            <DateOfBirthPicker className="fighters-full-width" openOn="1998-01-01" disabled={lock('dateOfBirth')} />
          </Form.Item>
          <Form.Item name="gender" label={label('gender')} rules={[zodRule(FighterFieldsShape.gender)]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={selectables.genders}
              disabled={lock('gender')}
              className="fighters-choice"
            />
          </Form.Item>
          <Form.Item name="nationality" label={label('nationality')} rules={[zodRule(FighterFieldsShape.nationality)]}>
            <Select
              options={nationalityOptions}
              showSearch={{ optionFilterProp: ['label', 'country'] }}
              disabled={lock('nationality')}
            />
          </Form.Item>
          <Form.Item
            name="countryCode"
            label={label('countryCode')}
            rules={[zodRule(FighterFieldsShape.countryCode)]}
            extra={t('fighters.application.countryHint')}
          >
            <Select
              options={countryOptions}
              showSearch={{ optionFilterProp: ['country'] }}
              disabled={lock('countryCode')}
            />
          </Form.Item>
        </div>
      </section>

      <section className="fighters-panel">
        <h2>{t('fighters.application.sections.physical')}</h2>
        <div className="fighters-form-grid three">
          <Form.Item name="heightCm" label={label('heightCm')} rules={[zodRule(FighterFieldsShape.heightCm)]}>
            <HeightField disabled={lock('heightCm')} />
          </Form.Item>
          <Form.Item
            name="weightKg"
            label={label('weightKg')}
            rules={[zodRule(FighterFieldsShape.weightKg)]}
            extra={typeof weightKg === 'number' ? `≈ ${poundsFromKg(weightKg)} lb` : '\u00a0'}
          >
            <InputNumber
              min={WEIGHT_RANGE_KG.min}
              max={WEIGHT_RANGE_KG.max}
              inputMode="decimal"
              suffix="kg"
              disabled={lock('weightKg')}
              className="fighters-number"
            />
          </Form.Item>
          <Form.Item
            name="reachCm"
            label={label('reachCm')}
            rules={[zodRule(FighterFieldsShape.reachCm)]}
            extra={typeof reachCm === 'number' ? `≈ ${inchesFromCm(reachCm)} in` : t('fighters.application.reachHint')}
          >
            <InputNumber
              min={REACH_RANGE_CM.min}
              max={REACH_RANGE_CM.max}
              inputMode="decimal"
              suffix="cm"
              disabled={lock('reachCm')}
              className="fighters-number"
            />
          </Form.Item>
        </div>
      </section>

      <section className="fighters-panel">
        <h2>{t('fighters.application.sections.fighting')}</h2>
        <div className="fighters-form-grid">
          <Form.Item
            name="weightClassId"
            label={label('weightClassId')}
            rules={[zodRule(FighterFieldsShape.weightClassId)]}
          >
            <Select allowClear options={weightClassGroups} disabled={lock('weightClassId')} />
          </Form.Item>
          <Form.Item name="stance" label={label('stance')} rules={[zodRule(FighterFieldsShape.stance)]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={selectables.stances}
              disabled={lock('stance')}
              className="fighters-choice"
            />
          </Form.Item>
          <Form.Item
            name="affiliationId"
            label={label('affiliationId')}
            rules={[zodRule(FighterFieldsShape.affiliationId)]}
            className="fighters-grid-wide"
          >
            <Select
              allowClear
              showSearch={{ optionFilterProp: ['name', 'city'] }}
              disabled={lock('affiliationId')}
              options={selectables.affiliations.map((affiliation) => ({
                value: affiliation.id,
                name: affiliation.label,
                city: affiliation.city ?? '',
                label: affiliation.city ? `${affiliation.label} · ${affiliation.city}` : affiliation.label,
              }))}
            />
          </Form.Item>
        </div>
      </section>

      <section className="fighters-panel">
        <h2>{t('fighters.application.sections.record')}</h2>
        <p className="fighters-muted fighters-section-hint">{t('fighters.application.sections.recordHint')}</p>
        <h3 className="fighters-subhead">{t('fighters.record.professional')}</h3>
        <RecordFields name="priorRecord" disabled={lock('priorRecord')} />
        <h3 className="fighters-subhead">{t('fighters.record.amateur')}</h3>
        <RecordFields name="amateurRecord" disabled={lock('amateurRecord')} />
      </section>

      <section className="fighters-panel">
        <h2>{t('fighters.application.sections.about')}</h2>
        <div className="fighters-form-grid">
          <Form.Item name="coach" label={label('coach')} rules={[zodRule(FighterFieldsShape.coach)]}>
            <Input maxLength={80} disabled={lock('coach')} />
          </Form.Item>
          <Form.Item name="hometown" label={label('hometown')} rules={[zodRule(FighterFieldsShape.hometown)]}>
            <Input maxLength={80} disabled={lock('hometown')} />
          </Form.Item>
          <Form.Item
            name="bio"
            label={label('bio')}
            rules={[zodRule(FighterFieldsShape.bio)]}
            className="fighters-grid-wide"
          >
            <Input.TextArea
              placeholder={t('fighters.application.bioHint')}
              autoSize={{ minRows: 4, maxRows: 12 }}
              maxLength={BIO_MAX_LENGTH}
              showCount={{
                formatter: () => t('fighters.application.characters', { count: bio?.length ?? 0, max: BIO_MAX_LENGTH }),
              }}
            />
          </Form.Item>
        </div>
      </section>

      <section className="fighters-panel">
        <h2>{t('fighters.application.sections.social')}</h2>
        <div className="fighters-form-grid">
          {SOCIAL_NETWORKS.map((network) => (
            <Form.Item
              key={network}
              name={['socialLinks', network]}
              label={`${t(`fighters.social.${network}`)} (${t('common.optional')})`}
              rules={[zodRule(SocialLinksSchema.shape[network])]}
            >
              <Input
                prefix={SOCIAL_ICONS[network]}
                inputMode="url"
                autoComplete="url"
                placeholder={t(`fighters.application.socialExamples.${network}`)}
              />
            </Form.Item>
          ))}
        </div>
      </section>

      <div className={dirty ? 'fighters-form-actions dirty' : 'fighters-form-actions'}>{actions}</div>
    </Form>
  );
}
