import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../src/lib/byte-range.ts';

describe('parseByteRange', () => {
  it('reads the ranges video players ask for', () => {
    expect(parseByteRange('bytes=0-1023', 5000)).toEqual({ start: 0, end: 1023 });
    expect(parseByteRange('bytes=4000-', 5000)).toEqual({ start: 4000, end: 4999 });
    expect(parseByteRange('bytes=-500', 5000)).toEqual({ start: 4500, end: 4999 });
    expect(parseByteRange('bytes=0-99999', 5000)).toEqual({ start: 0, end: 4999 });
  });

  it('serves the whole file for a missing or malformed header', () => {
    expect(parseByteRange(undefined, 5000)).toBeUndefined();
    expect(parseByteRange('bytes=-', 5000)).toBeUndefined();
    expect(parseByteRange('bytes=0-10,20-30', 5000)).toBeUndefined();
    expect(parseByteRange('items=0-10', 5000)).toBeUndefined();
  });

  it('ignores a range whose last byte comes before its first (RFC 9110 §14.1.1), serving the whole file', () => {
    expect(parseByteRange('bytes=5-1', 5000)).toBeUndefined();
    expect(parseByteRange('bytes=10-5', 5000)).toBeUndefined();
    expect(parseByteRange('bytes=6000-5999', 5000)).toBeUndefined();
  });

  it('refuses ranges outside the file', () => {
    expect(parseByteRange('bytes=5000-', 5000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5000-5010', 5000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 5000)).toBe('unsatisfiable');
  });
});
