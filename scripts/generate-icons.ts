// Generates the favicon and the app icons (PWA 192/512, maskable, Apple touch, notification badge) into public/.
// Run: npx tsx scripts/generate-icons.ts — the output is committed; nothing runs at build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const PRIMARY = '#0f766e';

/**
 * A cup of coffee with steam, white on the shop's primary colour; `pad` leaves the maskable safe
 * zone. `badge`: the cup alone on transparency, as a notification badge must be (Android draws
 * only its alpha, so the square icon would show as a blank square).
 */
function svg(size: number, { rounded, pad, badge = false }: { rounded: boolean; pad: number; badge?: boolean }): string {
  const inner = size * (1 - 2 * pad);
  const s = inner / 100;
  const o = size * pad;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${badge ? '' : `<rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${PRIMARY}"/>`}
  <g transform="translate(${o} ${o}) scale(${s})" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
    <path d="M22 44h46v14a23 23 0 0 1-23 23h0a23 23 0 0 1-23-23z" fill="#fff"/>
    <path d="M68 50h5a9 9 0 0 1 0 18h-6"/>
    <path d="M18 88h54"/>
    <path d="M36 32c-4-5 4-8 0-14M50 32c-4-5 4-8 0-14"/>
  </g>
</svg>`;
}

async function png(size: number, opts: { rounded: boolean; pad: number; badge?: boolean }): Promise<Buffer> {
  return sharp(Buffer.from(svg(size, opts))).png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico holding PNG images (every current browser reads PNG inside ICO). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  mkdirSync('public/icons', { recursive: true });
  const plain = { rounded: true, pad: 0.12 };
  writeFileSync('public/favicon.ico', ico([{ size: 32, data: await png(32, plain) }, { size: 16, data: await png(16, plain) }]));
  writeFileSync('public/icons/icon-192.png', await png(192, plain));
  writeFileSync('public/icons/icon-512.png', await png(512, plain));
  // Maskable: full bleed, the picture inside the central 80 % the platform may crop to.
  writeFileSync('public/icons/icon-maskable-512.png', await png(512, { rounded: false, pad: 0.22 }));
  writeFileSync('public/icons/apple-touch-icon.png', await png(180, { rounded: false, pad: 0.14 }));
  writeFileSync('public/icons/badge-96.png', await png(96, { rounded: false, pad: 0.08, badge: true }));
}

await main();
