// The before/after viewer when scripts run: one modal <dialog> for every pair, which the inline gallery script opens
// in place of the pair's own popover (the viewer without JavaScript) and fills with the pair's photos and caption.
// Escape or a tap anywhere closes it.
import { siteConfig } from '../../site.config.ts';
import { Icon } from '../ui/Icon.tsx';

export const viewerId = 'galeria-visor';
/**
 * The width the viewer shows each photo at: its photos are the thumbnails' files, picked again for this. Side by side
 * on a wide screen held sideways; one above the other on phones and upright tablets (side by side, a tablet showed
 * the pair in a quarter of its height). From 1152 px a screen is a desktop's, held sideways.
 */
export const viewerSizes = '(min-width: 1152px) 570px, (min-width: 768px) and (orientation: landscape) 48vw, 100vw';

const words = siteConfig.texts.gallery;

interface GalleryViewerProps {
  /** The first pair's caption, so the viewer's heading is never empty; opening a pair writes in that pair's. */
  title: string;
  service: string;
}

export function GalleryViewer({ title, service }: GalleryViewerProps) {
  return (
    <dialog
      id={viewerId}
      data-viewer
      aria-labelledby="galeria-visor-titulo"
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ink-950/97 p-0 text-white backdrop:bg-black/80"
    >
      <button
        type="button"
        commandfor={viewerId}
        command="close"
        autoFocus
        className="group absolute inset-0 size-full cursor-zoom-out outline-none"
        aria-label={words.close}
      >
        <Icon
          inline
          name="close"
          className="absolute top-4 right-4 size-11 rounded-full bg-white/10 p-2.5 outline-offset-2 outline-aqua-400 group-hover:bg-white/20 group-focus-visible:outline-3 sm:top-8 sm:right-8"
        />
      </button>
      {/* Taps go through to the close button. */}
      <div className="pointer-events-none relative mx-auto flex min-h-full max-w-6xl flex-col justify-center gap-4 p-4 sm:p-8">
        <div className="pr-14">
          <h3 id="galeria-visor-titulo" data-viewer-text="title" className="text-xl font-semibold sm:text-2xl">
            {title}
          </h3>
          <p data-viewer-text="service" className="text-sm text-chrome-200">
            {service}
          </p>
        </div>
        <div className="grid gap-3 md:landscape:grid-cols-2">
          {[words.before, words.after].map((side) => (
            <figure key={side} className="relative overflow-hidden rounded-2xl">
              <div
                data-viewer-photo
                data-sizes={viewerSizes}
                className="[&_img]:max-h-[38dvh] [&_img]:w-full [&_img]:object-cover md:[&_img]:max-h-[42dvh] md:landscape:[&_img]:max-h-[75dvh]"
              />
              <figcaption className="absolute top-3 left-3 rounded-full bg-ink-950/85 px-3 py-1 text-sm font-semibold">
                {side}
              </figcaption>
            </figure>
          ))}
        </div>
        <p className="text-center text-sm text-chrome-200">{words.closeHint}</p>
      </div>
    </dialog>
  );
}
