// The demo catalogue's raster photos: each one the seed data names is on disk, a real JPEG or PNG
// of the size a shop's staff upload (1 to 3 MB, 1,600 to 4,032 px), shown at the size listed.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../reference-api/seed/index.ts';
import { DEMO_PHOTOS, PHOTOS_DIR } from '../../reference-api/seed/photos.ts';
import { ROOT } from '../../build/local-stack.ts';

const MB = 1e6;
const named = [...seedData.products.flatMap((product) => product.images), ...seedData.slides.map((slide) => slide.image)].flatMap((image) =>
  image.type === 'photo' ? [image.file] : [],
);

describe('demo photos', () => {
  it('are named by the seed data, each of them, and only those listed', () => {
    expect(new Set(named)).toEqual(new Set(DEMO_PHOTOS.map((photo) => photo.file)));
  });

  it.each(DEMO_PHOTOS)('$file is a $width×$height photo file of 1 to 3 MB', async (photo) => {
    const path = join(ROOT, PHOTOS_DIR, photo.file);
    const { size } = await stat(path);
    expect(size).toBeGreaterThan(1 * MB);
    expect(size).toBeLessThan(3 * MB);
    const bytes = await readFile(path);
    const magic = photo.file.endsWith('.png') ? [0x89, 0x50, 0x4e, 0x47] : [0xff, 0xd8, 0xff];
    expect([...bytes.subarray(0, magic.length)]).toEqual(magic);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.orientation ?? 1).toBe(photo.exifOrientation ?? 1);
    const [shownWidth, shownHeight] = photo.exifOrientation === 6 ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
    expect({ width: shownWidth, height: shownHeight }).toEqual({ width: photo.width, height: photo.height });
    expect(Math.max(photo.width, photo.height)).toBeGreaterThanOrEqual(1600);
  });
});
