// The map picture of the contact section until the owner uploads a real one
// (site.yaml's mapImage): a street grid drawn from nothing real, marked as an
// illustration, with the workshop's pin and address at its centre.
import sharp from 'sharp';
import type { SiteConfig } from '../../src/content/schema/index.ts';
import { textPath, measure, type TextStyle } from '../brand/text-path.ts';

const WIDTH = 1600;
const HEIGHT = 1000;
const colours = { ground: '#0d1218', street: '#1b2430', avenue: '#253140', aqua: '#35d0f0', card: '#151b23' };

/** Streets every `step` pixels across a square wide enough to cover the picture once turned. */
function streets(step: number, wideEvery: number, horizontal: boolean): string {
  const lines: string[] = [];
  for (let index = 0, at = -WIDTH; at <= 2 * WIDTH; index++, at += step) {
    const wide = index % wideEvery === 0;
    const [x1, y1, x2, y2] = horizontal ? [-WIDTH, at, 2 * WIDTH, at] : [at, -WIDTH, at, 2 * WIDTH];
    lines.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${wide ? colours.avenue : colours.street}" stroke-width="${wide ? 30 : 14}"/>`,
    );
  }
  return lines.join('');
}

export async function drawMapStandIn(site: Pick<SiteConfig, 'address'>, label: string): Promise<Buffer> {
  const centreX = WIDTH / 2;
  const centreY = HEIGHT / 2 + 40;
  const street: TextStyle = { weight: 800, size: 60, fill: '#f5f7fa' };
  const area: TextStyle = { weight: 600, size: 40, fill: '#c9d1d9' };
  const tag: TextStyle = { weight: 600, size: 30, fill: '#c9d1d9', letterSpacing: 3 };
  const areaText = `${site.address.neighbourhood}, ${site.address.city}`;
  const cardWidth = Math.max(measure(site.address.street, street), measure(areaText, area)) + 80;
  const cardX = centreX + 70;
  const tagText = label.toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${colours.ground}"/>
  <g transform="rotate(-17 ${centreX} ${centreY}) translate(37 12)">${streets(170, 4, false)}${streets(150, 3, true)}</g>
  <circle cx="${centreX}" cy="${centreY}" r="90" fill="${colours.aqua}" fill-opacity="0.12"/>
  <path d="M${centreX} ${centreY} C${centreX - 14} ${centreY - 30} ${centreX - 48} ${centreY - 58} ${centreX - 48} ${centreY - 96} a48 48 0 1 1 96 0 C${centreX + 48} ${centreY - 58} ${centreX + 14} ${centreY - 30} ${centreX} ${centreY}Z" fill="${colours.aqua}"/>
  <circle cx="${centreX}" cy="${centreY - 96}" r="18" fill="${colours.ground}"/>
  <rect x="${cardX}" y="${centreY - 150}" width="${cardWidth.toFixed(0)}" height="140" rx="24" fill="${colours.card}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>
  ${textPath(site.address.street, cardX + 40, centreY - 88, street)}
  ${textPath(areaText, cardX + 40, centreY - 38, area)}
  <rect x="180" y="56" width="${(measure(tagText, tag) + 48).toFixed(0)}" height="56" rx="28" fill="${colours.card}" fill-opacity="0.9"/>
  ${textPath(tagText, 204, 95, tag)}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
