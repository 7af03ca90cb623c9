import type { NavLink } from '../../lib/navigation.ts';

/** One link of a menu or of the footer's lists, in its own list item. */
export function LinkItem({ link, className }: { link: NavLink; className: string }) {
  return (
    <li>
      <a href={link.href} className={className}>
        {link.label}
      </a>
    </li>
  );
}
