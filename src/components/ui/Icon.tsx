// An icon in the text colour, drawn as Lucide draws them (the `icon` utility in
// client/site.css sets the stroke) as one <path> (src/lib/icon-path.ts,
// src/components/ui/icon-paths.ts). By default the path comes from the cached
// icon sprite (scripts/build-icons.ts); `inline` puts it in the page instead,
// for the icons of a first screen, which must paint with it. Decorative:
// hidden from screen readers.
import { iconSprite } from '../../generated/icon-sprite.ts';
import { iconPaths, type IconName } from './icon-paths.ts';

export type { IconName };

interface IconProps {
  name: IconName;
  className?: string;
  /** Part of a first screen: the path in the page, not a reference to the sprite. */
  inline?: boolean;
}

export function Icon({ name, className, inline = false }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      {inline ? <path d={iconPaths[name]} /> : <use href={`${iconSprite}#${name}`} />}
    </svg>
  );
}
