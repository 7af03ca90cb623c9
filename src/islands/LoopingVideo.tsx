// A looping, muted, inline video: it plays only while on screen, never starts
// by itself for visitors who ask for reduced motion, and has its own
// pause/play button (WCAG 2.2.2). Its parent gives it a fixed-size frame, so
// nothing moves while the poster and the video load.
//
// The poster is a responsive <picture> under the video rather than the video's
// poster attribute, which browsers fetch at once, lazy or not: here it loads
// lazily (or first, when it is the top of the page) at the size it is shown.
import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../components/ui/island-icons.tsx';
import { Picture } from '../components/ui/Picture.tsx';
import type { MediaImage } from '../lib/media-types.ts';

export interface LoopingVideoProps {
  src: string;
  poster: MediaImage;
  /** The poster's displayed width, as in <img sizes>. */
  posterSizes: string;
  /** The poster is on the first screen: fetch it at once, with high priority. */
  priority?: boolean;
  /** What the video shows: the poster's alternative text and the button's name. */
  label: string;
}

export function LoopingVideo({ src, poster, posterSizes, priority = false, label }: LoopingVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) pausedByVisitor.current = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !pausedByVisitor.current) void video.play().catch(() => undefined);
        else if (!entry?.isIntersecting) video.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    pausedByVisitor.current = !video.paused;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <>
      <Picture
        image={poster}
        alt={label}
        sizes={posterSizes}
        priority={priority}
        className="absolute inset-0 size-full object-cover"
      />
      {/* Muted and described by the poster's text, so assistive technology skips the video itself. */}
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        width={poster.width}
        height={poster.height}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="relative size-full object-cover"
      >
        <source src={src} type="video/mp4" />
      </video>
      <span className="absolute top-3 left-3 rounded-full bg-ink-950/85 px-2.5 py-1 text-xs font-semibold tracking-wider text-white">
        VIDEO
      </span>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? `Pausar video: ${label}` : `Reproducir video: ${label}`}
        className="focus-ring absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-ink-950/85 text-white hover:bg-ink-950 noscript:hidden"
      >
        {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
      </button>
    </>
  );
}
