/**
 * Renders the demo shop's pictures (products, categories, stories, posters) as WebP files under
 * public/media/. Each is an SVG drawing (gradients and shapes, no text: fonts are unreliable)
 * rasterised by sharp. The output is committed, so the app itself never runs this.
 *
 *   npx tsx scripts/generate-product-images.ts          # writes only missing files
 *   npx tsx scripts/generate-product-images.ts --force  # rewrites every file
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  SEED_CATEGORIES,
  SEED_POSTERS,
  SEED_PRODUCTS,
  SEED_STORIES,
  productImagePaths,
  type Art,
} from '../backend/seed/catalog-data';
import { ART, hsl, random } from './product-art';

const ROOT = path.resolve(import.meta.dirname, '..', 'public');
const force = process.argv.includes('--force');

/** A soft gradient background with translucent circles (bokeh), the drawing on top. */
function svg(width: number, height: number, art: Art, hue: number, seed: string): string {
  const rnd = random(seed);
  const bokeh = Array.from({ length: 26 }, () => {
    const r = 12 + rnd() * 70;
    return `<circle cx="${rnd() * width}" cy="${rnd() * height}" r="${r}" fill="white" fill-opacity="${0.05 + rnd() * 0.14}"/>`;
  }).join('');
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const y = ((i + rnd()) * height) / 9;
    return `<path d="M0 ${y} Q ${width / 2} ${y + (rnd() - 0.5) * 160} ${width} ${y + (rnd() - 0.5) * 60}" stroke="white" stroke-opacity="0.06" stroke-width="${6 + rnd() * 20}" fill="none"/>`;
  }).join('');
  // Tall story frames get a bigger drawing so it fills the width.
  const scale = (Math.min(width, height) / 800) * (height > width * 1.5 ? 1.3 : 1);
  // Wide banners keep the drawing at the left, leaving the right (the RTL start) for text.
  const tx = width > height * 1.5 ? width * 0.04 : (width - 800 * scale) / 2;
  const ty = (height - 800 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 65, 88)}"/>
      <stop offset="1" stop-color="${hsl(hue + 35, 55, 70)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6">
      <stop offset="0" stop-color="white" stop-opacity="0.55"/>
      <stop offset="1" stop-color="white" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${stripes}${bokeh}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g transform="translate(${tx} ${ty}) scale(${scale})">${ART[art](hue, rnd)}</g>
</svg>`;
}

async function render(file: string, width: number, height: number, art: Art, hue: number, seed: string): Promise<boolean> {
  const target = path.join(ROOT, file);
  if (!force) {
    try {
      await stat(target);
      return false;
    } catch {
      // missing: render it
    }
  }
  await mkdir(path.dirname(target), { recursive: true });
  const webp = await sharp(Buffer.from(svg(width, height, art, hue, seed))).webp({ quality: 80, effort: 5 }).toBuffer();
  await writeFile(target, webp);
  return true;
}

async function main() {
  const jobs: Parameters<typeof render>[] = [];
  for (const p of SEED_PRODUCTS) {
    productImagePaths(p).forEach((src, i) => jobs.push([src, 800, 800, p.art, p.hue + i * 40, `${p.slug}-${i}`]));
  }
  for (const c of SEED_CATEGORIES) jobs.push([`/media/categories/${c.slug}.webp`, 400, 400, c.art, c.hue, c.slug]);
  for (const s of SEED_STORIES) jobs.push([`/media/stories/${s.slug}.webp`, 720, 1280, s.art, s.hue, s.slug]);
  for (const p of SEED_POSTERS) {
    const art = SEED_CATEGORIES.find((c) => c.slug === p.category)?.art ?? 'cup';
    jobs.push([`/media/posters/${p.slug}.webp`, 1200, 500, art, p.hue, p.slug]);
  }
  let written = 0;
  for (const job of jobs) if (await render(...job)) written++;
  console.log(`media: ${written} written, ${jobs.length - written} already present (public/media)`);
}

await main();
