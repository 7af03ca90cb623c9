// The photo or looping video at the top of a detail page, in a frame of fixed
// proportions that shows a placeholder until the poster or photo has painted.
import { imageOf, videoOf } from '../../lib/media.ts';
import { siteConfig } from '../../site.config.ts';
import { LoopingVideo } from '../ui/LoopingVideo.tsx';
import { Picture } from '../ui/Picture.tsx';

interface DetailMediaProps {
  image: string;
  video?: string;
  label: string;
}

const sizes = '(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw';

export function DetailMedia({ image, video, label }: DetailMediaProps) {
  const poster = imageOf(image);
  return (
    <div
      data-testid="medio-detalle"
      className={`relative overflow-hidden rounded-3xl border border-white/10 bg-ink-800 ${
        video ? 'aspect-video' : 'aspect-[3/2]'
      }`}
    >
      <span aria-hidden="true" className="absolute inset-0 bg-ink-700 motion-safe:animate-pulse-while-loading" />
      {video ? (
        <LoopingVideo
          src={videoOf(video).url}
          poster={poster}
          posterSizes={sizes}
          priority
          label={label}
          words={siteConfig.texts.shared}
        />
      ) : (
        <Picture image={poster} alt={label} sizes={sizes} priority className="relative size-full object-cover" />
      )}
    </div>
  );
}
