// Renders the PWA and Apple touch icons from public/favicon.svg. Run: npm run icons -w @papertray/web
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', publicDir));

async function render(size, file, padding = 0) {
  const inner = Math.round(size * (1 - padding * 2));
  const icon = await sharp(svg, { density: 512 }).resize(inner, inner).png().toBuffer();
  await sharp({
    create: { width: size, height: size, channels: 4, background: padding ? '#1e3a8a' : '#0000' },
  })
    .composite([{ input: icon, gravity: 'center' }])
    .png()
    .toFile(new URL(`icons/${file}`, publicDir).pathname);
}

await render(192, 'icon-192.png');
await render(512, 'icon-512.png');
await render(512, 'icon-maskable-512.png', 0.1);
await render(180, 'apple-touch-icon.png', 0.08);
