// An icon in the text colour, drawn as Lucide draws them (the `icon` utility in
// client/site.css sets the stroke) but as one <path> (src/lib/icon-path.ts,
// src/components/ui/icon-paths.ts). Decorative: hidden from screen readers.
import { iconPaths, type IconName } from './icon-paths.ts';

export type { IconName };

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <path d={iconPaths[name]} />
    </svg>
  );
}
