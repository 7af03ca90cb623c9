// The before/after gallery: WAI-ARIA tabs (Motos, Autos) over panels of image
// pairs and looping videos. Without JavaScript both tabs' items are listed one
// after another. With it, the tabs work from the first paint: the inline
// controls script (client/inline/gallery.ts) selects a tab and shows its
// panel, and a pair's button opens the viewer by itself (commandfor). React
// hydrates this island only when the visitor nears it or first touches it, and
// adds what needs no hurry: preloading a newly shown tab's photos, even those
// far down the page, under a loading state. It adopts whatever tab the visitor
// chose before it arrived, so nothing changes on screen when it hydrates. The
// items of a newly shown tab fade in with CSS alone (@starting-style, on
// panels the script marks data-switched), with or without React.
//
// The tab state lives in the DOM, owned by the inline script: the tabs' and
// panels' attributes below are only their first state, rendered once and never
// changed by React. The figures are ServerMarkup: their photos' srcsets and
// captions never travel as props.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GalleryTabOutline } from '../lib/gallery-tabs.ts';
import { ServerMarkup } from './ServerMarkup.tsx';

export interface GalleryProps {
  tabs: GalleryTabOutline[];
  /** The tab list's name and the loading note, from site.yaml (texts.gallery). All but `figures` come with the
   * island's script (src/generated/browser-content.ts), not from the page. */
  label: string;
  loading: string;
  /** Server only: each item's figure content, by key. */
  figures?: Record<string, ReactNode>;
}

/** Resolves once every photo and video poster of a panel has loaded or failed. */
function preloadPanel(panel: HTMLElement): Promise<unknown> {
  const images = [...panel.querySelectorAll('img')].map((image) => {
    if (image.complete) return Promise.resolve();
    return new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
      image.loading = 'eager';
    });
  });
  return Promise.all(images);
}

const tabId = (tab: GalleryTabOutline) => `galeria-pestana-${tab.id}`;
const panelId = (tab: GalleryTabOutline) => `galeria-panel-${tab.id}`;

/** In the browser, at hydration: the tab the visitor chose before React arrived, if not the first. */
function tabChosenEarlier(tabs: GalleryTabOutline[]): number | null {
  if (typeof document === 'undefined') return null;
  const index = tabs.findIndex((tab) => document.getElementById(tabId(tab))?.getAttribute('aria-selected') === 'true');
  return index > 0 ? index : null;
}

export function Gallery({ tabs, label, loading: loadingText, figures }: GalleryProps) {
  // The tab shown once it has changed (or was changed before hydration), whose photos are preloaded.
  // One chosen before hydration counts as loaded: the first render must match the server's HTML,
  // and the visitor already sees that panel; its photos are still fetched at once.
  const [selected, setSelected] = useState(() => tabChosenEarlier(tabs));
  const [loaded, setLoaded] = useState(selected);
  const rootRef = useRef<HTMLDivElement>(null);
  const active = selected ?? 0;
  const busy = selected !== null && loaded !== selected;

  // Follow the inline script's selections.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onSelect = (event: Event) => {
      const index = (event as CustomEvent<number>).detail;
      setSelected((current) => ((current ?? 0) === index ? current : index));
    };
    root.addEventListener('tabselect', onSelect);
    return () => root.removeEventListener('tabselect', onSelect);
  }, []);

  useEffect(() => {
    const tab = selected === null ? undefined : tabs[selected];
    const panel = tab && document.getElementById(panelId(tab));
    if (!panel) return;
    let current = true;
    void preloadPanel(panel).then(() => current && setLoaded(selected));
    return () => {
      current = false;
    };
  }, [selected, tabs]);

  return (
    <div ref={rootRef}>
      <div
        role="tablist"
        aria-label={label}
        className="inline-flex gap-1 rounded-full border border-white/10 bg-ink-900 p-1 noscript:hidden"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={index === 0}
            aria-controls={panelId(tab)}
            tabIndex={index === 0 ? 0 : -1}
            className="focus-ring min-h-11 rounded-full px-6 font-semibold text-chrome-100 transition-colors hover:bg-white/5 aria-selected:bg-aqua-400 aria-selected:text-ink-950"
          >
            {tab.label}
          </button>
        ))}
      </div>

      {tabs.map((tab, index) => {
        const loading = index === active && busy;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            aria-busy={loading}
            className={`${index === 0 ? '' : 'hidden noscript:block'} relative mt-8`}
          >
            <h3 className="mb-4 hidden text-xl font-semibold text-white noscript:block">{tab.label}</h3>
            {loading && (
              <p className="absolute inset-x-0 -top-2 z-10 flex justify-center">
                <span className="inline-flex items-center gap-2 rounded-full bg-ink-800 px-4 py-2 text-sm text-chrome-100 shadow-lg">
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-aqua-400 border-t-transparent"
                  />
                  {loadingText}
                </span>
              </p>
            )}
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4">
              {tab.keys.map((key) => (
                <li
                  key={key}
                  data-reveal=""
                  className="transition-[opacity,translate] duration-500 motion-reduce:transition-none in-data-switched:starting:translate-y-4 in-data-switched:starting:opacity-0"
                >
                  <ServerMarkup className="overflow-hidden rounded-3xl border border-white/10 bg-ink-900">
                    {figures?.[key]}
                  </ServerMarkup>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
