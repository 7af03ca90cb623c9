// Photos arrive with the names phones give them: the content accepts them as
// the editor (Sveltia CMS) writes them and as a GitHub upload keeps them, and the
// build gives their variants plain URL names.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoUploads } from '../../scripts/build/editor/config.ts';
import { stemOf, urlSafeFolder, urlSafeName } from '../../scripts/media/file-names.ts';
import { imagePath, videoPath } from '../../src/content/schema/index.ts';

const phoneNames = [
  'IMG_2034.JPG',
  'Foto Auto (1).JPEG',
  'Señal ñandú.png',
  'photo 2024.05.01.jpg',
  'PXL_20250611~2.webp',
];
/**
 * The name the editor gives an upload: it keeps the phone's name (slugify_filename is off) and, converting the photo
 * (photoUploads), gives it the new format's extension.
 */
const uploadedAs = (name: string) => `${stemOf(name)}.${photoUploads.transformations.raster_image.format}`;

describe('a photo named by a phone', () => {
  it('is uploaded by the editor under a name the content accepts', () => {
    expect(phoneNames.map(uploadedAs)).toEqual([
      'IMG_2034.webp',
      'Foto Auto (1).webp',
      'Señal ñandú.webp',
      'photo 2024.05.01.webp',
      'PXL_20250611~2.webp',
    ]);
    // The editor writes the path from media/ with a leading slash: the same file.
    for (const name of phoneNames.map(uploadedAs)) {
      expect(imagePath.parse(`/services/${name}`), name).toBe(`services/${name}`);
    }
  });

  it('is accepted with the name it keeps when added through GitHub: capitals, spaces, accents', () => {
    for (const name of phoneNames) expect(imagePath.safeParse(`gallery/${name}`).success, name).toBe(true);
    expect(videoPath.safeParse('gallery/VID_20250611.MP4').success).toBe(true);
  });

  it('is refused outside media/, hidden, or in a format the build cannot read, naming real folders', () => {
    for (const bad of ['../secreto.jpg', '//hero.jpg', '.oculta.jpg', 'services/ foto.jpg', 'IMG_2035.HEIC']) {
      expect(imagePath.safeParse(bad).success, bad).toBe(false);
    }
    const message = imagePath.safeParse('IMG_2035.HEIC').error?.issues[0]?.message ?? '';
    expect(message).toMatch(/^tiene que ser un archivo de media\/ terminado en \.jpg, \.jpeg, \.png, \.webp/);
    expect(message).not.toContain('servicios/');
  });

  it('the examples in the message are files that exist in media/', async () => {
    for (const schema of [imagePath, videoPath]) {
      const message = schema.safeParse('x').error?.issues[0]?.message ?? '';
      const examples = message.match(/[\w/-]+\.(jpg|mp4)/g) ?? [];
      expect(examples.length).toBeGreaterThan(1);
      for (const example of examples) await access(path.resolve(import.meta.dirname, '../../media', example));
    }
  });
});

describe('the built files of a photo', () => {
  it('get a lowercase ASCII name with dashes, whatever the source is called', () => {
    expect(urlSafeName(stemOf('IMG_2034.JPG'))).toBe('img_2034');
    expect(urlSafeName(stemOf('Foto Auto (1).JPEG'))).toBe('foto-auto-1');
    expect(urlSafeName(stemOf('photo 2024.05.01.jpg'))).toBe('photo-2024-05-01');
    expect(urlSafeName(stemOf('Señal ñandú.png'))).toBe('senal-nandu');
    expect(urlSafeName('(((')).toBe('archivo');
  });

  it('keep their folder, made URL-safe too', () => {
    expect(urlSafeFolder('services/IMG_2034.JPG')).toBe('services');
    expect(urlSafeFolder('Fotos Nuevas/IMG_2034.JPG')).toBe('fotos-nuevas');
    expect(urlSafeFolder('hero.jpg')).toBe('');
  });
});
