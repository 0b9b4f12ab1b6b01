#!/usr/bin/env node
/**
 * Draws the web app's illustrations as small, flat SVG files (no external references, no fonts beyond a
 * generic family): the 12 service images, the landing illustrations and the valley map, and the blog images
 * (a cover and three section images per article).
 *
 *   node apps/web/scripts/draw-images.mjs
 *
 * Output: apps/web/public/images/{services,landing,blog}/*.svg. Deterministic: same script, same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
const MAX_BYTES = 4096;

// ---------------------------------------------------------------------------------------------- palette
const C = {
  sky: '#fff4e0',
  skyTeal: '#e6fcf5',
  skyDusk: '#ffe3e3',
  sand: '#f3d9a4',
  sandDark: '#e2b878',
  mountain: '#d9a07a',
  mountainFar: '#eac1a0',
  stucco: '#fbf1e2',
  roof: '#c8553d',
  teal: '#0ca678',
  tealDark: '#087f5b',
  green: '#74b816',
  greenDark: '#4c8a0b',
  leaf: '#94d82d',
  turf: '#51cf66',
  turfDark: '#2f9e44',
  agave: '#63b59a',
  trunk: '#8d5a3b',
  rock: '#ced4da',
  rockDark: '#adb5bd',
  water: '#4dabf7',
  waterDark: '#1c7ed6',
  pipe: '#adb5bd',
  copper: '#e8590c',
  steel: '#868e96',
  ink: '#343a40',
  white: '#ffffff',
  sun: '#ffd43b',
  flame: '#fd7e14',
  red: '#fa5252',
  cool: '#74c0fc',
  dust: '#c9a66b',
  mulch: '#8b5a2b',
  paper: '#f8f9fa',
};

// ------------------------------------------------------------------------------------------- primitives
const n = (v) => Math.round(v * 10) / 10;
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d, stroke, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const poly = (pts, fill) => `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"/>`;
const g = (body, transform) => `<g transform="${transform}">${body}</g>`;
const at = (x, y, s, body) => g(body, `translate(${n(x)} ${n(y)}) scale(${s})`);

const background = (w, h, color) => rect(0, 0, w, h, color);
const sun = (x, y, r) => circle(x, y, r * 1.5, C.sun, ' opacity=".25"') + circle(x, y, r, C.sun);
const mountains = (w, y, color, peaks) => {
  const step = w / (peaks.length - 1);
  return path(`M0 ${y}${peaks.map((p, i) => `L${n(i * step)} ${n(y - p)}`).join('')}L${w} ${y}Z`, color);
};
const ground = (w, h, y, color) => rect(0, y, w, h - y, color);
const cloud = (x, y, s, color = C.white) =>
  at(
    x,
    y,
    s,
    circle(0, 0, 22, color) + circle(26, -10, 28, color) + circle(56, 0, 22, color) + rect(0, 0, 56, 22, color),
  );

// Each figure is drawn around (0, 0) = the point where it stands on the ground, then placed with at().
const house = (roof = C.roof, wall = C.stucco) =>
  rect(-80, -90, 160, 90, wall) +
  poly(
    [
      [-92, -88],
      [0, -140],
      [92, -88],
    ],
    roof,
  ) +
  rect(-58, -62, 34, 28, C.cool, 3) +
  rect(24, -62, 34, 28, C.cool, 3) +
  rect(-12, -50, 24, 50, C.trunk, 3) +
  circle(7, -24, 2, C.sun);
const palm = () =>
  line('M0 0C4 -40 -6 -80 6 -120', C.trunk, 9) +
  line(
    'M6 -120Q-24 -138 -50 -108M6 -120Q-14 -150 -40 -150M6 -120Q10 -156 30 -160M6 -120Q36 -140 60 -112M6 -120Q30 -126 44 -96',
    C.green,
    9,
  ) +
  circle(6, -120, 7, C.trunk);
const tree = (canopy = C.leaf, r = 34) =>
  line('M0 0L0 -50M0 -30L-14 -44M0 -36L12 -50', C.trunk, 7) +
  circle(-r * 0.6, -58, r * 0.7, canopy) +
  circle(r * 0.6, -60, r * 0.72, canopy) +
  circle(0, -70 - r * 0.3, r * 0.8, canopy);
const pine = () =>
  rect(-5, -24, 10, 24, C.trunk) +
  poly(
    [
      [-34, -24],
      [0, -78],
      [34, -24],
    ],
    C.greenDark,
  ) +
  poly(
    [
      [-26, -56],
      [0, -110],
      [26, -56],
    ],
    C.greenDark,
  );
const shrub = (r = 22, color = C.green) =>
  circle(-r * 0.7, -r * 0.6, r * 0.7, color) +
  circle(r * 0.7, -r * 0.6, r * 0.7, color) +
  circle(0, -r, r * 0.85, color);
const agave = (color = C.agave) =>
  [-70, -40, -15, 15, 40, 70].map((a) => g(path('M-6 0Q0 -44 0 -50Q0 -44 6 0Z', color), `rotate(${a})`)).join('');
const barrel = () =>
  ellipse(0, -20, 18, 22, C.turfDark) + line('M-8 -38V-2M0 -42V0M8 -38V-2', C.green, 2) + circle(0, -42, 5, '#f783ac');
const rocks = () =>
  ellipse(-14, -6, 16, 9, C.rockDark) + ellipse(10, -5, 13, 8, C.rock) + ellipse(26, -3, 8, 5, C.rockDark);
const turfPatch = (w, h) =>
  rect(0, 0, w, h, C.turf, 6) +
  line(
    Array.from({ length: Math.floor(w / 12) }, (_, i) => `M${6 + i * 12} ${h - 4}l3 -9l3 9`).join(''),
    C.turfDark,
    2,
  );
const drop = (color = C.water) => path('M0 -14C6 -5 8 -1 8 3A8 8 0 0 1 -8 3C-8 -1 -6 -5 0 -14Z', color);
const wrench = (color = C.steel) =>
  rect(-5, 0, 10, 70, color, 5) + circle(0, 0, 16, color) + rect(-5, -20, 10, 18, C.white, 2);
const snowflake = (color = C.waterDark) =>
  line('M0 -14V14M-12 -7L12 7M-12 7L12 -7M-4 -10L0 -6L4 -10M-4 10L0 6L4 10', color, 3);
const flame = () =>
  path(
    'M0 0C-16 0 -20 -16 -12 -30C-10 -20 -4 -20 -4 -26C-4 -36 4 -44 2 -54C14 -44 18 -28 14 -14C12 -4 8 0 0 0Z',
    C.flame,
  ) + path('M0 0C-7 0 -9 -8 -5 -16C-2 -10 2 -12 2 -18C8 -12 8 -2 0 0Z', C.sun);
const acUnit = () =>
  rect(-60, -100, 120, 100, '#dee2e6', 10) +
  circle(0, -50, 36, '#adb5bd') +
  circle(0, -50, 30, '#868e96') +
  [0, 90, 180, 270].map((a) => g(ellipse(0, -14, 7, 14, '#dee2e6'), `translate(0 -50) rotate(${a + 20})`)).join('') +
  circle(0, -50, 6, C.ink) +
  line('M-50 -92H50', '#ced4da', 3);
const thermostatDial = (accent = C.teal) =>
  circle(0, 0, 46, C.white) +
  circle(0, 0, 46, 'none', ` stroke="${C.rock}" stroke-width="4"`) +
  line('M-30 22A38 38 0 1 1 30 22', C.rock, 6) +
  line('M-30 22A38 38 0 0 1 -8 -37', accent, 6) +
  circle(0, 0, 14, accent);
const van = (color = C.teal) =>
  rect(-70, -56, 100, 46, color, 8) +
  path('M30 -50H50L68 -30V-10H30Z', color) +
  path('M34 -46H48L60 -32H34Z', C.cool) +
  rect(-60, -46, 60, 14, C.white, 3, ' opacity=".85"') +
  circle(-40, -10, 12, C.ink) +
  circle(-40, -10, 5, C.rock) +
  circle(44, -10, 12, C.ink) +
  circle(44, -10, 5, C.rock);
const star = (r = 9, color = C.sun) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return [Math.cos(a) * rr, Math.sin(a) * rr];
  });
  return poly(pts, color);
};
const stars = (count, r = 8) =>
  Array.from({ length: 5 }, (_, i) => at(i * r * 2.3, 0, 1, star(r, i < count ? C.sun : C.rock))).join('');
const companyCard = (accent, rating, selected = false) =>
  rect(
    0,
    0,
    150,
    96,
    C.white,
    10,
    selected ? ` stroke="${C.teal}" stroke-width="4"` : ` stroke="${C.rock}" stroke-width="2"`,
  ) +
  circle(26, 28, 14, accent) +
  rect(48, 18, 80, 8, C.rock, 4) +
  rect(48, 32, 56, 6, '#e9ecef', 3) +
  at(20, 62, 1, stars(rating, 7)) +
  rect(100, 70, 38, 14, selected ? C.teal : C.rockDark, 7);
const calendarSheet = (accent = C.teal) =>
  rect(0, 0, 160, 140, C.white, 12, ` stroke="${C.rock}" stroke-width="2"`) +
  rect(0, 0, 160, 34, accent, 12) +
  rect(0, 22, 160, 12, accent) +
  circle(40, 0, 6, C.ink) +
  circle(120, 0, 6, C.ink) +
  Array.from({ length: 12 }, (_, i) => rect(16 + (i % 4) * 34, 46 + Math.floor(i / 4) * 30, 24, 20, '#e9ecef', 4)).join(
    '',
  ) +
  rect(84, 76, 24, 20, accent, 4) +
  line('M89 86l5 5l9 -10', C.white, 3);
const magnifier = (color = C.ink) =>
  circle(0, 0, 30, C.white, ` stroke="${color}" stroke-width="9"`) + line('M22 22L52 52', color, 12);
const pin = (color = C.red) =>
  path('M0 0C-20 -26 -26 -36 -26 -48A26 26 0 0 1 26 -48C26 -36 20 -26 0 0Z', color) + circle(0, -48, 9, C.white);
const creditCard = () =>
  rect(0, 0, 120, 76, C.tealDark, 10) +
  rect(0, 16, 120, 14, C.ink) +
  rect(12, 46, 40, 8, C.white, 3) +
  rect(88, 44, 20, 14, C.sun, 3);
const checkBadge = (color = C.teal) => circle(0, 0, 24, color) + line('M-10 0L-3 8L11 -8', C.white, 5);
const lightning = () => path('M0 0L-14 30H-2L-10 56L16 20H4L12 0Z', C.sun);
const rain = (x, y, w) =>
  line(Array.from({ length: 6 }, (_, i) => `M${x + i * (w / 6)} ${y}l-6 16`).join(''), C.waterDark, 3);
const stump = () =>
  rect(-34, -30, 68, 30, C.trunk, 4) +
  ellipse(0, -30, 34, 12, '#d9a066') +
  ellipse(0, -30, 22, 7, 'none', ` stroke="${C.trunk}" stroke-width="2"`) +
  ellipse(0, -30, 10, 3, C.trunk);
const log = () => rect(-40, -16, 80, 16, C.trunk, 8) + ellipse(40, -8, 8, 8, '#d9a066');
const shears = () =>
  g(rect(-4, 0, 8, 50, C.red, 4) + path('M-4 0L0 -60L8 -4Z', C.steel), 'rotate(-18)') +
  g(rect(-4, 0, 8, 50, C.red, 4) + path('M4 0L0 -60L-8 -4Z', C.steel), 'rotate(18)') +
  circle(0, 0, 5, C.ink);
const wheelbarrow = () =>
  path('M-50 -40H40L24 -10H-36Z', C.teal) +
  ellipse(-5, -42, 42, 12, C.mulch) +
  line('M40 -40L70 -54M-36 -10L-44 0', C.ink, 5) +
  circle(-2, -4, 12, C.ink) +
  circle(-2, -4, 4, C.rock);
const mulchPile = () => ellipse(0, -12, 60, 16, C.mulch) + ellipse(-10, -20, 36, 10, '#a0522d');
const rake = () =>
  line('M0 0L-60 -120', C.trunk, 6) + line('M-24 6H24M-20 6V20M-10 6V20M0 6V20M10 6V20M20 6V20', C.steel, 4);
const pipeRun = (color = C.pipe) =>
  line('M-120 0H-20Q0 0 0 -20V-80Q0 -100 20 -100H120', color, 18) +
  line('M-120 0H-20Q0 0 0 -20V-80Q0 -100 20 -100H120', '#ffffff', 4, ' opacity=".35"');
const waterHeaterTank = () =>
  rect(-40, -150, 80, 150, '#e9ecef', 16) +
  rect(-40, -150, 80, 24, '#dee2e6', 16) +
  line('M-20 -150V-176M20 -150V-176', C.copper, 10) +
  rect(-16, -50, 32, 24, C.ink, 4) +
  at(0, -30, 0.35, flame());
const sinkCabinet = () =>
  rect(-90, -100, 180, 100, '#f1e3cf', 6) +
  rect(-100, -112, 200, 14, '#ced4da', 4) +
  line('M-80 -88V-10M0 -88V-10M80 -88V-10', '#d9c3a5', 3);
const airFilterPanel = (dirty = false) =>
  rect(0, 0, 110, 140, dirty ? C.dust : C.white, 6, ` stroke="${C.steel}" stroke-width="6"`) +
  line(Array.from({ length: 6 }, (_, i) => `M${10 + i * 18} 8V132`).join(''), dirty ? '#a07c48' : C.rock, 3);
const pool = () =>
  rect(-120, -40, 240, 60, C.water, 24) +
  line('M-96 -14q12 -8 24 0t24 0t24 0t24 0t24 0t24 0t24 0', C.white, 4) +
  line('M90 -60V-20M110 -60V-20M90 -48H110M90 -34H110', C.steel, 4);
const gauge = () =>
  circle(0, 0, 26, C.white, ` stroke="${C.ink}" stroke-width="5"`) +
  line('M0 0L12 -14', C.red, 4) +
  circle(0, 0, 4, C.ink);
const upArrow = (color = C.teal) => path('M-16 0V-70H-40L0 -120L40 -70H16V0Z', color);
const priceTag = (color = C.sun) => path('M0 0H70L96 26L70 52H0Z', color) + circle(72, 26, 6, C.white);
const pencil = () =>
  g(
    rect(0, 0, 16, 110, C.sun, 2) +
      poly(
        [
          [0, 110],
          [8, 128],
          [16, 110],
        ],
        '#f1c27d',
      ) +
      rect(0, 0, 16, 12, C.red, 2),
    'rotate(35)',
  );
const lamp = () => rect(-3, -40, 6, 40, C.ink) + circle(0, -44, 8, C.sun);

// --------------------------------------------------------------------------------------------- scenes
/** A desert backdrop: sky, sun, two mountain ranges, ground. */
function desert(
  w,
  h,
  {
    sky = C.sky,
    sunAt = [w * 0.8, h * 0.2],
    groundY = h * 0.72,
    groundColor = C.sand,
    peaks = [20, 70, 40, 95, 35, 60, 15],
  } = {},
) {
  return (
    background(w, h, sky) +
    (sunAt ? sun(sunAt[0], sunAt[1], Math.min(w, h) * 0.08) : '') +
    mountains(
      w,
      groundY,
      C.mountainFar,
      peaks.map((p) => p * 0.8 + 10),
    ) +
    mountains(
      w,
      groundY,
      C.mountain,
      [...peaks].reverse().map((p) => p * 0.6),
    ) +
    ground(w, h, groundY, groundColor)
  );
}

