// Counts each tap on a chat link (data-count names what it is about) with a beacon, from the first paint.
// Self-contained (no imports).

for (const type of ['click', 'auxclick']) {
  document.addEventListener(type, (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-count]') : null;
    if (link?.dataset.count && (event as MouseEvent).button < 2) navigator.sendBeacon(link.dataset.count);
  });
}
