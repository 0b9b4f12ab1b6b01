/**
 * Uploaded images (a company's logo, a job's photos): the raw body taken as bytes, then decoded and re-encoded
 * as WebP, turned upright, fitted inside a square and stripped of every metadata (EXIF, GPS locations, camera
 * serials): what is stored and served is only the pixels.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { Words } from '../i18n/words.ts';
import { AppError } from './errors.ts';
import { decodeHeic, isHeic } from './heic.ts';

/**
 * An uploaded image body. Its bytes sit in a private field so that the checks every request body goes through
 * (control characters in text) do not walk megabytes byte by byte.
 */
export class UploadedImage {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

/** Takes these content types as raw images (the plugin's routes only), at most `bodyLimit` bytes (413 beyond). */
export function acceptImages(app: FastifyInstance, types: readonly string[], bodyLimit: number): void {
  app.addContentTypeParser([...types], { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, new UploadedImage(body as Buffer)),
  );
}

/** The request's image, or 415 with `wrongType` (another content type, or none). */
export function uploadedBytes(body: unknown, wrongType: string | Words): Buffer {
  if (!(body instanceof UploadedImage)) throw new AppError(415, wrongType);
  return body.bytes;
}

/** A private image (a job's or a message's photo: someone's home): its own type, kept by no cache, never sniffed. */
export function sendPrivateImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}

export interface ImageRules {
  /** The side the image is fitted in (never enlarged). */
  side: number;
  maxBytes: number;
  /**
   * Decoding costs memory and CPU by pixels, not bytes: a 1 MB file can hold a 20000 × 20000 PNG of one colour
   * (issue 24). Beyond this, the image is refused from its header's dimensions before a pixel is decoded.
   */
  maxPixels: number;
  quality: number;
  /** Formats read besides PNG, JPEG and WebP (`heif`: a phone's HEIC, decoded by libheif: heic.ts; and AVIF). */
  alsoRead?: readonly string[];
  messages: { notAnImage: string | Words; tooManyPixels: string | Words; tooManyBytes: string | Words };
}

const DECODABLE = new Set(['png', 'jpeg', 'webp']);

export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/** The image re-encoded by `rules`; 400 when it is not a PNG, JPEG or WebP image or too large, 413 over its bytes. */
export async function reencodeImage(bytes: Buffer, rules: ImageRules): Promise<ReencodedImage> {
  if (bytes.length === 0) throw new AppError(400, rules.messages.notAnImage);
  if (bytes.length > rules.maxBytes) throw new AppError(413, rules.messages.tooManyBytes);
  try {
    if (rules.alsoRead?.includes('heif') && isHeic(bytes)) {
      const pixels = await decodeHeic(bytes, rules.maxPixels, rules.messages);
      const { data, info } = await sharp(pixels.data, {
        raw: { width: pixels.width, height: pixels.height, channels: 4 },
      })
        .resize(rules.side, rules.side, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: rules.quality })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp' };
    }
    // metadata() reads the header only (no pixel is decoded): the dimensions are checked there, with words of
    // their own; limitInputPixels still guards the decoding should the header lie.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.format || !(DECODABLE.has(meta.format) || rules.alsoRead?.includes(meta.format))) {
      throw new AppError(400, rules.messages.notAnImage);
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > rules.maxPixels) throw new AppError(400, rules.messages.tooManyPixels);
    // sharp writes no metadata unless asked (withMetadata/keepExif): the output has none of the input's.
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: rules.maxPixels })
      .rotate()
      .resize(rules.side, rules.side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: rules.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, rules.messages.notAnImage);
  }
}
