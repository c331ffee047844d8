import type { AlertPreferences, Language } from '@ringside/contract';
import { devanagari } from '@ringside/contract/display/digits';
import { Alert, Button, Radio, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { useAlertPreferences, usePushOnThisDevice, useUpdateAlertPreferences } from '../api/alert-preferences';
import { useFollows } from '../api/follows';
import { PushUnavailableError, pushSupported, subscribedHere } from '../api/push-subscription';
import './following.css';

/** Hours of the day as Nepal reads them on a clock: 22:00. */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The fan's alerts: channels, their language, quiet hours, and notifications on this device (decision 70). */
export function AlertSettings() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const { t } = useTranslation();
  const preferences = useAlertPreferences(userId);
  const update = useUpdateAlertPreferences(userId);
  const follows = useFollows();
  if (!preferences.data) return <Skeleton lines={6} />;
  const current = preferences.data;
  const save = (changes: Partial<AlertPreferences>) => update.mutate(changes);
  return (
    <>
      <section className="following-panel" aria-labelledby="alerts-channels">
        <h2 id="alerts-channels">{t('alerts.channels')}</h2>
        <Channel
          id="alerts-email"
          title={t('alerts.email')}
          hint={
            current.available.email ? t('alerts.emailHint', { address: session?.email ?? '' }) : t('alerts.noEmail')
          }
          checked={current.email && current.available.email}
          disabled={!current.available.email}
          onChange={(email) => save({ email })}
        />
        <Channel
          id="alerts-sms"
          title={t('alerts.sms')}
          hint={current.available.sms ? t('alerts.smsHint', { count: current.smsPerDay }) : t('alerts.noSms')}
          checked={current.sms && current.available.sms}
          disabled={!current.available.sms}
          onChange={(sms) => save({ sms })}
        />
        <PushChannel userId={userId} preferences={current} onChange={(push) => save({ push })} />
      </section>

      <section className="following-panel" aria-labelledby="alerts-language">
        <h2 id="alerts-language">{t('alerts.language')}</h2>
        <Radio.Group
          value={current.language}
          onChange={(event) => save({ language: event.target.value as Language })}
          options={[
            { value: 'en', label: t('language.en') },
            { value: 'ne', label: t('language.ne') },
          ]}
        />
      </section>

      <section className="following-panel" aria-labelledby="alerts-quiet">
        <h2 id="alerts-quiet">{t('alerts.quiet')}</h2>
        <p className="following-muted">{t('alerts.quietHint')}</p>
        <QuietHours preferences={current} onChange={save} />
      </section>

      <section className="following-panel" aria-labelledby="alerts-following">
        <h2 id="alerts-following">{t('alerts.following')}</h2>
        <p className="following-muted">
          {t('alerts.followingCount', { fighters: follows.fighterIds.length, events: follows.eventIds.length })}
        </p>
      </section>
    </>
  );
}

function Channel({
  id,
  title,
  hint,
  checked,
  disabled,
  onChange,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="following-channel">
      <div className="following-channel-text">
        <strong id={id}>{title}</strong>
        <span className="following-muted">{hint}</span>
        {children}
      </div>
      <Switch aria-labelledby={id} checked={checked} disabled={disabled} onChange={onChange} />
    </div>
  );
}

/** Push: the fan's choice, and this browser's subscription (a permission prompt, a service worker). */
function PushChannel({
  userId,
  preferences,
  onChange,
}: {
  userId: string;
  preferences: AlertPreferences;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const device = usePushOnThisDevice(userId);
  const [here, setHere] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    void subscribedHere().then(setHere);
  }, [device.isSuccess]);
  const serverKey = preferences.pushKey;
  const problem =
    device.error instanceof PushUnavailableError
      ? t(device.error.reason === 'DENIED' ? 'alerts.pushDenied' : 'alerts.pushUnsupported')
      : !serverKey
        ? t('alerts.pushUnavailable')
        : !pushSupported()
          ? t('alerts.pushUnsupported')
          : null;
  return (
    <Channel
      id="alerts-push"
      title={t('alerts.push')}
      hint={t('alerts.pushHint')}
      checked={preferences.push && preferences.available.push}
      disabled={!preferences.available.push}
      onChange={onChange}
    >
      {preferences.pushDevices > 0 ? (
        <span className="following-muted">{t('alerts.pushDevices', { count: preferences.pushDevices })}</span>
      ) : null}
      {problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : serverKey && here !== undefined ? (
        <div>
          <Button
            loading={device.isPending}
            onClick={() => device.mutate({ on: !here, serverKey })}
            disabled={!preferences.push}
          >
            {here ? t('alerts.pushOff') : t('alerts.pushOn')}
          </Button>
        </div>
      ) : null}
    </Channel>
  );
}

function QuietHours({
  preferences,
  onChange,
}: {
  preferences: AlertPreferences;
  onChange: (changes: Partial<AlertPreferences>) => void;
}) {
  const { t, i18n } = useTranslation();
  const clock = (text: string) => (i18n.language === 'ne' ? devanagari(text) : text);
  const none = preferences.quietFrom === preferences.quietUntil;
  const options = HOURS.map((hour) => ({
    value: hour,
    label: clock(`${String(hour).padStart(2, '0')}:00`),
  }));
  return (
    <div className="following-quiet">
      <label>
        {t('alerts.quietFrom')}
        <Select
          aria-label={t('alerts.quietFrom')}
          value={preferences.quietFrom}
          options={options}
          onChange={(quietFrom) => onChange({ quietFrom })}
          virtual={false}
          style={{ width: 100 }}
        />
      </label>
      <label>
        {t('alerts.quietUntil')}
        <Select
          aria-label={t('alerts.quietUntil')}
          value={preferences.quietUntil}
          options={options}
          onChange={(quietUntil) => onChange({ quietUntil })}
          virtual={false}
          style={{ width: 100 }}
        />
      </label>
      {none ? <span className="following-muted">{t('alerts.quietNone')}</span> : null}
    </div>
  );
}
