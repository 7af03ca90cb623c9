/** Service pictures for cars: upholstery cleaning, polishing, protective treatments, ceramic coating, upholstery. */
import type { Defs } from '../core/defs.ts';
import { rng } from '../core/rng.ts';
import type { Layers } from '../core/scene.ts';
import { wave } from '../core/scene.ts';
import { across, clip, down, glow, num } from '../core/svg.ts';
import { beadLayer, scatterBeads, slide, type Slope } from '../parts/beads.ts';
import { car } from '../parts/car.ts';
import { carFront, GLASS_PATH } from '../parts/carfront.ts';
import { sparkle, sweep, twinkle } from '../parts/fx.ts';
import { polisher } from '../parts/polisher.ts';
import { SEAT, seat } from '../parts/seat.ts';
import { studio } from '../parts/studio.ts';
import { swirls } from '../parts/wear.ts';
import { colours, PAINT } from '../palette.ts';
import { at, SEAT_VIEW, scene } from './common.ts';

/** Upholstery extractor nozzle with a foam bed, sweeping across the backrest. */
function extractor(defs: Defs, phase: number): string {
  const x = 600 + 70 * wave(phase);
  const y = 372 + 8 * wave(phase, 2);
  const head = down(defs, 'nozzle', [0, '#dfe5eb'], [0.5, '#8d97a2'], [1, '#2b333d']);
  const random = rng(3);
  const foam: string[] = [];
  for (let i = 0; i < 26; i++) {
    const fx = x + random.range(-90, 90);
    const fy = y + 26 + random.range(-6, 22);
    const rad = random.range(5, 13) * (0.85 + 0.15 * wave(phase, 4, random.next()));
    foam.push(
      `<circle cx="${num(fx)}" cy="${num(fy)}" r="${num(rad)}" fill="#f5f7fa" fill-opacity="0.85" stroke="#9fb3c4" stroke-width="1"/>`,
    );
  }
  return (
    `<path d="M${num(x + 40)} ${num(y - 10)}L${num(x + 420)} ${num(y - 520)}" stroke="#1c232d" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M${num(x + 40)} ${num(y - 16)}L${num(x + 420)} ${num(y - 526)}" stroke="${colours.chrome}" stroke-width="5" stroke-opacity="0.7"/>` +
    `<rect x="${num(x - 100)}" y="${num(y - 20)}" width="200" height="44" rx="12" fill="${head}"/>` +
    `<rect x="${num(x - 88)}" y="${num(y - 12)}" width="176" height="16" rx="6" fill="${colours.aqua}" fill-opacity="0.55"/>` +
    foam.join('')
  );
}

export const limpiezaTapizados = (): Layers =>
  scene((defs) => ({
    back: studio(defs, { horizon: 640 }) + at(SEAT_VIEW, seat(defs, { material: SEAT.fabric })),
    anim: (phase) => at(SEAT_VIEW, extractor(defs, phase)),
  }));

export const tapizadosMotosAutos = (): Layers =>
  scene((defs) => {
    const needle = across(defs, 'needle', [0, '#6f7a86'], [0.5, colours.white], [1, '#6f7a86']);
    const tools =
      `<path d="M760 560C820 500 900 500 930 560" fill="none" stroke="${needle}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M930 560C960 640 1000 700 1100 720" fill="none" stroke="${colours.warm}" stroke-width="3"/>` +
      `<g transform="translate(1000 660)"><rect x="-40" y="-60" width="80" height="70" rx="8" fill="${colours.warm}"/><rect x="-48" y="-70" width="96" height="14" rx="4" fill="#2b333d"/><rect x="-48" y="6" width="96" height="14" rx="4" fill="#2b333d"/></g>`;
    return { back: studio(defs, { horizon: 640 }) + at(SEAT_VIEW, seat(defs, { material: SEAT.tan })) + tools };
  });

const HOOD_ZOOM = 'translate(-900 -550) scale(2.5)';

