// A responsive photo: AVIF at every width the media step made, one WebP for browsers without AVIF, and its intrinsic
// size so the layout never shifts.
import { srcSetOf } from '../../lib/srcset.ts';
import type { MediaImage } from '../../lib/media-types.ts';

interface PictureProps {
  image: MediaImage;
  alt: string;
  /** The displayed width, so the browser picks the smallest file that is sharp enough. */
  sizes: string;
  /** The one image of the first screen: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
  /** Classes of the <picture> itself, when it frames the photo (clips it, rounds its corners). */
  frameClassName?: string;
  /** The <picture> fades in as it scrolls into view (client/reveal.ts): the share of it on screen that starts it. */
  reveal?: string;
  /** The widest file its `sizes` can ever pick (wider ones are left out of the srcset). */
  maxWidth?: number;
}

export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className,
  frameClassName,
  reveal,
  maxWidth = Infinity,
}: PictureProps) {
  return (
    <picture className={frameClassName} data-reveal={reveal}>
      <source
        type="image/avif"
        srcSet={srcSetOf(image.avif.filter((variant) => variant.width <= maxWidth))}
        sizes={sizes}
      />
      <img
        src={image.fallback}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