const W = 480;
const H = 360;
const GY = 260;

const landing = {
  'home-hero': () =>
    desert(W, H, { groundY: GY }) +
    at(190, GY + 20, 1, house()) +
    at(360, GY + 40, 0.9, palm()) +
    at(80, GY + 70, 0.7, van()) +
    at(330, GY + 70, 0.5, pool()) +
    at(430, GY + 60, 0.7, agave()),
  'landscaping-hero': () =>
    desert(W, H, { groundY: GY }) +
    at(240, GY + 10, 1, house('#b8653d')) +
    at(90, GY + 40, 1, palm()) +
    at(390, GY + 40, 1, agave()) +
    at(330, GY + 70, 1, rocks()) +
    at(150, GY + 75, 1, barrel()) +
    at(440, GY + 80, 0.8, shrub(20, C.leaf)),
  'plumbing-hero': () =>
    background(W, H, C.skyTeal) +
    at(240, 300, 1.1, sinkCabinet()) +
    at(240, 170, 1, line('M-40 0H40V-30Q40 -50 20 -50', C.steel, 10)) +
    at(240, 200, 0.8, pipeRun(C.copper)) +
    at(330, 110, 1, g(wrench(), 'rotate(40)')) +
    at(196, 150, 1, drop()),
  'hvac-hero': () =>
    desert(W, H, { groundY: GY, sky: C.skyTeal }) +
    at(170, GY + 10, 0.9, house()) +
    at(370, GY + 40, 1, acUnit()) +
    at(300, 150, 1, snowflake()) +
    at(440, 170, 1.2, snowflake(C.cool)),
  'artificial-turf': () =>
    desert(W, H, { groundY: 200 }) +
    rect(0, 190, W, 20, C.stucco) +
    at(40, 225, 1, turfPatch(400, 110)) +
    at(120, 300, 0.8, circle(0, 0, 14, C.sun)) +
    at(420, 215, 0.9, palm()),
  irrigation: () =>
    desert(W, H, { groundY: 220 }) +
    line('M20 300H460', C.ink, 5) +
    [90, 200, 310, 420].map((x) => at(x, 300, 1, shrub(26, C.green)) + at(x - 10, 318, 0.8, drop())).join('') +
    at(240, 200, 1, line('M0 0V-40', C.steel, 5) + circle(0, -44, 8, C.steel)) +
    at(210, 140, 0.9, drop()) +
    at(270, 150, 0.7, drop()),
  'landscaping-design': () =>
    desert(W, H, { groundY: 230 }) +
    path('M160 360Q220 300 200 230H250Q280 300 300 360Z', C.sandDark) +
    at(90, 300, 1, agave()) +
    at(390, 290, 1.1, tree(C.leaf, 30)) +
    at(320, 330, 1, rocks()) +
    at(110, 340, 1, barrel()) +
    at(420, 340, 0.8, agave('#82c91e')),
  'general-maintenance': () =>
    desert(W, H, { groundY: 230 }) +
    at(150, 330, 1, rake()) +
    at(330, 300, 1, shrub(30, C.green)) +
    at(400, 320, 1, rocks()) +
    [
      [210, 290],
      [240, 310],
      [270, 296],
    ]
      .map(([x, y]) => ellipse(x, y, 9, 5, '#e8a33a'))
      .join(''),
  mulching: () =>
    desert(W, H, { groundY: 230 }) +
    at(180, 330, 1.3, wheelbarrow()) +
    at(360, 320, 1.1, tree(C.leaf, 26)) +
    at(360, 330, 1, mulchPile()),
  'tree-removal': () =>
    desert(W, H, { groundY: 230 }) +
    at(170, 320, 1.3, stump()) +
    at(330, 320, 1, log()) +
    at(360, 300, 0.9, log()) +
    at(410, 300, 0.8, tree(C.leaf, 24)),
  trimming: () =>
    desert(W, H, { groundY: 240 }) +
    at(300, 320, 1.1, palm()) +
    at(140, 250, 1, shears()) +
    at(120, 330, 1, shrub(26, C.green)),
  'drain-cleaning': () =>
    background(W, H, C.skyTeal) +
    at(240, 330, 1, sinkCabinet()) +
    line('M240 230V300Q240 320 260 320H420', C.pipe, 20) +
    line('M120 120Q200 80 240 160Q250 200 240 260', C.ink, 5) +
    circle(120, 120, 14, C.teal),
  'leak-detection': () =>
    background(W, H, C.skyTeal) +
    at(240, 250, 1, pipeRun()) +
    at(240, 180, 0.9, drop()) +
    at(250, 210, 0.7, drop()) +
    at(320, 120, 1.3, magnifier(C.tealDark)),
  repairs: () =>
    background(W, H, C.skyTeal) +
    at(240, 260, 1.2, pipeRun(C.copper)) +
    at(240, 170, 1.1, g(wrench(), 'rotate(-30)')) +
    at(360, 90, 1, checkBadge()),
  'water-heating': () =>
    background(W, H, C.skyTeal) +
    at(200, 330, 1.2, waterHeaterTank()) +
    at(340, 200, 1.2, drop(C.red)) +
    at(370, 250, 0.9, drop(C.flame)),
  cooling: () =>
    background(W, H, C.skyTeal) +
    at(190, 300, 1.3, acUnit()) +
    [
      [340, 100],
      [400, 160],
      [350, 230],
    ]
      .map(([x, y], i) => at(x, y, 1.4 - i * 0.2, snowflake(i ? C.cool : C.waterDark)))
      .join(''),
  heating: () =>
    background(W, H, C.skyDusk) +
    rect(130, 90, 160, 220, '#dee2e6', 12) +
    rect(160, 220, 100, 60, C.ink, 8) +
    at(210, 272, 0.8, flame()) +
    line('M150 120H270M150 140H270', C.rockDark, 4) +
    at(360, 200, 0.9, thermostatDial(C.flame)),
  installation: () =>
    desert(W, H, { groundY: 250, sky: C.skyTeal }) +
    rect(150, 300, 180, 16, C.rockDark, 4) +
    at(240, 300, 1.2, acUnit()) +
    at(400, 150, 1, checkBadge()),
  maintenance: () =>
    background(W, H, C.skyTeal) +
    at(170, 310, 1.2, acUnit()) +
    rect(300, 90, 130, 180, C.white, 10, ` stroke="${C.rock}" stroke-width="3"`) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          at(325, 130 + i * 36, 0.5, checkBadge(i < 3 ? C.teal : C.rock)) +
          rect(345, 124 + i * 36, 64, 10, '#e9ecef', 5),
      )
      .join(''),
  'hvac-repairs': () =>
    background(W, H, C.skyTeal) +
    at(190, 310, 1.2, acUnit()) +
    at(370, 140, 1.4, gauge()) +
    at(350, 230, 1, g(wrench(), 'rotate(30)')),
  'compare-prices': () =>
    background(W, H, C.skyTeal) +
    at(60, 50, 1, companyCard(C.flame, 4)) +
    at(270, 50, 1, companyCard(C.waterDark, 5, true)) +
    at(165, 190, 1, companyCard(C.green, 3)),
  'local-pros': () =>
    desert(W, H, { groundY: 240 }) + at(320, 250, 0.9, house()) + at(150, 310, 1.2, van()) + at(440, 290, 0.8, agave()),
  calendar: () => background(W, H, C.skyTeal) + at(160, 110, 1, calendarSheet()) + at(360, 110, 1, checkBadge()),
  'hard-water': () =>
    background(W, H, C.skyTeal) +
    line('M120 120H260Q300 120 300 160V180', C.steel, 22) +
    rect(100, 100, 40, 40, C.steel, 6) +
    ellipse(300, 186, 16, 6, '#f1f3f5') +
    circle(292, 170, 4, C.white) +
    circle(306, 176, 3, C.white) +
    at(300, 230, 1.1, drop()) +
    at(300, 290, 0.9, drop()) +
    rect(250, 320, 100, 10, '#e9ecef', 5),
  'desert-sun': () =>
    desert(W, H, { groundY: 270, sunAt: [360, 90] }) +
    at(360, 90, 1, circle(0, 0, 70, C.sun, ' opacity=".3"')) +
    at(180, 280, 1, house()) +
    at(380, 300, 0.8, barrel()),
  monsoon: () =>
    background(W, H, '#dbe4ff') +
    mountains(W, 270, '#b197fc', [20, 60, 30, 80, 40, 50, 10]) +
    ground(W, H, 270, C.sandDark) +
    at(120, 90, 1.4, cloud(0, 0, 1, '#adb5bd')) +
    at(240, 70, 1.3, cloud(0, 0, 1, '#868e96')) +
    at(260, 120, 1, lightning()) +
    rain(120, 130, 180) +
    at(380, 300, 1, g(palm(), 'rotate(12)')),
  thermostat: () =>
    background(W, H, C.stucco) +
    rect(150, 70, 180, 220, C.white, 24, ` stroke="${C.rock}" stroke-width="3"`) +
    at(240, 170, 1.3, thermostatDial()) +
    rect(200, 250, 80, 10, '#e9ecef', 5),
  'air-filter': () =>
    background(W, H, C.skyTeal) +
    at(80, 110, 1.1, airFilterPanel(true)) +
    at(280, 110, 1.1, airFilterPanel(false)) +
    at(420, 110, 1, checkBadge()),
  'step-search': () =>
    background(W, H, C.skyTeal) + at(200, 230, 1.6, pin()) + at(280, 150, 1.6, magnifier(C.tealDark)),
  'step-choose': () =>
    background(W, H, C.skyTeal) +
    at(40, 70, 1, companyCard(C.flame, 3)) +
    at(260, 70, 1.2, companyCard(C.waterDark, 5, true)) +
    at(400, 60, 1, checkBadge()),
  'step-book': () =>
    background(W, H, C.skyTeal) +
    at(60, 100, 1, calendarSheet()) +
    at(280, 160, 1.2, creditCard()) +
    at(420, 140, 1, checkBadge()),
};

