// One "Range: bytes=…" request header, as video players send it.
export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The range a header asks for within a file of `size` bytes; undefined when it
 * asks for the whole file or is invalid (RFC 9110 §14.2: the header is then
 * ignored and the whole file served), 'unsatisfiable' when it lies outside.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  // A last byte before the first makes the range invalid (§14.1.1), not unsatisfiable.
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

/**
 * Whether a Range request's If-Range lets the range stand (RFC 9110 §13.1.5): no If-Range, or one naming the file's
 * current version by its strong ETag, or by its exact Last-Modified date. Otherwise the whole file is sent.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string | null, lastModified: string | null): boolean {
  if (ifRange === undefined) return true;
  const condition = ifRange.trim();
  if (condition.startsWith('"') || condition.startsWith('W/')) {
    // Weak tags never match here (a strong comparison).
    return etag !== null && !etag.startsWith('W/') && condition === etag;
  }
  return lastModified !== null && condition === lastModified;
}
