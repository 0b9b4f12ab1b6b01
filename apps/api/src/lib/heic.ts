/**
 * HEIC, as iPhones take photos: this build of libvips reads only AVIF of the HEIF family, so libheif compiled to
 * WebAssembly (libheif-js, loaded on the first HEIC) decodes it to pixels. The dimensions are read before a
 * pixel is decoded, as for every image; libheif applies the photo's rotation and mirroring; nothing of its
 * metadata comes out (pixels only).
 */
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

interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
  free(): void;
}
interface Libheif {
  ready?: Promise<unknown>;
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[]; decoder: { delete(): void } };
}

let loading: Promise<Libheif> | null = null;
const libheif = () => {
  loading ??= import('libheif-js/wasm-bundle.js').then(async (module) => {
    const lib = ((module as { default?: Libheif }).default ?? module) as Libheif;
    await lib.ready;
    return lib;
  });
  return loading;
};

export interface DecodedPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The primary image of a HEIC file as RGBA pixels. `tooManyPixels` (400) past `maxPixels`, checked before the
 * decoding; `notAnImage` (400) when libheif finds no image in it.
 */
export async function decodeHeic(
  bytes: Buffer,
  maxPixels: number,
  messages: { notAnImage: string; tooManyPixels: string },
): Promise<DecodedPixels> {
  const lib = await libheif();
  const decoder = new lib.HeifDecoder();
  const images = decoder.decode(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  try {
    const image = images[0];
    if (!image) throw new AppError(400, messages.notAnImage);
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) throw new AppError(400, messages.notAnImage);
    if (width * height > maxPixels) throw new AppError(400, messages.tooManyPixels);
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    const shown = await new Promise<unknown>((resolve) => image.display(target, resolve));
    if (!shown) throw new AppError(400, messages.notAnImage);
    return { data: Buffer.from(target.data.buffer, target.data.byteOffset, target.data.length), width, height };
  } finally {
    for (const image of images) image.free();
    decoder.decoder.delete();
  }
}
