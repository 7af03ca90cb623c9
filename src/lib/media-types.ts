// What the build-time media step (scripts/build/media.ts) made of each file in media/.
export interface ImageVariant {
  width: number;
  url: string;
}

export interface MediaImage {
  kind: 'image';
  /** Intrinsic size of the source, for width/height attributes (no layout shift). */
  width: number;
  height: number;
  avif: ImageVariant[];
  /** The one WebP, 800 px wide (or the photo's width, if narrower): the <img> itself, for browsers without AVIF. */
  fallback: string;
}

export interface MediaVideo {
  kind: 'video';
  url: string;
  bytes: number;
}

/** Keyed by the path inside media/, as the content files name it. */
export type MediaManifest = Record<string, MediaImage | MediaVideo>;

/** The manifest's key of the map picture drawn at build time while site.yaml names none (scripts/media/map-stand-in.ts). */
export const mapStandIn = 'mapa-ilustrativo.png';
