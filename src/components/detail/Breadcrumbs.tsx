// "Inicio › Servicios › Pulido": where the page sits, each step a link but the last.
import { Icon } from '../ui/Icon.tsx';
import type { NavLink } from '../../lib/navigation.ts';
import { siteConfig } from '../../site.config.ts';

export function Breadcrumbs({ trail, current }: { trail: NavLink[]; current: string }) {
  return (
    <nav aria-label={siteConfig.texts.shared.breadcrumbs} className="text-sm">
      <ol className="-my-2 flex flex-wrap items-center gap-x-1.5 text-chrome-200">
        {trail.map((link) => (
          <li key={link.href} className="flex items-center gap-1.5">
            <a href={link.href} className="focus-ring tap-target rounded hover:text-white">
              {link.label}
            </a>
            <Icon inline name="chevron-right" className="size-4 text-chrome-400" />
          </li>
        ))}
        <li aria-current="page" className="py-3 font-medium text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
