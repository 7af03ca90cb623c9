// A looping, muted video with its own pause button (WCAG 2.2.2), started by client/looping-video.ts only while on
// screen and never for reduced motion. The poster is a lazy <picture> underneath: a poster attribute loads at once.
import { fill } from '../../lib/fill.ts';
import { iconPaths } from './icon-paths.ts';
import { Picture } from './Picture.tsx';
import type { MediaImage } from '../../lib/media-types.ts';

interface LoopingVideoProps {
  src: string;
  poster: MediaImage;
  /** The poster's displayed width, as in <img sizes>. */
  posterSizes: string;
  /** The poster is on the first screen: fetch it at once, with high priority. */
  priority?: boolean;
  /** What the video shows: the poster's alternative text and the button's name. */
  label: string;
  /** The corner badge, and the button's names ({video} is the label). */
  words: { videoBadge: string; playVideo: string; pauseVideo: string };
}

export function LoopingVideo({ src, poster, posterSizes, priority = false, label, words }: LoopingVideoProps) {
  const play = fill(words.playVideo, { video: label });
  return (
    <>
      <Picture
        image={poster}
        alt={label}
        sizes={posterSizes}
        priority={priority}
        className="absolute inset-0 size-full object-cover"
      />
      {/* Muted and described by the poster's text, so assistive technology skips the video itself. Without JavaScript
          nothing can start it, and Chromium would draw its own controls over the poster: it is left out. Its file is
          named in data-src, and given to it when it first plays: until then the browser has no media to set up (WebKit
          would, preload="none" or not, and hold the page's load event for seconds). */}
      <video
        data-looping-video
        data-src={src}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        width={poster.width}
        height={poster.height}
        className="relative size-full object-cover noscript:hidden"
      />
      <span className="absolute top-3 left-3 rounded-full bg-ink-950/85 px-2.5 py-1 text-xs font-semibold tracking-wider text-white">
        {words.videoBadge}
      </span>
      <button
        type="button"
        hidden
        data-play={play}
        data-pause={fill(words.pauseVideo, { video: label })}
        aria-label={play}
        className="group focus-ring absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-ink-950/85 text-white hover:bg-ink-950"
      >
        {/* One icon, two shapes: play while paused, pause while playing. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" className="icon size-5">
          <path d={iconPaths.play} className="group-data-playing:hidden" />
          <path d={iconPaths.pause} className="hidden group-data-playing:block" />
        </svg>
      </button>
    </>
  );
}
