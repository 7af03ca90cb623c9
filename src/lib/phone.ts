/** A phone number that never breaks across lines: non-breaking spaces and hyphens. */
export function unbreakable(phone: string): string {
  return phone.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
}
