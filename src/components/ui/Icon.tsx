// A decorative Lucide-style icon as one <path>: from the cached sprite by default, or `inline` for a first screen,
// which must paint with it.
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
