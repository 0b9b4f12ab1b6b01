import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeHeic, isHeic } from './heic.ts';

const photo = readFileSync(new URL('../../test/fixtures/photo.heic', import.meta.url));
const messages = { notAnImage: 'not an image', tooManyPixels: 'too many pixels' };

describe('HEIC photos', () => {
  it('are told from their file type box', () => {
    expect(isHeic(photo)).toBe(true);
    expect(isHeic(Buffer.from('\xff\xd8\xff\xe0 a JPEG', 'latin1'))).toBe(false);
    expect(isHeic(Buffer.from('tiny'))).toBe(false);
  });

  it('decode to upright RGBA pixels', async () => {
    const pixels = await decodeHeic(photo, 40_000_000, messages);
    expect([pixels.width, pixels.height, pixels.data.length]).toEqual([96, 64, 96 * 64 * 4]);
  });

  it('are refused by their dimensions before decoding, and when they hold no image', async () => {
    await expect(decodeHeic(photo, 96 * 64 - 1, messages)).rejects.toMatchObject({
      statusCode: 400,
      message: 'too many pixels',
    });
    const broken = Buffer.concat([photo.subarray(0, 40), Buffer.alloc(200)]);
    await expect(decodeHeic(broken, 40_000_000, messages)).rejects.toMatchObject({ statusCode: 400 });
  });
});
