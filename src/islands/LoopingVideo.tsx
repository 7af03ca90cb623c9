// A looping, muted, inline video: it plays only while on screen, never starts
// by itself for visitors who ask for reduced motion, and has its own
// pause/play button (WCAG 2.2.2). Its parent gives it a fixed-size frame, so
// nothing moves while the poster and the video load.
import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../components/ui/island-icons.tsx';
import type { MediaImage } from '../lib/media-types.ts';

export interface LoopingVideoProps {
  src: string;
  poster: MediaImage;
  /** What the video shows, for screen readers and the button's name. */
  label: string;
}

export function LoopingVideo({ src, poster, label }: LoopingVideoProps) {
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
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        poster={poster.fallback}
        width={poster.width}
        height={poster.height}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="size-full object-cover"
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
