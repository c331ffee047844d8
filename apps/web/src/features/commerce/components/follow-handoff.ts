import type { InitiatePurchaseResponse } from '@ringside/contract';
import { handoffOf } from './checkout-helpers';

/** Posts a gateway's form from the browser (eSewa, connectIPS): hidden fields, submitted at once. */
function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** Takes the payer where `POST /purchases/initiate` says: a page of ours, a gateway's address, or its form. */
export function followHandoff(response: InitiatePurchaseResponse, navigate: (path: string) => void): boolean {
  const handoff = handoffOf(response);
  switch (handoff.kind) {
    case 'app':
      navigate(handoff.path);
      return true;
    case 'external':
      window.location.assign(handoff.url);
      return true;
    case 'form':
      postForm(handoff.action, handoff.fields);
      return true;
    default:
      return false;
  }
}