/** Polisher on the glossy hood, its reflection in the paint, swirls still visible on the uncorrected side. */
export const pulidoAbrillantado = (): Layers =>
  scene((defs) => {
    const random = rng(8);
    const uncorrected = `<g clip-path="${clip(defs, 'pol-left', '<rect x="0" y="290" width="505" height="200"/>')}">${swirls(random, 430, 360, 110, 260, 0.32)}</g>`;
    const hoodView = at(HOOD_ZOOM, carFront(defs, { paint: PAINT.red, onHood: uncorrected }));
    const anim = (phase: number): string => {
      const x = 640 + 70 * wave(phase);
      const y = 480 + 12 * wave(phase, 2, 0.25);
      const tool = polisher(defs, { spin: phase * 360 * 16 });
      return (
        sweep(defs, phase, { from: -300, to: 1500, opacity: 0.12, width: 220 }) +
        `<g opacity="0.28">${at(`translate(${num(x)} ${num(y + 6)}) scale(1 -0.7)`, tool)}</g>` +
        glow(defs, x, y - 8, 170, 26, '#000000', 0.6) +
        at(`translate(${num(x)} ${num(y)})`, tool)
      );
    };
    return { back: studio(defs, { horizon: 200, strips: false }) + hoodView, anim, vignette: 0.55 };
  });

/** Car flank with water beading on a protected finish and a sheen sweeping across. */
export const tratamientosCuidado = (): Layers =>
  scene((defs) => {
    const beads = scatterBeads(rng(12), { x: 20, y: 150, w: 980, h: 120 }, 170, 2.5, 7);
    const sheen = across(
      defs,
      'protect-sheen',
      [0, colours.aqua, 0],
      [0.4, colours.aqua, 0.18],
      [0.5, colours.white, 0.28],
      [0.6, colours.aqua, 0.18],
      [1, colours.aqua, 0],
    );
    const onPaint =
      `<rect x="150" y="60" width="800" height="280" fill="${sheen}" transform="skewX(-25)"/>` +
      beadLayer(defs, beads, '#02040a');
    const body = car(defs, { paint: PAINT.blue, id: 'protect', reflection: 0.25, onPaint });
    return { back: studio(defs, { horizon: 470 }) + at('translate(-80 120) scale(1.3)', body) };
  });

/** Beads sliding down the windscreen, wrapping seamlessly within the loop. */
const WINDSCREEN: Slope = { lanes: 3, start: (bead) => bead.x * 0.013, spread: 0.12, top: 120, length: 190 };

const GLASS_ZOOM = 'translate(-540 -120) scale(1.9)';

export const ceramicosVidrios = (): Layers =>
  scene((defs) => {
    const random = rng(21);
    const still = scatterBeads(random, { x: 350, y: 125, w: 500, h: 175 }, 110, 2.5, 8);
    const moving = scatterBeads(random, { x: 420, y: 125, w: 360, h: 175 }, 14, 4, 6.5);
    const hoodBeads = scatterBeads(random, { x: 260, y: 300, w: 680, h: 170 }, 160, 2, 6);
    const glassClip = clip(defs, 'cv-glass', `<path d="${GLASS_PATH}"/>`);
    const view = carFront(defs, {
      paint: PAINT.blue,
      onGlass: beadLayer(defs, still),
      onHood: beadLayer(defs, hoodBeads, '#01030a'),
    });
    const anim = (phase: number): string =>
      at(
        GLASS_ZOOM,
        `<g clip-path="${glassClip}">${beadLayer(defs, slide(moving, phase, WINDSCREEN))}${sweep(defs, phase, { from: 200, to: 1000, opacity: 0.1, width: 80, tilt: 30 })}</g>`,
      ) +
      sparkle(defs, 470, 330, 26, twinkle(phase, 0.1)) +
      sparkle(defs, 760, 250, 20, twinkle(phase, 0.55));
    return { back: studio(defs, { horizon: 300, strips: true }) + at(GLASS_ZOOM, view), anim, vignette: 0.6 };
  });
