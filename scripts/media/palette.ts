/** Brand palette and vehicle paints. */
export const colours = {
  bg: '#07090c',
  bg2: '#11161d',
  graphite: '#1c232d',
  aqua: '#35d0f0',
  chrome: '#c9d1d9',
  white: '#f5f7fa',
  warm: '#f5b841',
} as const;

export interface Paint {
  /** Highlight tone (where the studio light hits). */
  light: string;
  base: string;
  /** Shadow tone. */
  dark: string;
}

export const PAINT = {
  red: { light: '#ff4d57', base: '#9c0f1c', dark: '#2a0308' },
  blue: { light: '#4f86e8', base: '#12306b', dark: '#040a1a' },
  black: { light: '#7d8a98', base: '#1b2129', dark: '#030405' },
} as const satisfies Record<string, Paint>;
