// The gallery's tab list (Motos, Autos) and the note a newly shown tab loads under. Both are server markup that the
// inline gallery script (client/inline/gallery.ts) works from the first paint: WAI-ARIA tabs with roving focus, and
// the note moved into the shown panel (aria-busy) until its photos are in. Without JavaScript the list is hidden and
// both panels are listed one after the other.
import { siteConfig } from '../../site.config.ts';
import { panelId, tabId, type GalleryTab } from '../../lib/gallery-tabs.ts';

const words = siteConfig.texts.gallery;

export function GalleryTabs({ tabs }: { tabs: GalleryTab[] }) {
  return (
    <>
      <div
        role="tablist"
        aria-label={words.tabsLabel}
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
      <p data-gallery-loading="" hidden className="absolute inset-x-0 -top-2 z-10 flex justify-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-ink-800 px-4 py-2 text-sm text-chrome-100 shadow-lg">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-aqua-400 border-t-transparent"
          />
          {words.loading}
        </span>
      </p>
    </>
  );
}
