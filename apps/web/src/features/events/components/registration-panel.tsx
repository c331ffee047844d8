import { CheckOutlined } from '../../../components/ui/icons/CheckOutlined';
import type { EventDetail, EventRegistration } from '@ringside/contract';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '../../../components/antd/lazy-antd';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyRegistrations } from '../api/my-registrations';
import { useEventTime } from './event-time';
import type { RegistrationForm as RegistrationFormPart } from './registration-form';

/** The form is an antd dialog: it and antd load when a fighter opens it, never with the page (decision 43). */
const RegistrationForm = lazyWithAntd<ComponentProps<typeof RegistrationFormPart>>(() =>
  import('./registration-form').then((module) => ({ default: module.RegistrationForm })),
);

/** When the window closes and which classes it takes; nothing once it is closed. */
function WindowFacts({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const { closesAt, weightClasses, isOpen } = event.registration;
  if (!isOpen) return null;
  return (
    <>
      <p className="events-muted">
        {closesAt ? t('events.register.open', { when: eventTime(closesAt) }) : t('events.register.openNoEnd')}
      </p>
      <p className="events-muted">
        {t('events.register.classes', { classes: weightClasses.map((weightClass) => weightClass.name).join(', ') })}
      </p>
    </>
  );
}

/** A compact notice: a bold first line and an optional second one. */
function AlertLines({ lead, detail }: { lead: string; detail: string | null }) {
  return (
    <>
      <strong>{lead}</strong>
      {detail ? <span className="events-alert-detail">{detail}</span> : null}
    </>
  );
}

/** "Register" or "Re-Apply": opens the form. The fighter's own action, but not the page's primary (decision 44). */
function FormButton({ onClick, testId, children }: { onClick: () => void; testId: string; children: string }) {
  return (
    <Button size="large" block className="events-form-button" onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

function RegisteredState({ registration }: { registration: EventRegistration }) {
  const { t } = useTranslation();
  const accepted = registration.status === 'ACCEPTED';
  return (
    <>
      <Button size="large" block disabled icon={<CheckOutlined aria-hidden />} data-testid="fighter-registered">
        {t('events.register.registered')}
      </Button>
      <Notice className="events-registration-alert" type={accepted ? 'success' : 'info'}>
        <AlertLines
          lead={accepted ? t('events.register.accepted') : t('events.register.pending')}
          detail={registration.weightClass && t('events.register.inClass', { name: registration.weightClass.name })}
        />
      </Notice>
    </>
  );
}

/**
 * An approved fighter's registration to compete: "Register" while the window is open, "Registered" once sent
 * (waiting, or accepted), the reason and "Re-Apply" after a rejection.
 */
export function RegistrationPanel({
  event,
  userId,
  fighterClassId,
}: {
  event: EventDetail;
  userId: string;
  fighterClassId: string | null;
}) {
  const { t } = useTranslation();
  const registrations = useMyRegistrations(userId, event.id);
  const [formOpen, setFormOpen] = useState(false);
  const registration = registrations.data?.[0];
  const { isOpen } = event.registration;

  if (!registration && !(isOpen && registrations.isSuccess)) {
    return isOpen && registrations.isPending ? (
      <section className="events-panel events-action">
        <Skeleton lines={2} />
      </section>
    ) : null;
  }

  let body;
  if (!registration) {
    body = (
      <FormButton onClick={() => setFormOpen(true)} testId="fighter-register">
        {t('events.register.register')}
      </FormButton>
    );
  } else if (registration.status !== 'REJECTED') {
    body = <RegisteredState registration={registration} />;
  } else {
    body = (
      <>
        <Notice className="events-registration-alert" type="error">
          <AlertLines
            lead={t('events.register.rejected')}
            detail={registration.reason && t('events.register.reason', { reason: registration.reason })}
          />
        </Notice>
        {isOpen ? (
          <FormButton onClick={() => setFormOpen(true)} testId="fighter-reapply">
            {t('events.register.reApply')}
          </FormButton>
        ) : (
          <p className="events-muted">{t('events.register.closed')}</p>
        )}
      </>
    );
  }

  return (
    <section
      className="events-panel events-action"
      aria-labelledby="events-register-title"
      data-testid="fighter-registration"
      data-state={registration?.status ?? 'NONE'}
    >
      <h2 id="events-register-title">{t('events.register.title')}</h2>
      {body}
      <WindowFacts event={event} />
      {formOpen ? (
        <RegistrationForm
          event={event}
          userId={userId}
          fighterClassId={fighterClassId}
          reApply={registration?.status === 'REJECTED'}
          open={formOpen}
          onClose={() => setFormOpen(false)}
        />
      ) : null}
    </section>
  );
}
