// Makes the demo catalogue's raster photos (reference-api/public/media/photos/): what a shop's staff
// upload, phone and camera photos of 2.5 to 12 megapixels, 1 to 2.5 MB each, one of them a PNG
// cut-out with transparency, one a phone photo stored sideways with an EXIF orientation. They
// are drawn here from the demo's SVG artwork (build/demo-art/), then given what a camera adds: a
// counter and a wall behind, soft light, a lens's softness, vignetting and sensor noise. The
// output is deterministic (a seeded generator), so running this again changes no byte:
//   node scripts/demo-photos.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderMedia } from '../build/demo-art/render.ts';
import type { MediaSpec } from '../reference-api/seed/media.ts';
import { DEMO_PHOTOS, PHOTOS_DIR, type DemoPhoto } from '../reference-api/seed/photos.ts';
import { ROOT } from '../build/local-stack.ts';
import { seededRandom } from './seeded-random.ts';

/** Normally distributed noise (Box–Muller) from a uniform generator. */
function gaussian(next: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
}

/** The artwork at `width` × `height` px, with or without its flat studio background. */
async function drawArt(spec: MediaSpec, width: number, height: number, keepBackground: boolean): Promise<Buffer> {
  let svg = renderMedia(spec);
  if (!keepBackground) svg = svg.replace(/<rect width="800" height="800" fill="url\(#bg\)"\/>/, '');
  const density = (72 * Math.max(width, height)) / (spec.type === 'scene' ? 1600 : 800);
  return sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'cover' }).png().toBuffer();
}

/**
 * A shop's counter and wall, out of focus: a warm wall lit from the upper left, a wooden counter
 * with its grain from `horizon` (a share of the height) down.
 */
async function backdrop(width: number, height: number, horizon: number, seed: number): Promise<Buffer> {
  const next = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const line = Math.round(height * horizon);
  // Grain: a few long waves across the counter, each row shifted a little.
  const waves = Array.from({ length: 6 }, () => ({ frequency: 2 + next() * 9, phase: next() * Math.PI * 2, depth: 0.03 + next() * 0.05 }));
  const rowShift = Array.from({ length: height }, () => next());
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (y < line) {
        const light = 1 - 0.22 * Math.hypot(x / width - 0.15, y / height - 0.1);
        pixels[i] = 236 * light;
        pixels[i + 1] = 228 * light;
        pixels[i + 2] = 214 * light;
      } else {
        const depth = (y - line) / (height - line);
        let grain = 0;
        for (const wave of waves) grain += wave.depth * Math.sin((x / width) * wave.frequency * Math.PI * 2 + wave.phase + depth * 4 + rowShift[y]! * 0.3);
        const shade = (0.78 + 0.22 * depth) * (1 + grain);
        pixels[i] = Math.min(255, 176 * shade);
        pixels[i + 1] = Math.min(255, 128 * shade);
        pixels[i + 2] = Math.min(255, 86 * shade);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(Math.max(2, width / 500))
    .png()
    .toBuffer();
}

/** What a camera adds to a scene: softness, vignetting, a warm cast and sensor noise (in place). */
function develop(pixels: Buffer, width: number, height: number, channels: number, seed: number, noise: number): void {
  const next = gaussian(seededRandom(seed));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      if (channels === 4 && pixels[i + 3] === 0) continue;
      // biome-ignore lint/suspicious/noApproximativeNumericConstant: the committed photos were made with this value; Math.SQRT1_2 could change their pixels.
      const r = Math.hypot(x / width - 0.5, y / height - 0.5) / 0.7071;
      const vignette = 1 - 0.28 * r * r;
      const luma = next() * noise;
      pixels[i] = Math.max(0, Math.min(255, pixels[i]! * vignette * 1.02 + luma + next() * noise * 0.4));
      pixels[i + 1] = Math.max(0, Math.min(255, pixels[i + 1]! * vignette + luma + next() * noise * 0.4));
      pixels[i + 2] = Math.max(0, Math.min(255, pixels[i + 2]! * vignette * 0.96 + luma + next() * noise * 0.4));
    }
  }
}

async function makePhoto(photo: DemoPhoto, seed: number): Promise<Buffer> {
  const { width, height } = photo;
  if (photo.kind === 'cutout') {
    // An editor's export: the device alone on transparency, lightly graded, lossless.
    const art = await drawArt(photo.art, width, height, false);
    const { data, info } = await sharp(art).ensureAlpha().blur(0.6).raw().toBuffer({ resolveWithObject: true });
    develop(data, info.width, info.height, 4, seed, 3);
    return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  let scene: Buffer;
  if (photo.kind === 'scene') {
    scene = await drawArt(photo.art, width, height, true);
  } else {
    // The device stands on the counter, a little off centre, filling most of the frame.
    const size = Math.round(Math.min(width, height) * 0.92);
    const art = await drawArt(photo.art, size, size, false);
    scene = await sharp(await backdrop(width, height, 0.58, seed))
      .composite([{ input: art, left: Math.round((width - size) / 2 + width * 0.02), top: Math.round(height - size * 0.98) }])
      .png()
      .toBuffer();
  }
  const { data, info } = await sharp(scene)
    .removeAlpha()
    .blur(Math.max(0.8, width / 2500))
    .raw()
    .toBuffer({ resolveWithObject: true });
  develop(data, info.width, info.height, 3, seed, photo.noise);
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  // A phone held upright stores its sensor's landscape pixels and says how to turn them.
  if (photo.exifOrientation === 6) image = sharp(await image.rotate(-90).png().toBuffer());
  image = image.jpeg({ quality: 90, chromaSubsampling: '4:2:0' });
  if (photo.exifOrientation) image = image.withMetadata({ orientation: photo.exifOrientation });
  return image.withExif({ IFD0: { Make: 'HesabPOS demo', Model: photo.camera, Software: 'scripts/demo-photos.ts' } }).toBuffer();
}

await mkdir(join(ROOT, PHOTOS_DIR), { recursive: true });
for (const [index, photo] of DEMO_PHOTOS.entries()) {
  const bytes = await makePhoto(photo, 1000 + index);
  await writeFile(join(ROOT, PHOTOS_DIR, photo.file), bytes);
  console.log(`${photo.file.padEnd(34)} ${photo.width}×${photo.height}  ${(bytes.byteLength / 1e6).toFixed(2)} MB`);
}
