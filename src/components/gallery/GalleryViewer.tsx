// The full-screen before/after viewer: a native modal <dialog>. A click
// anywhere on it or Escape closes it; focus goes back to the item that opened it.
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../ui/island-icons.tsx';
import { Picture } from '../ui/Picture.tsx';
import type { GalleryImagePair } from './types.ts';

interface GalleryViewerProps {
  item: GalleryImagePair | null;
  onClose: () => void;
}

export function GalleryViewer({ item, onClose }: GalleryViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (item && dialog && !dialog.open) dialog.showModal();
  }, [item]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="galeria-visor-titulo"
      onClick={() => dialogRef.current?.close()}
      onClose={onClose}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none cursor-zoom-out overflow-y-auto bg-ink-950/97 p-4 text-white backdrop:bg-black/80 sm:p-8"
    >
      {item && (
        <div className="mx-auto flex min-h-full max-w-6xl flex-col justify-center gap-4">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h3 id="galeria-visor-titulo" className="text-xl font-semibold sm:text-2xl">
                {item.title}
              </h3>
              <p className="text-sm text-chrome-200">{item.service}</p>
            </div>
            <button
              type="button"
              autoFocus
              className="focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">Cerrar</span>
            </button>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            {(['before', 'after'] as const).map((side) => (
              <figure key={side} className="relative overflow-hidden rounded-2xl">
                <Picture
                  image={item[side]}
                  alt={`${side === 'before' ? 'Antes' : 'Después'}: ${item.title}`}
                  sizes="(min-width: 1152px) 570px, (min-width: 768px) 48vw, 100vw"
                  className="max-h-[38dvh] w-full object-cover md:max-h-[75dvh]"
                />
                <figcaption className="absolute top-3 left-3 rounded-full bg-ink-950/85 px-3 py-1 text-sm font-semibold">
                  {side === 'before' ? 'Antes' : 'Después'}
                </figcaption>
              </figure>
            ))}
          </div>
          <p className="text-center text-sm text-chrome-200">Tocá en cualquier lugar para cerrar</p>
        </div>
      )}
    </dialog>
  );
}
