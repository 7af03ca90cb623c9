// The gallery's tab list (Motos, Autos), the island: the inline script (client/inline/gallery.ts) makes the tabs work
// from the first paint; React, loaded when the list nears the screen, preloads a newly shown tab's photos under a
// loading note. The panels stay server markup outside the island, and React adopts whatever tab the visitor chose.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryTab } from '../lib/gallery-tabs.ts';

export interface GalleryProps {
  tabs: GalleryTab[];
  /** The tab list's name and the loading note, from site.yaml (texts.gallery). */
  label: string;
  loading: string;
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

export const tabId = (tab: GalleryTab) => `galeria-pestana-${tab.id}`;
export const panelId = (tab: GalleryTab) => `galeria-panel-${tab.id}`;
const panelOf = (tab: GalleryTab | undefined) => (tab ? document.getElementById(panelId(tab)) : null);

/** In the browser, at hydration: the tab the visitor chose before React arrived, if not the first. */
function tabChosenEarlier(tabs: GalleryTab[]): number | null {
  if (typeof document === 'undefined') return null;
  const index = tabs.findIndex((tab) => document.getElementById(tabId(tab))?.getAttribute('aria-selected') === 'true');
  return index > 0 ? index : null;
}

export function Gallery({ tabs, label, loading }: GalleryProps) {
  // The tab the document shows when React arrives (the visitor may have switched it already): hydration renders the
  // tabs as they are, and React never changes them after.
  const [chosenEarlier] = useState(() => tabChosenEarlier(tabs));
  const shown = chosenEarlier ?? 0;
  // The tab shown once it has changed, whose photos are preloaded. One chosen before hydration counts as loaded:
  // the visitor already sees that panel; its photos are still fetched at once.
  const [selected, setSelected] = useState(chosenEarlier);
  const [loaded, setLoaded] = useState(chosenEarlier);
  const listRef = useRef<HTMLDivElement>(null);
  const busy = selected !== null && loaded !== selected;
  const busyPanel = busy ? panelOf(tabs[selected]) : null;

  // Follow the inline script's selections.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onSelect = (event: Event) => {
      const index = (event as CustomEvent<number>).detail;
      setSelected((current) => ((current ?? 0) === index ? current : index));
    };
    list.addEventListener('tabselect', onSelect);
    return () => list.removeEventListener('tabselect', onSelect);
  }, []);

  useEffect(() => {
    const panel = selected === null ? null : panelOf(tabs[selected]);
    if (!panel) return;
    let current = true;
    void preloadPanel(panel).then(() => current && setLoaded(selected));
    return () => {
      current = false;
    };
  }, [selected, tabs]);

  useEffect(() => {
    for (const tab of tabs) {
      const panel = panelOf(tab);
      panel?.setAttribute('aria-busy', String(panel === busyPanel));
    }
  }, [busyPanel, tabs]);

  return (
    <>
      <div
        ref={listRef}
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
            aria-selected={index === shown}
            aria-controls={panelId(tab)}
            tabIndex={index === shown ? 0 : -1}
            className="focus-ring min-h-11 rounded-full px-6 font-semibold text-chrome-100 transition-colors hover:bg-white/5 aria-selected:bg-aqua-400 aria-selected:text-ink-950"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {busyPanel &&
        createPortal(
          <p className="absolute inset-x-0 -top-2 z-10 flex justify-center">
            <span className="inline-flex items-center gap-2 rounded-full bg-ink-800 px-4 py-2 text-sm text-chrome-100 shadow-lg">
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-aqua-400 border-t-transparent"
              />
              {loading}
            </span>
          </p>,
          busyPanel,
        )}
    </>
  );
}
