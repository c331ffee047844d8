import { ExportOutlined, KeyOutlined, PoweroffOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Descriptions, Form, Input, Radio, Skeleton, Tag, Typography } from 'antd';
import {
  LiveSettingsSchema,
  VIDEO_ACCESS,
  type EventSummary,
  type LiveState,
  type LiveStream,
  type VideoAccess,
} from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useMediaCapabilities } from '../api/capabilities';
import { useEventOption } from '../api/event-options';
import { useEndLiveStream } from '../api/live-end';
import { useGenerateStreamKey } from '../api/live-key';
import { useSaveLiveSettings } from '../api/live-settings';
import { useLiveStream } from '../api/live-stream';
import { CopyField } from './copy-field';
import { EventPicker } from './event-picker';
import { videoLink } from './paths';
import { showSaveError } from '../../../components/admin/save-errors';
import { Section } from './section';
import '../../../components/admin/admin.css';
import './videos-admin.css';

const STATE_COLORS: Record<LiveState, string> = { IDLE: 'default', LIVE: 'red', ENDED: 'blue' };

/** Whether it is on air: the state, the signal, its bitrate and audience; "End stream". */
function StreamStatus({ stream }: { stream: LiveStream }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const locale = useDisplayLocale();
  const end = useEndLiveStream();
  const none = t('admin.list.none');
  const confirmEnd = () =>
    modal.confirm({
      title: t('videosAdmin.live.endTitle'),
      content: t('videosAdmin.live.endText'),
      okText: t('videosAdmin.live.end'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => end.mutateAsync(stream.eventId).then(() => showSuccess(t('videosAdmin.live.ended'))),
    });
  return (
    <Section
      title={t('videosAdmin.live.statusTitle')}
      extra={<span className="admin-muted videos-admin-help">{t('videosAdmin.live.refreshing')}</span>}
    >
      <div className="admin-stack">
        <div className="videos-admin-live-state" aria-live="polite">
          <Tag color={STATE_COLORS[stream.state]} className="admin-tag videos-admin-live-tag">
            {t(`videosAdmin.live.state.${stream.state}`)}
          </Tag>
          <Badge
            status={stream.receiving ? 'processing' : 'default'}
            color={stream.receiving ? '#16a34a' : undefined}
            text={t(stream.receiving ? 'videosAdmin.live.receiving' : 'videosAdmin.live.notReceiving')}
          />
        </div>
        <div className="videos-admin-live-counts">
          <div className="admin-count">
            <span className="admin-count-label">{t('videosAdmin.live.bitrate')}</span>
            <span className="admin-count-value">
              {stream.bitrateKbps === null
                ? none
                : t('videosAdmin.live.kbps', { n: formatNumber(stream.bitrateKbps, locale) })}
            </span>
          </div>
          <div className="admin-count">
            <span className="admin-count-label">{t('videosAdmin.live.viewers')}</span>
            <span className="admin-count-value">{formatNumber(stream.viewers, locale)}</span>
          </div>
        </div>
        <Descriptions column={1} size="small" className="admin-facts">
          <Descriptions.Item label={t('videosAdmin.live.startedAt')}>
            {stream.startedAt ? formatDateTime(stream.startedAt, locale) : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('videosAdmin.live.endedAt')}>
            {stream.endedAt ? formatDateTime(stream.endedAt, locale) : none}
          </Descriptions.Item>
          {stream.replayVideoId ? (
            <Descriptions.Item label={t('videosAdmin.live.replay')}>
              <Link {...videoLink(stream.replayVideoId)}>{t('videosAdmin.live.openReplay')}</Link>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {stream.state === 'LIVE' ? (
          <div className="admin-actions">
            <Button
              danger
              type="primary"
              icon={<PoweroffOutlined aria-hidden />}
              onClick={confirmEnd}
              loading={end.isPending}
            >
              {t('videosAdmin.live.end')}
            </Button>
          </div>
        ) : null}
      </div>
    </Section>
  );
}

/** Where the encoder pushes (OBS: Server and Stream Key), and the key's generation or rotation. */
function Encoder({ eventId, stream }: { eventId: string; stream: LiveStream | null }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const capabilities = useMediaCapabilities().data;
  const generate = useGenerateStreamKey();
  const rtmpUrl = stream?.rtmpUrl ?? capabilities?.rtmpUrl ?? null;
  const hasKey = Boolean(stream?.streamKey);
  const run = () =>
    generate.mutate(eventId, {
      onSuccess: () => showSuccess(t(hasKey ? 'videosAdmin.live.keyRotated' : 'videosAdmin.live.keyGenerated')),
    });
  const confirmRotate = () =>
    modal.confirm({
      title: t('videosAdmin.live.rotateTitle'),
      content: t(stream?.state === 'LIVE' ? 'videosAdmin.live.rotateLiveText' : 'videosAdmin.live.rotateText'),
      okText: t('videosAdmin.live.rotate'),
      okButtonProps: { danger: stream?.state === 'LIVE' },
      cancelText: t('common.cancel'),
      onOk: run,
    });
  return (
    <Section title={t('videosAdmin.live.encoderTitle')}>
      <div className="admin-stack">
        {rtmpUrl ? (
          <CopyField label={t('videosAdmin.live.server')} value={rtmpUrl} />
        ) : (
          <Alert type="info" showIcon title={t('videosAdmin.live.rtmpOff')} />
        )}
        {stream?.streamKey ? (
          <CopyField label={t('videosAdmin.live.streamKey')} value={stream.streamKey} secret />
        ) : (
          <Typography.Text type="secondary">{t('videosAdmin.live.noKey')}</Typography.Text>
        )}
        <div className="admin-actions">
          <Button
            type={hasKey ? 'default' : 'primary'}
            icon={<KeyOutlined aria-hidden />}
            onClick={hasKey ? confirmRotate : run}
            loading={generate.isPending}
          >
            {t(hasKey ? 'videosAdmin.live.rotate' : 'videosAdmin.live.generate')}
          </Button>
        </div>
        <Typography.Text type="secondary" className="videos-admin-help">
          {t('videosAdmin.live.encoderHint')}
        </Typography.Text>
      </div>
    </Section>
  );
}

interface SettingsValues {
  access: VideoAccess;
  sourceUrl?: string | null;
}

/** Free or paid, and a provider's HLS address used instead of a push. */
function Settings({ eventId, stream }: { eventId: string; stream: LiveStream | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsValues>();
  const save = useSaveLiveSettings();
  const submit = (values: SettingsValues) =>
    save.mutate(
      { eventId, settings: { access: values.access, sourceUrl: values.sourceUrl?.trim() || null } },
      {
        // The answer is cached: the form is made again from it (its key changes).
        onSuccess: () => showSuccess(t('videosAdmin.live.settingsSaved')),
        onError: (error) => {
          if (showSaveError(form, error, ['access', 'sourceUrl'], t('feedback.networkError')).length)
            showError(t('videosAdmin.form.fixFields'));
        },
      },
    );
  return (
    <Section title={t('videosAdmin.live.settingsTitle')}>
      <Form<SettingsValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ access: stream?.access ?? 'PAID', sourceUrl: stream?.sourceUrl ?? '' }}
        onFinish={submit}
      >
        <Form.Item name="access" required label={t('videosAdmin.live.access')} extra={t('videosAdmin.live.accessHint')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={VIDEO_ACCESS.map((value) => ({ value, label: t(`videosAdmin.access.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="sourceUrl"
          label={t('videosAdmin.live.sourceUrl')}
          extra={t('videosAdmin.live.sourceUrlHint')}
          rules={[zodRule(LiveSettingsSchema.shape.sourceUrl)]}
        >
          <Input type="url" inputMode="url" maxLength={1000} placeholder="https://…/index.m3u8" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Section>
  );
}

/** One event's stream: its state every three seconds, the encoder's details, the settings. */
function EventStream({ eventId, event }: { eventId: string; event: EventSummary | undefined }) {
  const { t } = useTranslation();
  const query = useLiveStream(eventId);
  const stream = query.data ?? null;
  const noStream = query.error instanceof ApiError && query.error.code === 'HUBLVNF001';

  let status;
  if (stream) status = <StreamStatus stream={stream} />;
  else if (noStream)
    status = (
      <Alert
        type="info"
        showIcon
        title={t('videosAdmin.live.noStream')}
        description={t('videosAdmin.live.noStreamText')}
      />
    );
  else if (query.isError)
    status = (
      <Alert
        type="warning"
        showIcon
        title={t('videosAdmin.live.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else status = <Skeleton active paragraph={{ rows: 4 }} />;

  return (
    <div className="admin-stack">
      {event ? (
        <div className="videos-admin-live-event">
          <Typography.Title level={2} className="admin-section-title">
            {event.name}
          </Typography.Title>
          <Button href={`/live/${event.slug}`} target="_blank" icon={<ExportOutlined aria-hidden />}>
            {t('videosAdmin.live.publicPage')}
          </Button>
        </div>
      ) : null}
      {status}
      {stream || noStream ? (
        <div className="videos-admin-live-grid">
          <Encoder eventId={eventId} stream={stream} />
          <Settings key={`${stream?.access}-${stream?.sourceUrl}`} eventId={eventId} stream={stream} />
        </div>
      ) : null}
    </div>
  );
}

/** Live streams: pick an upcoming or live event, then run its stream. The choice lives in the address (?event=…). */
export function LiveStreamScreen() {
  const { t } = useTranslation();
  const fieldId = useId();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event') ?? undefined;
  const [picked, setPicked] = useState<EventSummary | undefined>(undefined);
  const known = useEventOption(picked?.id === eventId ? undefined : eventId).data;
  const event = picked?.id === eventId ? picked : known;
  return (
    <div className="admin-stack">
      <div className="admin-filters">
        <div className="admin-filter videos-admin-filter-select videos-admin-filter-event">
          <label htmlFor={fieldId} className="admin-filter-label">
            {t('videosAdmin.live.eventLabel')}
          </label>
          <EventPicker
            id={fieldId}
            value={eventId ?? null}
            chosenName={event?.name}
            period="UPCOMING"
            allowClear={false}
            placeholder={t('videosAdmin.live.eventPlaceholder')}
            onChange={(next, summary) => {
              setPicked(summary);
              setParams(next ? { event: next } : {}, { replace: true });
            }}
          />
        </div>
      </div>
      {eventId ? (
        <EventStream key={eventId} eventId={eventId} event={event} />
      ) : (
        <EmptyState text={t('videosAdmin.live.chooseEvent')} />
      )}
    </div>
  );
}
