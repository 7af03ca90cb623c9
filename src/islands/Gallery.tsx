// The before/after gallery: WAI-ARIA tabs (Motos, Autos), image pairs that open
// a full-screen viewer (native <dialog>), and looping videos with their own
// pause button. Without JavaScript both tabs' items are listed one after another.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { GalleryViewer } from '../components/gallery/GalleryViewer.tsx';
import { Picture } from '../components/ui/Picture.tsx';
import type { GalleryImagePair, GalleryTab } from '../components/gallery/types.ts';
import { LoopingVideo } from './LoopingVideo.tsx';

export interface GalleryProps {
  tabs: GalleryTab[];
}

const thumbSizes = '(min-width: 1280px) 300px, (min-width: 768px) 23vw, 46vw';
const videoSizes = '(min-width: 1280px) 300px, (min-width: 768px) 46vw, 100vw';

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

export function Gallery({ tabs }: GalleryProps) {
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState(true);
  const [viewing, setViewing] = useState<GalleryImagePair | null>(null);
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const switchedRef = useRef(false);

  useEffect(() => {
    const panel = panelRefs.current[active];
    if (!switchedRef.current || !panel) return;
    let current = true;
    setBusy(true);
    void preloadPanel(panel).then(() => current && setBusy(false));
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(panel);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [active]);

  const select = (index: number) => {
    if (index === active) return;
    switchedRef.current = true;
    setRevealed(false);
    setActive(index);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Trabajos por tipo de vehículo"
        onKeyDown={onTabKeyDown}
        className="inline-flex gap-1 rounded-full border border-white/10 bg-ink-900 p-1 noscript:hidden"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`galeria-pestana-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`galeria-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
            className={`focus-ring min-h-11 rounded-full px-6 font-semibold transition-colors ${
              index === active ? 'bg-aqua-400 text-ink-950' : 'text-chrome-100 hover:bg-white/5'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {tabs.map((tab, index) => {
        const shown = index === active;
        return (
          <div
            key={tab.id}
            ref={(element) => {
              panelRefs.current[index] = element;
            }}
            role="tabpanel"
            id={`galeria-panel-${tab.id}`}
            aria-labelledby={`galeria-pestana-${tab.id}`}
            aria-busy={shown && busy}
            className={`${shown ? 'block' : 'hidden noscript:block'} relative mt-8`}
          >
            <h3 className="mb-4 hidden text-xl font-semibold text-white noscript:block">{tab.label}</h3>
            {shown && busy && (
              <p className="absolute inset-x-0 -top-2 z-10 flex justify-center">
                <span className="inline-flex items-center gap-2 rounded-full bg-ink-800 px-4 py-2 text-sm text-chrome-100 shadow-lg">
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-aqua-400 border-t-transparent"
                  />
                  Cargando trabajos…
                </span>
              </p>
            )}
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4">
              {tab.items.map((item) => (
                <li
                  key={item.key}
                  data-reveal="0.15"
                  className={`transition-[opacity,translate] duration-500 motion-reduce:transition-none ${
                    revealed ? '' : 'motion-safe:translate-y-4 motion-safe:opacity-0'
                  }`}
                >
                  <figure className="overflow-hidden rounded-3xl border border-white/10 bg-ink-900">
                    {item.type === 'image' ? (
                      <div className="group relative grid grid-cols-2">
                        {(['before', 'after'] as const).map((side) => (
                          <div key={side} className="relative overflow-hidden">
                            <Picture
                              image={item[side]}
                              alt={`${side === 'before' ? 'Antes' : 'Después'}: ${item.title}`}
                              sizes={thumbSizes}
                              className="aspect-[4/5] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                            />
                            <span className="absolute bottom-2 left-2 rounded-full bg-ink-950/85 px-2.5 py-1 text-xs font-semibold text-white">
                              {side === 'before' ? 'Antes' : 'Después'}
                            </span>
                          </div>
                        ))}
                        {/* Laid over both photos; its name is its own text, so it never contradicts what is seen. */}
                        <button
                          type="button"
                          aria-haspopup="dialog"
                          onClick={(event) => {
                            openerRef.current = event.currentTarget;
                            // A new object for every opening: reopening the same item right after
                            // closing it (before React has applied the close) still opens the viewer.
                            setViewing({ ...item });
                          }}
                          className="focus-ring absolute inset-0 cursor-zoom-in rounded-t-3xl"
                        >
                          <span className="sr-only">Ver el antes y el después en pantalla completa: {item.title}</span>
                        </button>
                      </div>
                    ) : (
                      <div className="relative aspect-[8/5] bg-ink-800">
                        <LoopingVideo
                          src={item.video}
                          poster={item.poster}
                          posterSizes={videoSizes}
                          label={item.title}
                        />
                      </div>
                    )}
                    <figcaption className="p-4">
                      <span className="block font-semibold text-white">{item.title}</span>
                      <span className="block text-sm text-chrome-200">{item.service}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        );
      })}

      <GalleryViewer
        item={viewing}
        onClose={() => {
          setViewing(null);
          openerRef.current?.focus();
        }}
      />
    </div>
  );
}
