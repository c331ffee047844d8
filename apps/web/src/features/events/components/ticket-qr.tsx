import { TICKET_QR } from '@ringside/contract/display/ticket-qr';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown at half the drawn size: sharp on high-density phone screens. */
const QR_SHOWN = TICKET_QR.width / 2;

/** The ticket's code as a QR image, with the code in small type below for typing in by hand. */
export function TicketQr({ code, eventName }: { code: string; eventName: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ code: string; url: string | null }>();
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(code, TICKET_QR)
      .then((url) => current && setImage({ code, url }))
      .catch(() => current && setImage({ code, url: null }));
    return () => {
      current = false;
    };
  }, [code]);

  const url = image?.code === code ? image.url : undefined;
  return (
    <figure className="events-qr">
      {url ? (
        <img
          src={url}
          width={QR_SHOWN}
          height={QR_SHOWN}
          alt={t('events.tickets.qrAlt', { event: eventName })}
          data-testid="ticket-qr"
        />
      ) : url === null ? (
        <p className="events-qr-error">{t('events.tickets.qrError')}</p>
      ) : (
        <span className="events-qr-placeholder" aria-hidden />
      )}
      <figcaption>
        <span className="visually-hidden">{t('events.tickets.code')}: </span>
        <code className="events-ticket-code" data-testid="ticket-code">
          {code}
        </code>
      </figcaption>
    </figure>
  );
}
