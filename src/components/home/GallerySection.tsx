import { clientAssets } from '../../generated/client-assets.ts';
import { gallery, home, services } from '../../generated/content.ts';
import { fill } from '../../lib/fill.ts';
import { galleryCategories } from '../../content/choices.ts';
import { galleryKey, galleryTabs, panelId, tabId } from '../../lib/gallery-tabs.ts';
import { imageOf, videoOf } from '../../lib/media.ts';
import { siteConfig } from '../../site.config.ts';
import type { GalleryItem } from '../../content/schema/index.ts';
import { GalleryTabs } from '../gallery/GalleryTabs.tsx';
import { GalleryViewer, viewerSizes } from '../gallery/GalleryViewer.tsx';
import type { GalleryEntry } from '../gallery/types.ts';
import { InlineScript } from '../InlineCode.tsx';
import { LoopingVideo } from '../ui/LoopingVideo.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Section } from '../ui/Section.tsx';

const words = siteConfig.texts.gallery;
/** A `sizes` list whose every entry applies only without scripts. */
function noScript(sizes: string): string {
  return sizes
    .split(', ')
    .map((entry) => (entry.startsWith('(') ? `(scripting: none) and ${entry}` : `(scripting: none) ${entry}`))
    .join(', ');
}
/**
 * Without JavaScript a pair opens as its own viewer, showing these same files: they are picked for the viewer's
 * width then (client/site-components.css, viewer-card), so they are never blown up.
 */
const thumbSizes = `${noScript(viewerSizes)}, (min-width: 1280px) 300px, (min-width: 768px) 23vw, 46vw`;
const videoSizes = '(min-width: 1280px) 300px, (min-width: 768px) 46vw, 100vw';

function toEntry(item: GalleryItem, index: number): GalleryEntry {
  const service = services.find((candidate) => candidate.id === item.service)?.title ?? '';
  const base = { key: galleryKey(item.category, index), title: item.title, service };
  return item.type === 'image'
    ? { ...base, type: 'image', before: imageOf(item.before), after: imageOf(item.after) }
    : { ...base, type: 'video', video: videoOf(item.video).url, poster: imageOf(item.poster) };
}

const entries = galleryCategories.map((category) => gallery.filter((item) => item.category === category).map(toEntry));
const tabs = galleryTabs({ bikes: words.bikes, cars: words.cars });
/** The viewer is only for image pairs: without one, nothing opens it and it is left out. */
const firstPair = entries.flat().find((item) => item.type === 'image');

const sides = ['before', 'after'] as const;
/** A pair's own id: without JavaScript its button opens it as a popover. */
const workId = (item: GalleryEntry) => `trabajo-${item.key}`;
/**
 * The widest file a gallery photo needs: the viewer (src/components/gallery/GalleryViewer.tsx) reuses the thumbnails'
 * srcset, and its widest slot is a whole 767 px tablet screen at 2× (1,534 px) or a phone at 3× (about 1,240 px).
 */
const viewerMaxWidth = 1600;

/** One work: a before/after pair that opens the viewer, or a looping video; with its title and service. */
function GalleryFigure({ item }: { item: GalleryEntry }) {
  return (
    <>
      {item.type === 'image' ? (
        <div className="group relative grid grid-cols-2">
          {sides.map((side) => (
            <Picture
              key={side}
              image={item[side]}
              alt={`${words[side]}: ${item.title}`}
              sizes={thumbSizes}
              maxWidth={viewerMaxWidth}
              frameClassName="block overflow-hidden"
              className="aspect-[4/5] w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          ))}
          {/* Each photo's label, in its bottom-left corner. */}
          {sides.map((side) => (
            <span
              key={side}
              className={`absolute bottom-2 rounded-full bg-ink-950/85 px-2.5 py-1 text-xs font-semibold text-white ${side === 'before' ? 'left-2' : 'left-[calc(50%+0.5rem)]'}`}
            >
              {words[side]}
            </span>
          ))}
          {/* Laid over both photos, named after the pair it opens: the viewer. Without JavaScript the work itself is
              the viewer (a popover: full screen while open, this button then covering it all to close it); with it,
              client/inline/gallery.ts opens the modal <dialog> instead. */}
          <button
            type="button"
            popoverTarget={workId(item)}
            aria-haspopup="dialog"
            aria-label={fill(words.openPair, { trabajo: item.title })}
            data-close-hint={words.closeHint}
            className="focus-ring absolute inset-0 cursor-zoom-in rounded-t-3xl"
          />
        </div>
      ) : (
        <div className="relative aspect-[8/5] bg-ink-800">
          <LoopingVideo
            src={item.video}
            poster={item.poster}
            posterSizes={videoSizes}
            label={item.title}
            words={siteConfig.texts.shared}
          />
        </div>
      )}
      <figcaption className="p-4">
        <span data-title className="block font-semibold text-white">
          {item.title}
        </span>
        <span data-service className="block text-sm text-chrome-200">
          {item.service}
        </span>
      </figcaption>
    </>
  );
}

export function GallerySection() {
  return (
    <Section id="galeria" tone="dark" heading={home.gallery}>
      {/* Before the tabs and the pairs are parsed, so they work as soon as they are painted (CSP: its hash). */}
      <InlineScript code={clientAssets.inline.gallery} hash={clientAssets.scriptHashes.gallery} />
      <div className="mt-10">
        <GalleryTabs tabs={tabs} />
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            aria-busy={false}
            className={`${index === 0 ? '' : 'hidden noscript:block'} relative mt-8`}
          >
            <h3 className="mb-4 hidden text-xl font-semibold text-white noscript:block">{tab.label}</h3>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4">
              {entries[index]?.map((item) => (
                <li
                  key={item.key}
                  data-reveal=""
                  className="transition-[opacity,translate] duration-500 motion-reduce:transition-none in-data-switched:starting:translate-y-4 in-data-switched:starting:opacity-0"
                >
                  <figure
                    {...(item.type === 'image' ? { id: workId(item), popover: 'auto' as const } : {})}
                    className="viewer-card overflow-hidden rounded-3xl border border-white/10 bg-ink-900"
                  >
                    <GalleryFigure item={item} />
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {firstPair && <GalleryViewer title={firstPair.title} service={firstPair.service} />}
    </Section>
  );
}
