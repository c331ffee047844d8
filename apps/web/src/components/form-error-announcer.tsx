import { useEffect } from 'react';

/** antd's message under a field that failed its rules (or that the server refused). */
const ERROR_SELECTOR = '.ant-form-item-explain-error';

function markAsAlert(error: Element): void {
  if (!error.hasAttribute('role')) error.setAttribute('role', 'alert');
}

/**
 * Form errors are announced. antd shows a field's error under it and ties it to the field (aria-invalid,
 * aria-describedby) but does not announce it; mounted once for the whole app, this makes every error message that
 * appears, in any form or dialog, an alert (an assertive live region), as antd 4 did. The text stays where it is,
 * said once: no copy in a separate region for a screen reader (or a test's getByText) to meet twice. Together with
 * the forms' focus on the first invalid field (AccessibleTheme), a failed submit is heard.
 */
export function FormErrorAnnouncer() {
  useEffect(() => {
    document.querySelectorAll(ERROR_SELECTOR).forEach(markAsAlert);
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(ERROR_SELECTOR)) markAsAlert(node);
          else node.querySelectorAll(ERROR_SELECTOR).forEach(markAsAlert);
        }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
