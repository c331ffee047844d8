import { FileImageOutlined, LoginOutlined } from '@ant-design/icons';
import { Button, Card, Input, type InputRef, Skeleton, Typography } from 'antd';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../../../lib/error-message';
import { useCheckIn } from './api/admin-attendees';
import { useAdminEvent, useAdminEvents } from './api/admin-events';
import { CameraScanner } from './camera-scanner';
import { type CheckInOutcome, CheckInResultPanel } from './check-in-result';
import { EVENTS_LIST } from './event-facts';
import { EventSelect } from './event-select';
import { EventStatusTag } from './event-status-tag';
import { EventWhen } from './event-when';
import { readQr } from './qr-reader';
import '../../../components/admin/admin.css';
import './events-admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event the door is for: the address's (?event=), else the live one, else the next published one. */
function useDoorEvent() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('event') ?? undefined;
  const given = asked && UUID.test(asked) ? asked : undefined;
  const live = useAdminEvents({ status: 'LIVE', page: 1, pageSize: 1 }, !given);
  const next = useAdminEvents({ status: 'PUBLISHED', period: 'UPCOMING', page: 1, pageSize: 1 }, !given);
  const nearest = live.data?.items[0]?.id ?? (live.data ? next.data?.items[0]?.id : undefined);
  const deciding = !given && (live.isPending || (!live.data?.items.length && next.isPending));
  const choose = (eventId: string | undefined) => setParams(eventId ? { event: eventId } : {}, { replace: true });
  return { eventId: given ?? nearest, deciding, choose };
}

/**
 * The door: choose the event, then check tickets in by the phone's camera, a photo of the QR, or the code
 * typed in. Each answer shows big (green, amber or red) and the screen is at once ready for the next one.
 */
export function CheckInScreen() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const id = useId();
  const door = useDoorEvent();
  const event = useAdminEvent(door.eventId).data;
  const checkIn = useCheckIn();
  // The last answer, for the event it was given for (choosing another event clears the panel); each answer
  // is numbered so that its panel is fresh and the same answer twice is announced twice.
  const [answer, setAnswer] = useState<{ eventId: string; outcome: CheckInOutcome; number: number } | null>(null);
  const outcome = answer && answer.eventId === door.eventId ? answer.outcome : null;
  const [typed, setTyped] = useState('');
  const [reading, setReading] = useState(false);
  const photo = useRef<HTMLInputElement>(null);
  const codeBox = useRef<InputRef>(null);
  const busy = useRef(false);

  const show = (next: CheckInOutcome) => {
    if (door.eventId)
      setAnswer((last) => ({ eventId: door.eventId ?? '', outcome: next, number: (last?.number ?? 0) + 1 }));
    if (typeof navigator.vibrate === 'function') navigator.vibrate(next.kind === 'admitted' ? 80 : [80, 80, 80]);
  };

  /** Checks one code in; a code from the box leaves it empty and focused for the next one. */
  const submit = (code: string, fromBox = false) => {
    const trimmed = code.trim();
    // One code at a time: the camera keeps seeing codes while the answer is on its way.
    if (!door.eventId || !trimmed || busy.current) return;
    busy.current = true;
    checkIn.mutate(
      { eventId: door.eventId, code: trimmed },
      {
        onSuccess: (result) => show({ kind: result.alreadyCheckedIn ? 'again' : 'admitted', result }),
        onError: (error) => show({ kind: 'refused', message: errorText(error, t('feedback.networkError')) }),
        onSettled: () => {
          busy.current = false;
          if (!fromBox) return;
          setTyped('');
          codeBox.current?.focus();
        },
      },
    );
  };

  const scanPhoto = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const code = await readQr(file);
      if (code) submit(code);
      else show({ kind: 'refused', message: t('eventsAdmin.checkIn.photo.noCode') });
    } catch {
      // The reader itself could not be loaded (the connection dropped): not the photo's fault.
      show({ kind: 'refused', message: t('feedback.networkError') });
    } finally {
      setReading(false);
    }
  };

  const ready = Boolean(door.eventId);
  return (
    <div className="admin-stack events-admin-door">
      <Card className="admin-panel">
        <div className="admin-filter">
          <label htmlFor={`${id}-event`} className="admin-filter-label">
            {t('eventsAdmin.checkIn.eventLabel')}
          </label>
          <EventSelect
            id={`${id}-event`}
            size="large"
            className="events-admin-full"
            allowClear={false}
            value={door.eventId}
            onChange={door.choose}
            placeholder={t('eventsAdmin.checkIn.chooseEvent')}
          />
        </div>
        {event ? (
          <div className="events-admin-door-event">
            <span className="admin-tags">
              <EventStatusTag status={event.status} />
              <span className="admin-muted">
                <EventWhen startsAt={event.startsAt} />
              </span>
            </span>
            <span className="events-admin-door-count" aria-live="polite">
              {t('eventsAdmin.checkIn.count', {
                checkedIn: formatNumber(event.counts.checkedIn, locale),
                total: formatNumber(event.counts.attendees, locale),
              })}
            </span>
            <Link to={`${EVENTS_LIST}/${event.id}?tab=attendees`}>{t('eventsAdmin.checkIn.attendees')}</Link>
          </div>
        ) : null}
      </Card>

      {door.deciding ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !ready ? (
        <EmptyState text={t('eventsAdmin.checkIn.noEvent')} />
      ) : (
        <>
          <CheckInResultPanel key={answer?.number ?? 0} outcome={outcome} />
          <Card className="admin-panel" title={t('eventsAdmin.checkIn.camera.title')}>
            <CameraScanner onCode={submit} disabled={!ready} />
          </Card>
          <div className="events-admin-door-ways">
            <Card className="admin-panel" title={t('eventsAdmin.checkIn.photo.title')}>
              <Typography.Paragraph type="secondary">{t('eventsAdmin.checkIn.photo.hint')}</Typography.Paragraph>
              <input
                ref={photo}
                type="file"
                accept="image/*"
                className="visually-hidden"
                tabIndex={-1}
                aria-label={t('eventsAdmin.checkIn.photo.button')}
                data-testid="check-in-photo"
                onChange={(change) => {
                  void scanPhoto(change.target.files?.[0]);
                  change.target.value = '';
                }}
              />
              <Button
                size="large"
                block
                icon={<FileImageOutlined aria-hidden />}
                loading={reading}
                onClick={() => photo.current?.click()}
              >
                {t('eventsAdmin.checkIn.photo.button')}
              </Button>
            </Card>
            <Card className="admin-panel" title={t('eventsAdmin.checkIn.manual.title')}>
              <form
                className="events-admin-manual"
                onSubmit={(submitEvent) => {
                  submitEvent.preventDefault();
                  submit(typed, true);
                }}
              >
                <label htmlFor={`${id}-code`} className="admin-filter-label">
                  {t('eventsAdmin.checkIn.manual.label')}
                </label>
                <Input
                  ref={codeBox}
                  id={`${id}-code`}
                  size="large"
                  value={typed}
                  onChange={(change) => setTyped(change.target.value)}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={200}
                  placeholder="RS1.…"
                />
                <Button
                  size="large"
                  type="primary"
                  htmlType="submit"
                  block
                  icon={<LoginOutlined aria-hidden />}
                  loading={checkIn.isPending}
                  disabled={!typed.trim()}
                >
                  {t('eventsAdmin.checkIn.manual.submit')}
                </Button>
              </form>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
