// A Lucide icon as one <path>: every shape becomes a subpath of one outline, so an <svg> costs two elements, and strokes
// of one colour look the same either way.

/** One shape of an icon, as Lucide lists them: a tag and its attributes. */
export type IconShape = readonly [tag: string, attributes: Readonly<Record<string, string | number | undefined>>];

const numberPattern = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/iy;
const separatorPattern = /[\s,]*/y;

/** Reads one number at `index` (after separators); returns it and where it ends. */
function readNumber(text: string, index: number): { value: string; end: number } | undefined {
  separatorPattern.lastIndex = index;
  separatorPattern.exec(text);
  numberPattern.lastIndex = separatorPattern.lastIndex;
  const match = numberPattern.exec(text);
  return match ? { value: match[0], end: numberPattern.lastIndex } : undefined;
}

/**
 * A path's data made safe to follow another subpath: a leading relative moveto
 * (`m6 9 6 6`) is absolute only at the start of a path, so it becomes `M6 9`,
 * and the pairs after it, which were relative linetos, get their `l`.
 */
export function absoluteStart(data: string): string {
  const text = data.trim();
  if (!text.startsWith('m')) return text;
  const x = readNumber(text, 1);
  const y = x && readNumber(text, x.end);
  if (!x || !y) throw new Error(`Unreadable path start: ${data}`);
  const rest = text.slice(y.end).trim();
  const moreNumbers = rest !== '' && readNumber(rest, 0) !== undefined;
  return `M${x.value} ${y.value}${rest === '' ? '' : moreNumbers ? `l${rest}` : rest}`;
}

const num = (value: string | number | undefined, name: string, tag: string): number => {
  const parsed = Number(value);
  if (value === undefined || !Number.isFinite(parsed)) throw new Error(`<${tag}> without a numeric ${name}`);
  return parsed;
};

/** One shape as path data. */
export function shapeToPath([tag, attributes]: IconShape): string {
  const get = (name: string) => num(attributes[name], name, tag);
  switch (tag) {
    case 'path':
      return absoluteStart(String(attributes.d ?? ''));
    case 'circle':
    case 'ellipse': {
      const cx = get('cx');
      const cy = get('cy');
      const rx = tag === 'circle' ? get('r') : get('rx');
      const ry = tag === 'circle' ? rx : get('ry');
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
    }
    case 'rect': {
      const x = get('x');
      const y = get('y');
      const width = get('width');
      const height = get('height');
      const r = Math.min(attributes.rx === undefined ? 0 : get('rx'), width / 2, height / 2);
      if (r === 0) return `M${x} ${y}h${width}v${height}h${-width}z`;
      const across = width - 2 * r;
      const down = height - 2 * r;
      const arc = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`;
      return `M${x + r} ${y}h${across}${arc(r, r)}v${down}${arc(-r, r)}h${-across}${arc(-r, -r)}v${-down}${arc(r, -r)}z`;
    }
    case 'line':
      return `M${get('x1')} ${get('y1')}L${get('x2')} ${get('y2')}`;
    case 'polyline':
    case 'polygon': {
      const points = String(attributes.points ?? '').trim();
      if (points === '') throw new Error(`<${tag}> without points`);
      return `M${points}${tag === 'polygon' ? 'z' : ''}`;
    }
    default:
      throw new Error(`An icon shape this site cannot merge: <${tag}>`);
  }
}

/** Every shape of an icon as the data of one path. */
export const iconPath = (shapes: readonly IconShape[]): string => shapes.map(shapeToPath).join('');

/** Path data without the characters SVG does not need: leading zeros ("0.5" → ".5") and spaces before a minus sign or between two decimals. */
export const compactPath = (data: string): string =>
  data
    .replace(/(?<![\d.])0\.(\d)/g, '.$1')
    .replace(/ -/g, '-')
    .replace(/(\.\d+) (?=\.)/g, '$1');
