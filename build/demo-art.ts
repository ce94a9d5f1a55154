// Draws the demo catalogue's artwork, every image the seed data names and the contact page's
// map, into the reference API's static files (reference-api/public/, served before its Worker
// runs). `npm run build` runs it; the files are git-ignored because the engine that draws them
// (build/demo-art/) is about a sixth of their size: docs/decisions/015-demo-art-as-files.md. The
// drawing is deterministic, so running it again changes no byte:
//   node build/demo-art.ts
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { seedData } from '../reference-api/seed/index.ts';
import type { SeedCategory, SeedImage } from '../reference-api/seed/types.ts';
import { renderMedia } from './demo-art/render.ts';
import { LABEL_PATTERN, LOGO_TEXT_PATTERN, type MediaSpec, mediaPath } from '../reference-api/seed/media.ts';

const PUBLIC_DIR = resolve(import.meta.dirname, '../reference-api/public');
/** Beside the drawn folders of media/: the committed photo files, which stay. */
const PHOTOS = 'photos';
/** The page the contact information's map_url names (reference-api/seed/sql.ts, MAP_PATH). */
const MAP_PAGE = 'embed/map.html';

/** Every drawn image the seed data names, each once, with the map. */
export function demoArt(): MediaSpec[] {
  const categories = (list: SeedCategory[]): MediaSpec[] =>
    list.flatMap((category) => [...(category.image ? [category.image] : []), ...categories(category.children ?? [])]);
  const drawn = (images: SeedImage[]) => images.filter((image): image is MediaSpec => image.type !== 'photo');
  const specs: MediaSpec[] = [
    ...categories(seedData.categories),
    ...drawn(seedData.products.flatMap((product) => product.images)),
    ...drawn(seedData.slides.map((slide) => slide.image)),
    ...seedData.partners.map((partner) => partner.image),
    ...seedData.certificates.map((certificate) => certificate.image),
    ...seedData.contactInformation.socials.map(({ network }): MediaSpec => ({ type: 'social', network })),
    { type: 'map' },
  ];
  return [...new Map(specs.map((spec) => [mediaPath(spec), spec])).values()];
}

/** The engine lays text out for these lengths and characters; longer text would overflow the drawing. */
function checkText(spec: MediaSpec): void {
  const text = spec.type === 'product' ? spec.label : spec.type === 'certificate' ? spec.code : spec.type === 'logo' ? spec.text : undefined;
  const pattern = spec.type === 'logo' ? LOGO_TEXT_PATTERN : LABEL_PATTERN;
  if (text !== undefined && !pattern.test(text)) throw new Error(`${mediaPath(spec)}: "${text}" does not match ${pattern}`);
}

/** The map as a page made to sit in an iframe, filling it. */
function mapPage(): string {
  return (
    `<!doctype html><html lang="az"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>HesabPOS</title><style>html,body{margin:0;height:100%;background:#eef1f4}` +
    `svg{display:block;width:100%;height:100%}</style></head><body>` +
    renderMedia({ type: 'map' }).replace(/^<svg /, '<svg preserveAspectRatio="xMidYMid slice" ') +
    `</body></html>`
  );
}

/** Writes the file unless it holds these bytes already (a server may be serving it meanwhile). */
async function write(path: string, text: string): Promise<void> {
  if ((await readFile(path, 'utf8').catch(() => undefined)) === text) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/** Every file below `dir`, as paths relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Brings the drawn files (what .gitignore leaves out of reference-api/public/) up to date: each
 * written where it differs, those no longer drawn removed. Nothing is deleted and drawn again, so a
 * reference API serving these files (a test's, while another test builds) never meets a gap.
 */
export async function drawDemoArt(): Promise<number> {
  const media = join(PUBLIC_DIR, 'media');
  const specs = demoArt();
  const drawn = new Set<string>();
  for (const spec of specs) {
    checkText(spec);
    // The static assets server looks files up by the decoded URL path.
    const path = decodeURIComponent(mediaPath(spec));
    drawn.add(path);
    await write(join(media, path), renderMedia(spec));
  }
  for (const path of await filesBelow(media)) if (!path.startsWith(`${PHOTOS}/`) && !drawn.has(path)) await rm(join(media, path));
  await write(join(PUBLIC_DIR, MAP_PAGE), mapPage());
  return specs.length + 1;
}

if (import.meta.main) {
  console.log(`Drew ${await drawDemoArt()} files into reference-api/public/.`);
}
