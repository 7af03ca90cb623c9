// "Inicio › Servicios › Pulido": where the page sits, each step a link but the last. Each chevron leads the step it
// points to, so a trail that wraps on a phone never ends a line with one.
import { Icon } from '../ui/Icon.tsx';
import type { NavLink } from '../../lib/navigation.ts';
import { siteConfig } from '../../site.config.ts';

const chevron = <Icon inline name="chevron-right" className="size-4 shrink-0 text-chrome-400" />;

export function Breadcrumbs({ trail, current }: { trail: NavLink[]; current: string }) {
  return (
    <nav aria-label={siteConfig.texts.shared.breadcrumbs} className="text-sm">
      <ol className="-my-2 flex flex-wrap items-center gap-x-1.5 text-chrome-200">
        {trail.map((link, index) => (
          <li key={link.href} className="flex items-center gap-1.5">
            {index > 0 && chevron}
            <a href={link.href} className="focus-ring tap-target rounded hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
        <li aria-current="page" className="flex items-center gap-1.5 py-3 font-medium text-white">
          {chevron}
          {current}
        </li>
      </ol>
    </nav>
  );
}
