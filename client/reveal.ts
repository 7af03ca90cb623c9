// Fades cards in once as they come into view; only cards below the fold start hidden, so nothing at load flickers.
// Positions come from the observers' first report, never from reading layout, which would force one per card.
const notLaidOut = ({ boundingClientRect: box }: IntersectionObserverEntry) => box.width === 0 && box.height === 0;
/** The viewport's height as the observer measured it; innerHeight (which lays the page out) only if it did not say. */
const viewportHeight = (entry: IntersectionObserverEntry) => entry.rootBounds?.height ?? innerHeight;

export function revealOnScroll(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const seen = new WeakSet<Element>();
  const observers = new Map<number, IntersectionObserver>();
  const observerFor = (threshold: number) => {
    let observer = observers.get(threshold);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            const first = !seen.has(entry.target);
            seen.add(entry.target);
            if (entry.isIntersecting) {
              entry.target.removeAttribute('data-reveal-pending');
              self.unobserve(entry.target);
            } else if (first && (notLaidOut(entry) || entry.boundingClientRect.top < viewportHeight(entry))) {
              // On screen at load, only less than the threshold of it, or not laid out at all (in a gallery tab
              // not shown, which fades its cards in by itself): leave it shown.
              self.unobserve(entry.target);
            } else if (first) {
              entry.target.setAttribute('data-reveal-pending', '');
            }
          }
        },
        { threshold },
      );
      observers.set(threshold, observer);
    }
    return observer;
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    observerFor(Number(element.dataset.reveal) || 0.15).observe(element);
  }
}
