/**
 * HEIC, as iPhones take photos: this build of libvips reads only AVIF of the HEIF family, so libheif compiled to
 * WebAssembly (libheif-js) decodes it to pixels, in a worker thread of its own: a 12-megapixel photo takes over a
 * second of CPU, which must not stop the server's other requests and open streams. One photo at a time (its
 * memory is bounded); the dimensions are read before a pixel is decoded, as for every image; libheif applies the
 * photo's rotation and mirroring; nothing of its metadata comes out (pixels only).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Words } from '../i18n/words.ts';
import { AppError } from './errors.ts';

/** The major brands of a HEIF file whose image is HEVC (HEIC): `ftyp` at byte 4, the brand at byte 8. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

export function isHeic(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIC_BRANDS.has(bytes.toString('latin1', 8, 12).replace('\0', ' ').trim())
  );
}

export interface DecodedPixels {
  data: Buffer;
  width: number;
  height: number;
}

type Answer =
  | { id: number; width: number; height: number; data: Uint8Array }
  | { id: number; problem: 'notAnImage' | 'tooManyPixels' };

/** The worker's code (CommonJS, given as text: it needs no file of its own in the built server). */
const workerSource = (libheifPath: string) => `
const { parentPort } = require('node:worker_threads');
const libheif = require(${JSON.stringify(libheifPath)});
// libheif writes its own notes to the console: they are not the server's logs.
console.log = () => {};
parentPort.on('message', async ({ id, bytes, maxPixels }) => {
  let decoder;
  let images = [];
  try {
    await libheif.ready;
    decoder = new libheif.HeifDecoder();
    images = decoder.decode(bytes);
    const image = images[0];
    if (!image) return parentPort.postMessage({ id, problem: 'notAnImage' });
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) return parentPort.postMessage({ id, problem: 'notAnImage' });
    if (width * height > maxPixels) return parentPort.postMessage({ id, problem: 'tooManyPixels' });
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    const shown = await new Promise((resolve) => image.display(target, resolve));
    if (!shown) return parentPort.postMessage({ id, problem: 'notAnImage' });
    const data = new Uint8Array(target.data.buffer);
    parentPort.postMessage({ id, width, height, data }, [data.buffer]);
  } catch {
    parentPort.postMessage({ id, problem: 'notAnImage' });
  } finally {
    for (const image of images) image.free();
    decoder?.decoder.delete();
  }
});
`;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (answer: Answer | null) => void>();
/** One decoding at a time: each waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();

function decoderThread(): Worker {
  if (worker) return worker;
  const libheifPath = createRequire(import.meta.url).resolve('libheif-js/wasm-bundle');
  const made = new Worker(workerSource(libheifPath), { eval: true });
  made.unref();
  made.on('message', (answer: Answer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const lost = () => {
    if (worker === made) worker = null;
    for (const done of waiting.values()) done(null);
    waiting.clear();
  };
  made.on('error', lost);
  made.on('exit', lost);
  worker = made;
  return made;
}

/**
 * The primary image of a HEIC file as RGBA pixels, decoded in the worker. `tooManyPixels` (400) past `maxPixels`,
 * checked before the decoding; `notAnImage` (400) when libheif finds no image in it.
 */
export function decodeHeic(
  bytes: Buffer,
  maxPixels: number,
  messages: { notAnImage: string | Words; tooManyPixels: string | Words },
): Promise<DecodedPixels> {
  const run = queue.then(
    () =>
      new Promise<DecodedPixels>((resolve, reject) => {
        const id = ++nextId;
        const thread = decoderThread();
        waiting.set(id, (answer) => {
          if (!answer || 'problem' in answer) {
            reject(
              new AppError(400, answer?.problem === 'tooManyPixels' ? messages.tooManyPixels : messages.notAnImage),
            );
            return;
          }
          resolve({
            data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.length),
            width: answer.width,
            height: answer.height,
          });
        });
        const copy = new Uint8Array(bytes);
        thread.postMessage({ id, bytes: copy, maxPixels }, [copy.buffer]);
      }),
  );
  queue = run.catch(() => undefined);
  return run;
}
