import { Button, Form, Input, Select } from 'antd';
import {
  CountrySchema,
  CitySchema,
  type Customer,
  DateOfBirthSchema,
  FirstNameSchema,
  GENDERS,
  type Gender,
  LastNameSchema,
  MiddleNameSchema,
  NationalitySchema,
  PostCodeSchema,
  type RegistrationPurpose,
  StateSchema,
  StreetAddressSchema,
  USER_TITLES,
  type UpdateCustomerRequest,
  type UserTitle,
} from '@ringside/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOfBirthPicker } from '../../../components/antd/date-of-birth-picker';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCountries } from '../api/countries';
import { useUpdateCustomer } from '../api/update-customer';
import { EmailBlock } from './email-block';
import { MobileBlock } from './mobile-block';
import { PurposeCards } from './purpose-cards';
import './identity.css';

interface ProfileValues {
  title?: UserTitle;
  firstName: string;
  middleName?: string;
  lastName: string;
  dateOfBirth?: string;
  gender?: Gender;
  nationality?: string;
  country?: string;
  state?: string;
  city?: string;
  streetAddress?: string;
  postCode?: string;
  registrationPurpose?: RegistrationPurpose;
}

function valuesOf(customer: Customer): ProfileValues {
  const value = <T,>(field: T | null) => field ?? undefined;
  return {
    title: value(customer.title),
    firstName: customer.firstName,
    middleName: value(customer.middleName),
    lastName: customer.lastName,
    dateOfBirth: value(customer.dateOfBirth),
    gender: value(customer.gender),
    // Nepal first: most customers are Nepali, so an empty profile starts there.
    nationality: customer.nationality ?? 'NP',
    country: customer.country ?? 'NP',
    state: value(customer.state),
    city: value(customer.city),
    streetAddress: value(customer.streetAddress),
    postCode: value(customer.postCode),
    registrationPurpose: value(customer.registrationPurpose),
  };
}

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The customer's own profile; the email and the mobile number have blocks of their own: changing them needs a code. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const [dirty, setDirty] = useState(false);
  const update = useUpdateCustomer();
  const countries = useCountries();
  useUnsavedChanges(dirty);

  const nationalityOptions = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        value: country.code,
        label: country.demonym ?? country.name,
        country: country.name,
      })),
    [countries.data],
  );
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
    [countries.data],
  );
  const optional = (label: string) => `${label} (${t('common.optional')})`;

  const submit = (values: ProfileValues) => {
    // The mobile number is left out: the update keeps it (its block changes or removes it).
    const body: UpdateCustomerRequest = {
      title: values.title,
      firstName: values.firstName,
      middleName: blank(values.middleName),
      lastName: values.lastName,
      dateOfBirth: values.dateOfBirth ?? '',
      gender: values.gender,
      nationality: values.nationality ?? '',
      country: values.country ?? '',
      state: values.state ?? '',
      city: blank(values.city),
      streetAddress: values.streetAddress ?? '',
      postCode: blank(values.postCode),
      registrationPurpose: values.registrationPurpose,
    };
    update.mutate(
      { userId: customer.id, body },
      {
        onSuccess: (saved) => {
          form.setFieldsValue(valuesOf(saved));
          setDirty(false);
          showSuccess(t('account.profile.saved'));
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={valuesOf(customer)}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      className="identity-profile-form"
    >
      <section className="identity-panel">
        <h2>{t('account.profile.personal')}</h2>
        <div className="identity-grid">
          <Form.Item name="title" label={optional(t('account.profile.fields.title'))}>
            <Select
              allowClear
              options={USER_TITLES.map((title) => ({ value: title, label: t(`account.profile.titles.${title}`) }))}
            />
          </Form.Item>
          <Form.Item name="firstName" label={t('auth.fields.firstName')} rules={[zodRule(FirstNameSchema)]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            name="middleName"
            label={optional(t('auth.fields.middleName'))}
            rules={[zodRule(MiddleNameSchema)]}
          >
            <Input autoComplete="additional-name" />
          </Form.Item>
          <Form.Item name="lastName" label={t('auth.fields.lastName')} rules={[zodRule(LastNameSchema)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            name="dateOfBirth"
            label={t('account.profile.fields.dateOfBirth')}
            rules={[zodRule(DateOfBirthSchema)]}
          >
            <DateOfBirthPicker className="identity-full-width" />
          </Form.Item>
          <Form.Item name="gender" label={optional(t('account.profile.fields.gender'))}>
            <Select
              allowClear
              options={GENDERS.map((gender) => ({ value: gender, label: t(`account.profile.genders.${gender}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="nationality"
            label={t('account.profile.fields.nationality')}
            rules={[zodRule(NationalitySchema)]}
          >
            <Select
              options={nationalityOptions}
              loading={countries.isLoading}
              showSearch={{ optionFilterProp: ['label', 'country'] }}
            />
          </Form.Item>
        </div>
      </section>

      <section className="identity-panel">
        <h2>{t('account.profile.contact')}</h2>
        <EmailBlock customer={customer} />
        <MobileBlock customer={customer} />
      </section>

      <section className="identity-panel">
        <h2>{t('account.profile.address')}</h2>
        <div className="identity-grid">
          <Form.Item name="country" label={t('account.profile.fields.country')} rules={[zodRule(CountrySchema)]}>
            <Select options={countryOptions} loading={countries.isLoading} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item name="state" label={t('account.profile.fields.state')} rules={[zodRule(StateSchema)]}>
            <Input autoComplete="address-level1" />
          </Form.Item>
          <Form.Item name="city" label={optional(t('account.profile.fields.city'))} rules={[zodRule(CitySchema)]}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item
            name="postCode"
            label={optional(t('account.profile.fields.postCode'))}
            rules={[zodRule(PostCodeSchema)]}
          >
            <Input autoComplete="postal-code" />
          </Form.Item>
          <Form.Item
            name="streetAddress"
            label={t('account.profile.fields.streetAddress')}
            rules={[zodRule(StreetAddressSchema)]}
            className="identity-grid-wide"
          >
            <Input autoComplete="street-address" />
          </Form.Item>
        </div>
      </section>

      <section className="identity-panel">
        <h2>{t('account.profile.membership')}</h2>
        <Form.Item label={t('account.profile.fields.customerType')} htmlFor="profile-customer-type">
          <Input
            id="profile-customer-type"
            value={t(`account.profile.types.${customer.customerType}`)}
            readOnly
            variant="filled"
          />
        </Form.Item>
        <Form.Item name="registrationPurpose" label={t('auth.purpose.label')}>
          <PurposeCards />
        </Form.Item>
      </section>

      <div className={dirty ? 'identity-form-actions dirty' : 'identity-form-actions'}>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
          {t('common.saveChanges')}
        </Button>
      </div>
    </Form>
  );
}
