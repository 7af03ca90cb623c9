// The names built photos and videos get in their URLs. A source keeps the name
// it has in media/ (IMG_2034.JPG, "Foto auto (1).jpeg"): that is what the
// content names and the build checks. Its variants get a lowercase ASCII name
// with dashes, so every URL is plain and needs no escaping.

/** "Foto Auto (1)" → "foto-auto-1"; "Señal" → "senal". */
export function urlSafeName(name: string): string {
  const safe = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe === '' ? 'archivo' : safe;
}

/** A source's folder in URLs: each folder name made URL-safe; "" for a file at the top of media/. */
export function urlSafeFolder(source: string): string {
  const folders = source.split('/').slice(0, -1);
  return folders.map(urlSafeName).join('/');
}

/** A source's file name without its extension, whatever the extension's case. */
export function stemOf(source: string): string {
  const name = source.split('/').at(-1) ?? source;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export const isImageSource = (source: string) => /\.(jpe?g|png|webp)$/i.test(source);
export const isVideoSource = (source: string) => /\.mp4$/i.test(source);
