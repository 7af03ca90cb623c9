// The looping videos play while half on screen and never by themselves under reduced motion; a video the visitor
// paused stays paused.
/** Plays a video, giving it its file first (LoopingVideo names it in data-src). */
function playVideo(video: HTMLVideoElement): void {
  if (!video.hasAttribute('src') && video.dataset.src) video.src = video.dataset.src;
  void video.play().catch(() => undefined);
}

export function startLoopingVideos(): void {
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pausedByVisitor = new WeakSet<HTMLVideoElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const video = target as HTMLVideoElement;
        if (!isIntersecting) video.pause();
        else if (!pausedByVisitor.has(video)) playVideo(video);
      }
    },
    { threshold: 0.5 },
  );
  for (const video of document.querySelectorAll<HTMLVideoElement>('video[data-looping-video]')) {
    const button = video.parentElement?.querySelector<HTMLButtonElement>('button[data-play]');
    if (!button) continue;
    // The button's names, in the page's words (site.yaml → texts.shared).
    const { play = '', pause = '' } = button.dataset;
    const show = (playing: boolean) => {
      button.toggleAttribute('data-playing', playing);
      button.setAttribute('aria-label', playing ? pause : play);
    };
    video.addEventListener('play', () => show(true));
    video.addEventListener('pause', () => show(false));
    button.addEventListener('click', () => {
      if (video.paused) {
        pausedByVisitor.delete(video);
        playVideo(video);
      } else {
        pausedByVisitor.add(video);
        video.pause();
      }
    });
    if (reduceMotion) pausedByVisitor.add(video);
    button.hidden = false;
    observer.observe(video);
  }
}
