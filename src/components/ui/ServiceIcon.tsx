// The icon of a service card, named in the service's content file.
import Armchair from 'lucide-react/icons/armchair';
import Droplets from 'lucide-react/icons/droplets';
import Flame from 'lucide-react/icons/flame';
import Paintbrush from 'lucide-react/icons/paintbrush';
import Scissors from 'lucide-react/icons/scissors';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Wind from 'lucide-react/icons/wind';
import type { ComponentType } from 'react';
import type { ServiceIcon as IconName } from '../../content/schema.ts';
import { Icon } from './island-icons.tsx';

interface IconProps {
  className?: string;
  'aria-hidden'?: boolean | 'true';
}

/** Lucide has no motorcycle helmet; this one is drawn in its style (24px grid, 2px stroke). */
function Helmet({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M3 15a9 9 0 0 1 18-1v3a2 2 0 0 1-2 2H7a4 4 0 0 1-4-4Z" />
      <path d="M21 12h-7a2 2 0 0 0-2 2v1a2 2 0 0 0 2 2h7" />
      <path d="M7 19v2" />
    </Icon>
  );
}

const icons: Record<IconName, ComponentType<IconProps>> = {
  armchair: Armchair,
  sparkles: Sparkles,
  'shield-check': ShieldCheck,
  droplets: Droplets,
  wind: Wind,
  scissors: Scissors,
  paintbrush: Paintbrush,
  helmet: Helmet,
  flame: Flame,
};

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
