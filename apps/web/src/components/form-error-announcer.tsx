import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's message under a field that failed its rules (or that the server refused). */
const ERROR_SELECTOR = '.ant-form-item-explain-error';
/** Errors that appear together (a submit checks every field) are read out as one message. */
const GATHER_MS = 150;

/**
 * A live region for form errors. antd shows a field's error under it and ties it to the field
 * (aria-describedby, aria-invalid) but does not announce it; this region, mounted once for the whole app, reads
 * out the errors that have just appeared in any form or dialog ("Please check the form: First name is required.
 * …"). Together with the forms' focus on the first invalid field (AccessibleTheme), a failed submit is heard.
 */
export function FormErrorAnnouncer() {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');

  useEffect(() => {
    let fresh: Element[] = [];
    let timer: number | undefined;
    const announce = () => {
      timer = undefined;
      const errors = fresh
        .filter((error) => error.isConnected)
        .map((error) => error.textContent?.trim() ?? '')
        .filter(Boolean);
      fresh = [];
      if (!errors.length) return;
      const text = t('a11y.formErrors', { errors: [...new Set(errors)].join(' ') });
      // The same words twice in a row would not be read again: clear the region first.
      setMessage('');
      window.requestAnimationFrame(() => setMessage(text));
    };
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(ERROR_SELECTOR)) fresh.push(node);
          else fresh.push(...node.querySelectorAll(ERROR_SELECTOR));
        }
      if (fresh.length && timer === undefined) timer = window.setTimeout(announce, GATHER_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [t]);

  return (
    <div className="visually-hidden form-error-announcer" role="alert" aria-atomic="true">
      {message}
    </div>
  );
}