function valleyMap() {
  const w = 600;
  const h = 400;
  // [name, x, y, label on the left?]
  const cities = [
    ['Centennial Hills', 205, 82, false],
    ['Alliante', 318, 70, false],
    ['North Las Vegas', 340, 128, false],
    ['Summerlin', 160, 172, false],
    ['Las Vegas', 300, 182, false],
    ['Sunrise Manor', 392, 165, false],
    ['Spring Valley', 205, 240, false],
    ['Paradise', 318, 236, false],
    ['Enterprise', 250, 310, false],
    ['Henderson', 400, 300, false],
    ['Boulder City', 540, 362, true],
  ];
  return svg(
    w,
    h,
    background(w, h, '#f8efe0') +
      path('M120 100Q190 40 300 45Q430 55 470 140Q500 240 455 320Q370 385 250 355Q140 325 115 235Z', C.sand) +
      path('M0 0H70Q100 60 80 120Q110 180 85 240Q115 300 90 400H0Z', C.mountain) +
      path('M150 0H470Q440 30 400 22Q360 40 320 24Q280 38 240 22Q200 36 160 20Z', C.mountainFar) +
      path('M505 110Q522 150 512 200Q524 250 500 290Q488 240 496 200Q484 160 505 110Z', C.mountain) +
      path('M530 150Q580 130 594 185Q600 250 560 250Q532 240 530 215Z', C.water) +
      line('M150 390L300 182L360 40M120 190Q300 200 520 330', C.white, 6, ' opacity=".85"') +
      cities
        .map(
          ([name, x, y, left]) =>
            circle(x, y, 6, C.tealDark) +
            `<text x="${left ? x - 10 : x + 10}" y="${y + 4}"${left ? ' text-anchor="end"' : ''} font-family="sans-serif" font-size="13" fill="${C.ink}">${name}</text>`,
        )
        .join(''),
  );
}

