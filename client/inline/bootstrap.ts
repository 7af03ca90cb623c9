// The loader at the end of every page: it starts the page's bundle once the
// browser reports the first paint (one frame later where paint timing is not
// supported), so no JavaScript is fetched or run before the page is on screen.
// Its data-src lists the bundle's entry, then the chunks the entry imports,
// which it preloads so they all download at once rather than one after the
// other. An inline script (allowed by its CSP hash); self-contained: no imports.

// The page always sets data-src, and split() returns at least one string.
const src = (document.currentScript as HTMLScriptElement).dataset.src as string;
const [entry, ...chunks] = src.split(' ') as [string, ...string[]];

const start = () => {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.body.appendChild(script);
};

if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}

// A module for TypeScript (its names stay its own); the build drops this line and wraps the script in a function.
export {};
