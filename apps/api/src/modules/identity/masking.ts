/** Shows enough of where a code went for the customer to recognise it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${'*'.repeat(Math.max(local.length - visible.length, 1))}@${domain}`;
}

export function maskMobile(dialCode: string, number: string): string {
  return `${dialCode} ${'*'.repeat(Math.max(number.length - 3, 0))}${number.slice(-3)}`;
}