// ------------------------------------------------------------------------------------------- services
const SW = 320;
const SH = 240;
const icon = (body, bg = C.skyTeal) =>
  svg(SW, SH, background(SW, SH, bg) + circle(160, 120, 92, C.white, ' opacity=".7"') + body);
const car = (color) =>
  path('M-70 -20L-50 -50H40L66 -20H80V10H-80V-20Z', color) +
  path('M-42 -44H-6V-22H-56ZM4 -44H36L54 -22H4Z', C.cool) +
  circle(-44, 10, 14, C.ink) +
  circle(48, 10, 14, C.ink);
const services = {
  plumbing: () =>
    icon(
      at(160, 150, 0.8, pipeRun(C.copper)) + at(175, 95, 0.9, g(wrench(), 'rotate(-35)')) + at(120, 100, 0.8, drop()),
    ),
  'home-cleaning': () =>
    icon(
      rect(110, 110, 60, 80, C.teal, 10) +
        rect(126, 84, 28, 30, C.tealDark, 4) +
        path('M154 90H184L176 104H154Z', C.ink) +
        rect(190, 130, 60, 60, C.water, 8) +
        circle(205, 122, 10, C.white) +
        circle(226, 116, 13, C.white) +
        circle(244, 126, 9, C.white),
    ),
  'car-wash': () =>
    icon(
      at(160, 150, 1, car(C.red)) +
        circle(110, 80, 12, C.white, ` stroke="${C.cool}" stroke-width="3"`) +
        circle(210, 70, 16, C.white, ` stroke="${C.cool}" stroke-width="3"`) +
        circle(240, 100, 9, C.white, ` stroke="${C.cool}" stroke-width="3"`),
    ),
  landscaping: () =>
    icon(
      ground(SW, SH, 180, C.sand) + at(110, 190, 0.8, palm()) + at(200, 190, 0.8, agave()) + at(250, 195, 0.7, rocks()),
    ),
  'pool-service': () =>
    icon(at(160, 150, 0.9, pool()) + line('M90 40L150 120', C.steel, 5) + rect(136, 112, 40, 14, C.teal, 4)),
  'pet-grooming': () =>
    icon(
      ellipse(160, 150, 56, 40, '#e9b872') +
        circle(110, 110, 30, '#e9b872') +
        ellipse(92, 96, 10, 20, '#a87437') +
        ellipse(128, 90, 10, 20, '#a87437') +
        circle(102, 108, 4, C.ink) +
        circle(120, 108, 4, C.ink) +
        ellipse(110, 122, 6, 4, C.ink) +
        rect(120, 176, 14, 30, '#e9b872', 6) +
        rect(180, 176, 14, 30, '#e9b872', 6) +
        line('M214 140Q240 120 236 100', '#e9b872', 10) +
        circle(250, 70, 10, C.white, ` stroke="${C.cool}" stroke-width="3"`),
    ),
  'mobile-mechanic': () => icon(at(150, 160, 0.9, car(C.waterDark)) + at(230, 70, 0.8, g(wrench(), 'rotate(45)'))),
  'pest-control': () =>
    icon(
      path('M160 40L230 70V130Q230 180 160 210Q90 180 90 130V70Z', C.teal) +
        ellipse(160, 130, 20, 30, C.ink) +
        circle(160, 94, 12, C.ink) +
        line(
          'M140 115L118 100M140 135L114 135M140 155L118 170M180 115L202 100M180 135L206 135M180 155L202 170',
          C.ink,
          4,
        ) +
        line('M110 60L210 200', C.red, 10),
    ),
  electrician: () =>
    icon(
      rect(120, 60, 80, 120, C.white, 12, ` stroke="${C.rock}" stroke-width="4"`) +
        at(170, 82, 1.4, lightning()) +
        line('M160 180V214', C.ink, 6),
    ),
  painting: () =>
    icon(
      rect(90, 70, 120, 44, C.flame, 12) +
        line('M210 92H236V140H160V170', C.ink, 8) +
        rect(150, 170, 20, 50, C.ink, 6) +
        path('M60 200Q120 170 180 200T300 200V240H60Z', C.flame, ' opacity=".5"'),
    ),
  'carpet-cleaning': () =>
    icon(
      rect(60, 170, 200, 40, '#da77f2', 6) +
        line('M80 190H240', '#be4bdb', 4, ' stroke-dasharray="10 8"') +
        rect(200, 60, 16, 110, C.steel, 6) +
        rect(180, 150, 70, 30, C.teal, 10) +
        circle(150, 150, 8, C.white, ' opacity=".9"') +
        circle(130, 140, 5, C.white),
    ),
  'hvac-service': () => icon(at(160, 190, 1, acUnit()) + at(250, 60, 1, snowflake())),
};

