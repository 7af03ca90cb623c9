// The format and pixel size of a JPEG or PNG file, read from its header: what a link-preview crawler or a phone's
// home screen checks of an image, without an image library (the Worker tests run in workerd).

export interface ImageSize {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;
const isPng = (bytes: Uint8Array) =>
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte);

/** A start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), which holds the frame's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** Reads an image's format and size; throws if it is neither a JPEG nor a PNG, or has no size. */
export function imageSize(bytes: Uint8Array): ImageSize {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isPng(bytes)) return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  if (!isJpeg(bytes)) throw new Error('neither a JPEG nor a PNG');
  // Segments follow the start-of-image marker, each an 0xFF, its marker and a length that counts itself.
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`no JPEG marker at byte ${offset}`);
    const marker = bytes[offset + 1] ?? 0;
    if (isStartOfFrame(marker))
      return { format: 'jpeg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  throw new Error('a JPEG without a frame');
}
