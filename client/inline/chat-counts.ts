// Every tap on a chat link adds one to the enquiry counts
// (src/lib/enquiry-counts.ts), from the first paint: an inline script at the
// top of every page (allowed by its CSP hash), delegated on the document. The
// link names what it is about in data-count; a beacon carries it, which the
// browser sends on its own while the chat opens. Self-contained: no imports.

for (const type of ['click', 'auxclick']) {
  document.addEventListener(type, (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-count]') : null;
    if (link?.dataset.count && (event as MouseEvent).button < 2) navigator.sendBeacon(link.dataset.count);
  });
}
