// A phone number and an email address as links that dial or write to them; each place that shows them gives its own
// look.
import { unbreakable } from '../../lib/phone.ts';

interface PhoneLinkProps {
  /** The number as a tel: link takes it and as a visitor reads it. */
  phone: { tel: string; display: string };
  className: string;
}

export function PhoneLink({ phone, className }: PhoneLinkProps) {
  return (
    <a href={`tel:${phone.tel}`} className={className}>
      {unbreakable(phone.display)}
    </a>
  );
}

export function EmailLink({ email, className }: { email: string; className: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
