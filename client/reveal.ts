// Fades cards in once when they first come into view: 15% visible, or the
// fraction in their data-reveal attribute. Only cards below the fold are
// hidden first, so nothing on screen at load ever flickers.
export function revealOnScroll(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observers = new Map<number, IntersectionObserver>();
  const observerFor = (threshold: number) => {
    let observer = observers.get(threshold);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            entry.target.removeAttribute('data-reveal-pending');
            self.unobserve(entry.target);
          }
        },
        { threshold },
      );
      observers.set(threshold, observer);
    }
    return observer;
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.getBoundingClientRect().top < innerHeight) continue;
    element.setAttribute('data-reveal-pending', '');
    observerFor(Number(element.dataset.reveal) || 0.15).observe(element);
  }
}
