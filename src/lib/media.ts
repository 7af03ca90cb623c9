// Looks up what the media step made of a file named in the content.
import { media } from '../generated/media.ts';
import type { MediaImage, MediaVideo } from './media-types.ts';

export function imageOf(path: string): MediaImage {
  const entry = media[path];
  if (entry?.kind !== 'image') throw new Error(`media/${path} is not a built image: run npm run build`);
  return entry;
}

export function videoOf(path: string): MediaVideo {
  const entry = media[path];
  if (entry?.kind !== 'video') throw new Error(`media/${path} is not a built video: run npm run build`);
  return entry;
}