// ------------------------------------------------------------------------------------------------ blog
const BW = 800;
const BH = 450;
const SWB = 640;
const SHB = 360;
const wide = (w, h, sky, body, groundY = h * 0.7) => svg(w, h, desert(w, h, { sky, groundY }) + body);
const treeRow = (w, y, kinds, s = 1) => kinds.map((k, i) => at((w / (kinds.length + 1)) * (i + 1), y, s, k)).join('');
const houseFront = (x, y, s) => at(x, y, s, house());
const blog = {
  'twelve-best-trees': [
    () =>
      wide(
        BW,
        BH,
        C.sky,
        treeRow(BW, 390, [tree(C.leaf), pine(), palm(), tree('#a9e34b', 40), tree('#ffa94d', 30)], 1.5),
      ),
    () => wide(SWB, SHB, C.sky, at(320, 260, 1.6, tree('#c0eb75', 34)) + at(500, 270, 1, barrel())),
    () => wide(SWB, SHB, C.skyTeal, at(320, 260, 1.6, tree(C.greenDark, 36)) + at(120, 270, 1, agave())),
    () => wide(SWB, SHB, C.skyDusk, at(220, 260, 1.2, palm()) + at(420, 260, 1.2, palm())),
  ],
  'how-to-maintain-a-healthy': [
    () =>
      wide(
        BW,
        BH,
        C.skyTeal,
        houseFront(560, 320, 1.2) +
          at(80, 340, 1, turfPatch(380, 90)) +
          at(260, 360, 1, line('M0 0V-30', C.steel, 5)) +
          at(240, 300, 0.8, drop()) +
          at(280, 300, 0.8, drop()),
      ),
    () =>
      wide(
        SWB,
        SHB,
        C.sky,
        at(60, 270, 1, turfPatch(520, 80)) +
          at(320, 260, 1, line('M0 0V-40', C.steel, 6)) +
          at(300, 200, 1, drop()) +
          at(340, 210, 0.8, drop()),
      ),
    () => wide(SWB, SHB, C.skyTeal, at(60, 270, 1, turfPatch(520, 80)) + at(300, 250, 1.4, rake())),
    () => wide(SWB, SHB, C.sky, at(60, 270, 1, turfPatch(520, 80)) + at(520, 270, 1, shrub(24, C.green))),
  ],
  'las-vegas-landscaping-ideas': [
    () =>
      wide(
        BW,
        BH,
        C.sky,
        path('M300 450Q360 380 340 315H420Q440 380 500 450Z', C.sandDark) +
          at(160, 380, 1.2, agave()) +
          at(620, 380, 1, palm()) +
          at(240, 420, 1, rocks()) +
          at(560, 420, 1, barrel()) +
          at(700, 400, 1, shrub(24, '#f783ac')),
      ),
    () =>
      wide(
        SWB,
        SHB,
        C.sky,
        at(200, 300, 1.4, agave()) + at(420, 300, 1.2, agave('#82c91e')) + at(320, 330, 1, rocks()),
      ),
    () =>
      wide(
        SWB,
        SHB,
        C.skyDusk,
        at(320, 300, 1.2, lamp()) +
          at(200, 320, 1, barrel()) +
          at(440, 320, 1, barrel()) +
          path('M0 360Q320 300 640 360Z', C.sandDark),
      ),
    () =>
      wide(
        SWB,
        SHB,
        C.skyTeal,
        at(320, 280, 1.3, tree('#c0eb75', 30)) +
          rect(180, 300, 280, 10, C.trunk, 4) +
          rect(200, 270, 10, 30, C.trunk) +
          rect(430, 270, 10, 30, C.trunk),
      ),
  ],
  'how-do-you-design-a-landscape': [
    () =>
      svg(
        BW,
        BH,
        background(BW, BH, '#1864ab') +
          line(
            Array.from({ length: 20 }, (_, i) => `M${i * 40} 0V450`).join('') +
              Array.from({ length: 12 }, (_, i) => `M0 ${i * 40}H800`).join(''),
            '#4dabf7',
            1,
            ' opacity=".5"',
          ) +
          rect(200, 100, 240, 160, 'none', 0, ` stroke="${C.white}" stroke-width="4"`) +
          [
            [520, 140, 40],
            [600, 260, 30],
            [300, 330, 36],
            [140, 300, 24],
          ]
            .map(([x, y, r]) => circle(x, y, r, 'none', ` stroke="${C.white}" stroke-width="3" stroke-dasharray="8 6"`))
            .join('') +
          at(640, 100, 1, pencil()),
      ),
    () =>
      svg(
        SWB,
        SHB,
        background(SWB, SHB, C.paper) +
          rect(80, 60, 480, 240, 'none', 0, ` stroke="${C.steel}" stroke-width="3"`) +
          circle(200, 150, 40, C.leaf) +
          circle(420, 210, 50, C.agave) +
          path('M80 240Q240 200 560 260', 'none', ` stroke="${C.sandDark}" stroke-width="20"`),
      ),
    () =>
      wide(SWB, SHB, C.sky, at(320, 280, 1.4, house()) + at(120, 300, 1, tree(C.leaf, 28)) + at(520, 300, 1, agave())),
    () =>
      wide(
        SWB,
        SHB,
        C.skyTeal,
        at(160, 300, 1, shrub(30, C.green)) +
          at(320, 300, 1, agave()) +
          at(480, 300, 1, barrel()) +
          at(400, 320, 1, rocks()),
      ),
  ],
  'landscaping-for-curb-appeal': [
    () =>
      wide(
        BW,
        BH,
        C.sky,
        houseFront(400, 330, 1.5) +
          path('M380 450L390 330H410L420 450Z', C.sandDark) +
          at(230, 350, 1, shrub(26, C.green)) +
          at(570, 350, 1, shrub(26, C.green)) +
          at(340, 400, 1, lamp()) +
          at(460, 400, 1, lamp()) +
          at(110, 350, 1, palm()) +
          at(700, 360, 1, agave()),
      ),
    () =>
      wide(
        SWB,
        SHB,
        C.skyDusk,
        at(220, 300, 1.2, lamp()) + at(420, 300, 1.2, lamp()) + path('M260 360L300 260H340L380 360Z', C.sandDark),
      ),
    () => wide(SWB, SHB, C.sky, at(200, 300, 1.2, shrub(30, '#f783ac')) + at(440, 300, 1.2, shrub(30, C.green))),
    () => wide(SWB, SHB, C.skyTeal, at(320, 300, 1.3, house('#1c7ed6')) + at(520, 300, 1, palm())),
  ],
  'fall-lawn-care-tips': [
    () =>
      wide(
        BW,
        BH,
        C.skyDusk,
        at(60, 330, 1, turfPatch(680, 100)) +
          at(200, 330, 1.2, tree('#ff922b', 40)) +
          at(560, 400, 1.3, rake()) +
          [
            [300, 200],
            [360, 240],
            [420, 180],
            [480, 260],
          ]
            .map(([x, y], i) =>
              g(ellipse(0, 0, 10, 5, i % 2 ? '#ff922b' : '#f76707'), `translate(${x} ${y}) rotate(${i * 40})`),
            )
            .join(''),
      ),
    () => wide(SWB, SHB, C.skyDusk, at(320, 270, 1.4, tree('#ffa94d', 34))),
    () =>
      wide(
        SWB,
        SHB,
        C.sky,
        at(60, 260, 1, turfPatch(520, 90)) + at(300, 250, 1.3, rake()) + ellipse(420, 300, 40, 14, '#f76707'),
      ),
    () =>
      wide(
        SWB,
        SHB,
        C.skyTeal,
        at(60, 260, 1, turfPatch(520, 90)) + at(320, 250, 1, line('M0 0V-40', C.steel, 6)) + at(300, 190, 1, drop()),
      ),
  ],
  'benefits-of-artificial-turf': [
    () =>
      wide(
        BW,
        BH,
        C.sky,
        rect(0, 300, BW, 20, C.stucco) +
          at(40, 330, 1, turfPatch(720, 110)) +
          circle(300, 400, 14, C.sun) +
          at(660, 320, 1, palm()),
        315,
      ),
    () => wide(SWB, SHB, C.skyTeal, at(40, 250, 1, turfPatch(560, 100)) + circle(320, 300, 16, C.red)),
    () => wide(SWB, SHB, C.sky, at(40, 250, 1, turfPatch(560, 100)) + at(160, 240, 1, shrub(22, C.green))),
    () =>
      wide(
        SWB,
        SHB,
        C.sky,
        at(40, 250, 1, turfPatch(270, 100)) +
          at(330, 250, 1, rect(0, 0, 270, 100, C.sandDark, 6)) +
          at(320, 200, 1, drop()),
      ),
  ],
  'about-tree-removal': [
    () =>
      wide(
        BW,
        BH,
        C.sky,
        at(260, 380, 1.6, stump()) +
          at(480, 390, 1.2, log()) +
          at(520, 360, 1.1, log()) +
          at(660, 360, 1, tree(C.leaf, 30)),
      ),
    () => wide(SWB, SHB, C.skyTeal, at(320, 300, 1.6, stump())),
    () =>
      svg(
        SWB,
        SHB,
        background(SWB, SHB, '#dbe4ff') +
          ground(SWB, SHB, 260, C.sandDark) +
          at(160, 80, 1.3, cloud(0, 0, 1, '#868e96')) +
          at(220, 120, 1, lightning()) +
          at(420, 280, 1.2, g(tree(C.leaf, 30), 'rotate(18)')),
      ),
    () => wide(SWB, SHB, C.sky, at(240, 300, 1.3, log()) + at(400, 300, 1, tree('#c0eb75', 24))),
  ],
  'improve-property-value': [
    () =>
      wide(
        BW,
        BH,
        C.skyTeal,
        houseFront(360, 330, 1.5) +
          at(640, 330, 1.2, upArrow()) +
          at(520, 120, 1, priceTag()) +
          at(140, 350, 1, palm()),
      ),
    () => wide(SWB, SHB, C.sky, at(260, 300, 1.3, house()) + at(470, 300, 1, upArrow())),
    () => wide(SWB, SHB, C.skyTeal, at(220, 140, 1.5, priceTag()) + at(460, 300, 1, agave())),
    () =>
      wide(
        SWB,
        SHB,
        C.sky,
        at(320, 300, 1.3, house()) + at(140, 320, 1, shrub(26, C.green)) + at(500, 320, 1, shrub(26, C.green)),
      ),
  ],
};

// ------------------------------------------------------------------------------------------------ write
const written = [];
function write(folder, name, content) {
  const file = join(OUT, folder, `${name}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const size = Buffer.byteLength(content);
  written.push([`${folder}/${name}.svg`, size]);
  if (size > MAX_BYTES) console.warn(`! ${folder}/${name}.svg is ${size} bytes (over ${MAX_BYTES})`);
}

for (const [name, draw] of Object.entries(landing)) write('landing', name, svg(W, H, draw()));
write('landing', 'valley-map', valleyMap());
for (const [name, draw] of Object.entries(services)) write('services', name, draw());
for (const [slug, draws] of Object.entries(blog)) {
  for (const [i, draw] of draws.entries()) write('blog', i === 0 ? slug : `${slug}-${i}`, draw());
}

const largest = Math.max(...written.map(([, s]) => s));
console.log(`${written.length} images written to ${OUT} (largest ${largest} bytes)`);
