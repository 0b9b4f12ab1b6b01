/**
 * Draws one small, hand-drawn-looking SVG logo per demo company (an emblem in the company's colours
 * with its monogram and a motif of its main service) into apps/web/public/images/companies/<slug>.svg.
 * Deterministic: run it again and the files come out the same.
 *
 *   npx tsx apps/api/src/db/seed/generate-logos.mts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServiceId } from '../../../../../packages/contract/src/catalog-ids.ts';
import { required } from '../../../../../packages/contract/src/required.ts';
import { slugOf } from '../../lib/company-slug.ts';
import { COMPANIES, type CompanySeed, type EmblemShape, monogram } from './companies.ts';
import { createRng, type Rng } from './rng.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../../../web/public/images/companies');

type Point = [number, number];

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function outline(shape: EmblemShape, r: number): Point[] {
  const c = 48;
  const poly = (n: number, start: number, radius = r) =>
    Array.from({ length: n }, (_, i): Point => {
      const a = start + (i * 2 * Math.PI) / n;
      return [c + radius * Math.cos(a), c + radius * Math.sin(a)];
    });
  switch (shape) {
    case 'circle':
      return poly(20, 0);
    case 'hexagon':
      return poly(6, -Math.PI / 2);
    case 'diamond':
      return poly(4, -Math.PI / 2, r * 1.08);
    case 'square':
      return poly(4, -Math.PI / 4, r * 1.12);
    case 'badge':
      return Array.from({ length: 24 }, (_, i): Point => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 24;
        const radius = i % 2 === 0 ? r : r * 0.9;
        return [c + radius * Math.cos(a), c + radius * Math.sin(a)];
      });
    case 'shield':
      return [
        [c - r * 0.85, c - r * 0.85],
        [c, c - r * 0.98],
        [c + r * 0.85, c - r * 0.85],
        [c + r * 0.8, c + r * 0.1],
        [c + r * 0.45, c + r * 0.7],
        [c, c + r],
        [c - r * 0.45, c + r * 0.7],
        [c - r * 0.8, c + r * 0.1],
      ];
  }
}

/** A closed path through the points with a little wobble, as if drawn by hand. */
function sketch(points: Point[], rng: Rng, wobble: number, smooth: boolean): string {
  const p = points.map(([x, y]): Point => [x + rng.between(-wobble, wobble), y + rng.between(-wobble, wobble)]);
  if (!smooth) {
    // Straight-ish edges: each side bows slightly through a jittered midpoint.
    const at = (i: number): Point => p[i % p.length] ?? [0, 0];
    let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
    for (let i = 0; i < p.length; i++) {
      const a = at(i);
      const b = at(i + 1);
      const mx = (a[0] + b[0]) / 2 + rng.between(-wobble, wobble);
      const my = (a[1] + b[1]) / 2 + rng.between(-wobble, wobble);
      d += `Q${f(mx)} ${f(my)} ${f(b[0])} ${f(b[1])}`;
    }
    return `${d}Z`;
  }
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const at = (i: number): Point => p[i % p.length] ?? [0, 0];
  const start = mid(at(p.length - 1), at(0));
  let d = `M${f(start[0])} ${f(start[1])}`;
  for (let i = 0; i < p.length; i++) {
    const m = mid(at(i), at(i + 1));
    d += `Q${f(at(i)[0])} ${f(at(i)[1])} ${f(m[0])} ${f(m[1])}`;
  }
  return `${d}Z`;
}

/** A small motif of the company's main service, drawn around (0, 0) within about ±9. */
const MOTIFS: Record<number, { d: string; fill: boolean }> = {
  [ServiceId.Landscaping]: { d: 'M0 7C-7 1-5-7 0-9C5-7 7 1 0 7ZM0 7V-5', fill: false },
  [ServiceId.Plumbing]: { d: 'M0-9C4-3 6 0 6 3A6 6 0 0 1-6 3C-6 0-4-3 0-9Z', fill: false },
  [ServiceId.PoolService]: { d: 'M-10-2q2.5-3 5 0t5 0t5 0t5 0M-10 4q2.5-3 5 0t5 0t5 0t5 0', fill: false },
  [ServiceId.HvacService]: { d: 'M0-9V9M-8-4.5L8 4.5M-8 4.5L8-4.5M-2-7L0-5L2-7M-2 7L0 5L2 7', fill: false },
  [ServiceId.HomeCleaning]: { d: 'M0-9L2-2L9 0L2 2L0 9L-2 2L-9 0L-2-2Z', fill: false },
  [ServiceId.PestControl]: {
    d: 'M0-6C4-6 4 7 0 7C-4 7-4-6 0-6ZM-4-2H-8M4-2H8M-4 3H-8M4 3H8M-1-7L-3-9M1-7L3-9',
    fill: false,
  },
  [ServiceId.Electrician]: { d: 'M2-9L-5 1H0L-2 9L5-1H0Z', fill: false },
  [ServiceId.Painting]: { d: 'M-8-6H6V0H-8ZM6-3H9V3H-1V9', fill: false },
  [ServiceId.CarpetCleaning]: { d: 'M-8-5H8V5H-8ZM-8-1H8M-8 2H8M-10-5V5M10-5V5', fill: false },
};

function logo(company: CompanySeed): string {
  const slug = slugOf(company.name);
  const rng = createRng(`logo:${slug}`);
  const [primary, accent] = company.colors;
  const smooth = company.emblem === 'circle';
  const body = sketch(outline(company.emblem, 42), rng, 1.6, smooth);
  const ring = sketch(outline(company.emblem, 35), rng, 1.8, smooth);
  const motif = required(MOTIFS[required(company.services[0], `${company.name}'s first service`)], 'motif');
  const tilt = f(rng.between(-4, 4));
  const letters = monogram(company.name);
  const size = letters.length > 1 ? 27 : 32;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${company.name.replace(/&/g, '&amp;')} logo">`,
    `<path d="${body}" fill="${primary}" stroke="${primary}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${ring}" fill="none" stroke="${accent}" stroke-width="2" stroke-linecap="round" stroke-dasharray="60 3 90 4" opacity=".85"/>`,
    `<text x="48" y="${company.emblem === 'shield' ? 50 : 52}" transform="rotate(${tilt} 48 48)" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${size}" fill="${accent}">${letters}</text>`,
    `<path d="${motif.d}" transform="translate(48 ${company.emblem === 'shield' ? 68 : 70}) scale(.95)" fill="${motif.fill ? accent : 'none'}" stroke="${accent}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}

mkdirSync(outDir, { recursive: true });
let largest = 0;
for (const company of COMPANIES) {
  const svg = logo(company);
  largest = Math.max(largest, Buffer.byteLength(svg));
  writeFileSync(path.join(outDir, `${slugOf(company.name)}.svg`), svg);
}
console.log(`wrote ${COMPANIES.length} logos to ${path.relative(process.cwd(), outDir)} (largest ${largest} bytes)`);
