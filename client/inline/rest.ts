// The rest of the page, after its first screen: an inline script right after
// that first screen (allowed by its CSP hash, minified by
// scripts/write-client-assets.ts). It must stay self-contained: no imports.
//
// The first screen (header, menus, the top photo and its text) is styled by the
// stylesheet inlined in <head>. Everything else waits until the browser reports
// the top photo painted (Element Timing: its elementtiming attribute); where
// that is not reported, until the page has loaded. Only then are the whole
// stylesheet (data-stylesheet), the web-app manifest and the page's scripts
// (data-src: its bundle's entry, then the chunks it imports, all at once)
// requested, so on a slow connection nothing competes with the photo and the
// font, and the first screen is complete sooner. Until the stylesheet is in, what follows this script is not shown
// (client/first-screen-base.css), as a parser waiting for the stylesheet would
// hold it, so nothing is ever seen unstyled; then it is shown one block per
// frame, so that no single task styles and lays out the whole page. If the file
// fails, the page is shown anyway. Without JavaScript, <noscript> links the
// stylesheet in place of all this.

const doc = document;
const root = doc.documentElement;
const script = doc.currentScript as HTMLScriptElement;
const photo = doc.querySelector('img[elementtiming]');
/** Whether the browser will report the photo painted. */
const watched = !!photo && !!PerformanceObserver.supportedEntryTypes?.includes('element');
let started = false;

function addLink(rel: string, href: string): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  doc.head.appendChild(link);
  return link;
}

/** Shows the next hidden block, one per painted frame; after the last, adds the manifest and the scripts. */
function showNext(blocks: HTMLElement[]): void {
  const block = blocks.shift();
  if (block) {
    block.dataset.shown = '';
    requestAnimationFrame(() => setTimeout(showNext, 0, blocks));
    return;
  }
  delete root.dataset.rest;
  addLink('manifest', '/site.webmanifest');
  const [entry = '', ...chunks] = (script.dataset.src ?? '').split(' ');
  for (const chunk of chunks) addLink('modulepreload', chunk);
  const module = doc.createElement('script');
  module.type = 'module';
  module.src = entry;
  doc.body.appendChild(module);
}

function start(): void {
  if (started) return;
  started = true;
  const stylesheet = addLink('stylesheet', script.dataset.stylesheet ?? '');
  stylesheet.onload = stylesheet.onerror = () =>
    showNext([...doc.querySelectorAll<HTMLElement>('main > [data-stylesheet] ~ *, body > footer')]);
}

root.dataset.rest = '';
if (watched) {
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element: Element | null }).element === photo))
      start();
  }).observe({ type: 'element', buffered: true });
}
// Without that report (another browser, a photo that fails, a tab in the
// background), once the page has loaded: at once, or a second later.
addEventListener('load', () => setTimeout(start, watched ? 1000 : 0));
// A visitor who scrolls, taps or types never waits for the photo.
for (const type of ['wheel', 'scroll', 'pointerdown', 'keydown'])
  addEventListener(type, start, { once: true, passive: true });
