// The workshop's phone and email as links that dial or write to them; each place that shows them gives its own look.
import { unbreakable } from '../../lib/phone.ts';
import { siteConfig } from '../../site.config.ts';

const { phone, email } = siteConfig;

export function PhoneLink({ className }: { className: string }) {
  return (
    <a href={`tel:${phone.tel}`} className={className}>
      {unbreakable(phone.display)}
    </a>
  );
}

export function EmailLink({ className }: { className: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
