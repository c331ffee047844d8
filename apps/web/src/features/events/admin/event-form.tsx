import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { EventFieldsSchema, errorMessage, type AdminEvent } from '@ringside/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useSaveEvent } from './api/admin-save-event';
import { EVENTS_LIST, isClosed } from './event-facts';
import { EVENT_FORM_FIELDS, type EventFormValues, fieldsOfValues, valuesOfEvent } from './event-form-values';
import { showSaveError } from '../../../components/admin/save-errors';
import { KathmanduPicker } from '../../../components/admin/kathmandu-picker';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { useWeightClassOptions } from './weight-class-options';
import '../../../components/admin/admin.css';

const shape = EventFieldsSchema.shape;
const venue = EventFieldsSchema.shape.venue.shape;

/** An error of the registration window, in the catalogue's words. */
const windowError = () => new Error(errorMessage('HUBEVRW001', currentLanguage()));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      className="admin-panel"
      title={
        <Typography.Title level={2} className="admin-section-title">
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

/**
 * The event's details, entered in Kathmandu time: create (then open the new event) or save. The server's
 * field errors land on their fields; leaving with unsaved changes asks first.
 */
export function EventForm({ event, onDirty }: { event?: AdminEvent; onDirty?: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<EventFormValues>();
  const [dirty, setDirtyState] = useState(false);
  const setDirty = (next: boolean) => {
    setDirtyState(next);
    onDirty?.(next);
  };
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const save = useSaveEvent();
  const weightClasses = useWeightClassOptions(event?.registration.weightClasses);
  const locked = event ? isClosed(event.status) : false;
  useUnsavedChanges(dirty);

  // Opens the new event once the form no longer counts as changed (else the leave warning would ask), and
  // says so there.
  useEffect(() => {
    if (!created || dirty) return;
    void navigate(`${EVENTS_LIST}/${created.id}`, { replace: true });
    showSuccess(t('eventsAdmin.form.created', { name: created.name }));
  }, [created, dirty, navigate, t]);

  const label = (field: string) => t(`eventsAdmin.form.fields.${field}`);
  const kathmanduHint = t('eventsAdmin.form.kathmanduTime');

  const submit = (values: EventFormValues) => {
    // Enter in a field submits too: one save at a time, and none once the new event is being opened.
    if (save.isPending || created) return;
    save.mutate(
      { eventId: event?.id, fields: fieldsOfValues(values) },
      {
        onSuccess: (saved) => {
          setDirty(false);
          if (event) showSuccess(t('eventsAdmin.form.saved', { name: saved.name }));
          else setCreated({ id: saved.id, name: saved.name });
        },
        onError: (error) => {
          const fields = showSaveError(form, error, EVENT_FORM_FIELDS, t('feedback.networkError'));
          if (!fields.length) return;
          form.scrollToField(fields[0]!.name, { block: 'center' });
          showError(t('eventsAdmin.form.fixFields'));
        },
      },
    );
  };

  return (
    <Form<EventFormValues>
      form={form}
      name="event"
      layout="vertical"
      requiredMark="optional"
      initialValues={valuesOfEvent(event)}
      disabled={locked}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      className="admin-stack"
    >
      {locked ? <Alert type="info" showIcon title={t('eventsAdmin.form.locked')} /> : null}
      <Section title={t('eventsAdmin.form.sections.about')}>
        <BilingualField {...bilingual(shape, 'name')} required label={label('name')} maxLength={120} />
        <BilingualField
          {...bilingual(shape, 'tagline')}
          label={label('tagline')}
          maxLength={160}
          placeholder={t('eventsAdmin.form.taglinePlaceholder')}
        />
        <BilingualField
          {...bilingual(shape, 'description')}
          label={label('description')}
          multiline
          rows={5}
          maxLength={5000}
          showCount
        />
      </Section>

      <Section title={t('eventsAdmin.form.sections.whenWhere')}>
        <div className="admin-form-grid">
          <Form.Item
            name="startsAt"
            required
            label={label('startsAt')}
            extra={kathmanduHint}
            rules={[{ required: true, message: errorMessage('HUBEVST001', currentLanguage()) }]}
          >
            <KathmanduPicker />
          </Form.Item>
          <Form.Item
            name={['venue', 'mapUrl']}
            label={label('mapUrl')}
            extra={t('eventsAdmin.form.mapUrlHint')}
            rules={[zodRule(venue.mapUrl)]}
          >
            <Input type="url" inputMode="url" maxLength={500} placeholder="https://maps.app.goo.gl/…" />
          </Form.Item>
        </div>
        <BilingualField {...bilingual(venue, 'name', ['venue'])} required label={label('venueName')} maxLength={120} />
        <BilingualField
          {...bilingual(venue, 'city', ['venue'])}
          required
          label={label('venueCity')}
          maxLength={80}
          autoComplete="address-level2"
        />
        <BilingualField {...bilingual(venue, 'address', ['venue'])} label={label('venueAddress')} maxLength={200} />
      </Section>

      <Section title={t('eventsAdmin.form.sections.registration')}>
        <Typography.Paragraph type="secondary">{t('eventsAdmin.form.registrationHint')}</Typography.Paragraph>
        <div className="admin-form-grid">
          <Form.Item
            name="registrationOpensAt"
            label={label('registrationOpensAt')}
            extra={kathmanduHint}
            dependencies={['registrationClosesAt', 'startsAt']}
            rules={[
              ({ getFieldValue }) => ({
                // Wall-clock times of one zone compare as text.
                validator: async (_rule, value: string | undefined) => {
                  const until = (getFieldValue('registrationClosesAt') ?? getFieldValue('startsAt')) as
                    string | undefined;
                  if (value && until && value >= until) throw windowError();
                },
              }),
            ]}
          >
            <KathmanduPicker />
          </Form.Item>
          <Form.Item
            name="registrationClosesAt"
            label={label('registrationClosesAt')}
            extra={kathmanduHint}
            dependencies={['startsAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string | undefined) => {
                  const start = getFieldValue('startsAt') as string | undefined;
                  if (value && start && value > start) throw windowError();
                },
              }),
            ]}
          >
            <KathmanduPicker />
          </Form.Item>
        </div>
        <Form.Item name="weightClassIds" label={label('weightClassIds')} rules={[zodRule(shape.weightClassIds)]}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={weightClasses.loading}
            placeholder={t('eventsAdmin.form.noWeightClasses')}
            options={weightClasses.options}
          />
        </Form.Item>
      </Section>

      {locked ? null : (
        <div className="admin-form-actions">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            icon={<SaveOutlined aria-hidden />}
            loading={save.isPending}
          >
            {t(event ? 'eventsAdmin.form.save' : 'eventsAdmin.form.create')}
          </Button>
        </div>
      )}
    </Form>
  );
}
