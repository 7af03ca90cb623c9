// A looping, muted gallery video: it plays only while on screen, never starts
// by itself for visitors who ask for reduced motion, and has its own
// pause/play button (WCAG 2.2.2).
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, useRef, useState } from 'react';
import type { GalleryVideoItem } from './types.ts';

export function GalleryVideo({ item }: { item: GalleryVideoItem }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)');
    if (reduceMotion.matches) pausedByVisitor.current = true;
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
    if (video.paused) {
      pausedByVisitor.current = false;
      void video.play().catch(() => undefined);
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  };

  return (
    <div className="relative">
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        poster={item.poster.fallback}
        width={item.poster.width}
        height={item.poster.height}
        aria-label={`Video: ${item.title}`}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="aspect-[8/5] w-full bg-ink-800 object-cover"
      >
        <source src={item.video} type="video/mp4" />
      </video>
      <span className="absolute top-3 left-3 rounded-full bg-ink-950/85 px-2.5 py-1 text-xs font-semibold tracking-wider text-white">
        VIDEO
      </span>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? `Pausar video: ${item.title}` : `Reproducir video: ${item.title}`}
        className="focus-ring absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-ink-950/85 text-white hover:bg-ink-950 noscript:hidden"
      >
        {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
