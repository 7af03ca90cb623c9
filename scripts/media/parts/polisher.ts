/** Dual-action polisher in side view with an aqua foam pad. The pad's bottom centre is at (0,0). */
import type { Defs } from '../core/defs.ts';
import { across, down, num } from '../core/svg.ts';
import { colours } from '../palette.ts';

export interface PolisherOpts {
  /** Rotation of the pad marks in degrees (animated in the video). */
  spin?: number;
}

export function polisher(defs: Defs, options: PolisherOpts = {}): string {
  const foam = across(defs, 'pol-foam', [0, '#0e6f86'], [0.35, colours.aqua], [0.6, '#8ee9fb'], [1, '#0e6f86']);
  const plate = across(defs, 'pol-plate', [0, '#07090c'], [0.4, '#3b444e'], [1, '#07090c']);
  const body = down(defs, 'pol-body', [0, '#a8741c'], [0.22, '#ffe2a0'], [0.45, colours.warm], [1, '#6b4a12']);
  const grip = down(defs, 'pol-grip', [0, '#2b333d'], [1, '#07090c']);
  // Marks on the pad's rim travel sideways as it spins (a cheap way to show rotation in profile).
  const spin = options.spin ?? 0;
  const marks: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = ((spin + i * 36) * Math.PI) / 180;
    const sine = Math.sin(angle);
    if (Math.cos(angle) > 0) marks.push(`M${num(sine * 118)} -38L${num(sine * 118)} -8`);
  }
  return (
    `<ellipse cx="0" cy="-6" rx="122" ry="16" fill="#05070a" fill-opacity="0.6"/>` +
    `<path d="M-122 -38L122 -38L122 -8A122 16 0 0 1 -122 -8Z" fill="${foam}"/>` +
    `<path d="${marks.join('')}" stroke="#0b5567" stroke-width="3" stroke-opacity="0.6"/>` +
    `<ellipse cx="0" cy="-38" rx="122" ry="16" fill="#7fe3f7"/>` +
    `<path d="M-100 -56L100 -56L100 -44A100 12 0 0 1 -100 -44Z" fill="${plate}"/>` +
    `<ellipse cx="0" cy="-56" rx="100" ry="12" fill="#2b333d"/>` +
    `<path d="M-46 -60L46 -60L40 -130L-40 -130Z" fill="${grip}"/>` +
    `<path d="M-70 -132L40 -132L40 -200L-70 -200C-96 -200 -96 -132 -70 -132Z" fill="${body}"/>` +
    `<path d="M-70 -120C-100 -120 -118 -150 -110 -176C-104 -196 -88 -204 -70 -200Z" fill="${grip}"/>` +
    `<rect x="30" y="-206" width="250" height="80" rx="40" fill="${body}"/>` +
    `<rect x="70" y="-200" width="8" height="68" rx="4" fill="#1c232d"/>` +
    `<path d="M110 -196L110 -140M130 -196L130 -140M150 -196L150 -140" stroke="#07090c" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M50 -198L270 -198" stroke="#fff" stroke-width="4" stroke-opacity="0.7" stroke-linecap="round"/>` +
    `<path d="M270 -190C330 -200 350 -150 340 -120C330 -90 290 -96 270 -130" fill="none" stroke="${grip}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M292 -120L312 -112" stroke="${colours.aqua}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M340 -110C380 -60 420 -40 520 -30C620 -20 700 -40 800 -20" fill="none" stroke="#07090c" stroke-width="12" stroke-linecap="round"/>`
  );
}
