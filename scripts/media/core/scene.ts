/** A scene is drawn in three layers so videos can re-render only what moves. */
import type { Defs } from './defs.ts';

export interface Layers {
  defs: Defs;
  /** Static background, rendered once per video. */
  back: string;
  /** Moving elements for a loop phase in [0, 1); the still image uses phase 0. */
  anim: (phase: number) => string;
  /** Static foreground (vignette, grain, foreground objects), rendered once. */
  front: string;
}

export type SceneFactory = () => Layers;

/** Periodic helpers: every motion is a function of the loop phase so videos loop seamlessly. */
export const TAU = Math.PI * 2;
export const wave = (phase: number, cycles = 1, offset = 0): number => Math.sin(TAU * (phase * cycles + offset));
/** Fractional part, for particles that wrap around within the loop. */
export const frac = (value: number): number => value - Math.floor(value);
