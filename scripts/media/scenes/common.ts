/** Helpers for assembling scenes. */
import { Defs } from '../core/defs.ts';
import type { Layers } from '../core/scene.ts';
import { finish } from '../parts/studio.ts';

/** Builds layers with a shared defs object; `anim` defaults to nothing and `front` to the vignette. */
export function scene(
  build: (defs: Defs) => { back: string; anim?: (phase: number) => string; front?: string; vignette?: number },
): Layers {
  const defs = new Defs();
  const parts = build(defs);
  return {
    defs: defs,
    back: parts.back,
    anim: parts.anim ?? ((): string => ''),
    front: (parts.front ?? '') + finish(defs, parts.vignette ?? 0.65),
  };
}

/** Wraps markup in a transform group. */
export const at = (transform: string, body: string): string => (body ? `<g transform="${transform}">${body}</g>` : '');

/** Close-ups framed the same way in the service pictures and the gallery pairs. */
export const SEAT_VIEW = 'translate(-90 -40) scale(1.15)';
export const HELMET_VIEW = 'translate(-60 40) scale(1.05)';
