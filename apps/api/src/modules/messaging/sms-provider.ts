/** One interface for SMS gateways; each provider speaks its own protocol behind it. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: { dialCode: string; number: string }; text: string }): Promise<void>;
}

export class SmsDeliveryError extends Error {}

/**
 * Sparrow SMS (Nepal), API v2: POST {token, from, to, text} to /v2/sms/; 200 with response_code 200 when
 * queued, 403 with a response_code of 1000-1013 otherwise. It delivers to Nepali 10-digit numbers only.
 */
export class SparrowSmsProvider implements SmsProvider {
  readonly name = 'sparrow';

  constructor(private readonly options: { apiUrl: string; token: string; from: string; timeoutMs?: number }) {}

  async send({ to, text }: { to: { dialCode: string; number: string }; text: string }): Promise<void> {
    if (to.dialCode !== '+977') throw new SmsDeliveryError(`Sparrow SMS cannot deliver to ${to.dialCode} numbers`);
    const body = new URLSearchParams({ token: this.options.token, from: this.options.from, to: to.number, text });
    const response = await fetch(this.options.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { response_code?: number; response?: string };
    if (!response.ok || answer.response_code !== 200)
      throw new SmsDeliveryError(
        `Sparrow SMS refused (${response.status}, ${answer.response_code}): ${answer.response}`,
      );
  }
}
