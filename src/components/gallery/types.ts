// The gallery's data: plain data, resolved on the server from the content and the media manifest.
import type { MediaImage } from '../../lib/media-types.ts';

interface GalleryItemBase {
  key: string;
  title: string;
  /** The service's title, shown under the item. */
  service: string;
}

export interface GalleryImagePair extends GalleryItemBase {
  type: 'image';
  before: MediaImage;
  after: MediaImage;
}

export interface GalleryVideoItem extends GalleryItemBase {
  type: 'video';
  video: string;
  poster: MediaImage;
}

export type GalleryEntry = GalleryImagePair | GalleryVideoItem;
