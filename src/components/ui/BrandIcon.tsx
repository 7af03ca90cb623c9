import { iconSprite } from '../../generated/icon-sprite.ts';
import { brandPaths } from './brand-paths.ts';

export type BrandName = keyof typeof brandPaths;

export const brandOf = (network: string): BrandName | undefined => {
  const key = network.toLowerCase();
  return key in brandPaths ? (key as BrandName) : undefined;
};

export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <use href={`${iconSprite}#brand-${name}`} />
    </svg>
  );
}
