import type { ImageVariant } from './media-types.ts';

/** A srcset attribute listing every width of one format. */
export const srcSetOf = (variants: readonly ImageVariant[]): string =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
