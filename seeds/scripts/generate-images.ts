/**
 * Generates the sample images under seeds/assets/ once (they are committed): flat, stylised
 * illustrations of the vendor's subjects and its customers' logos, rasterised from SVG by sharp.
 * Deterministic, so running it again reproduces the same files. Run: `npx tsx seeds/scripts/generate-images.ts`.
 */
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { IMAGES, type ImageDefinition } from '../src/images/catalogue';
import { seededRandom } from '../src/ids';

const WIDTH = 1200;
const HEIGHT = 675;
const LOGO_HEIGHT = 100;
const outDir = path.resolve(__dirname, '../assets');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A customer's logo on white: a simple mark, the wordmark beside it; trimmed to its content in main(). */
function logoSvg(image: ImageDefinition, index: number): string {
  const [ink, second, mark] = image.palette;
  const marks = [
    `<path d="M24 104 Q 52 60 80 104 T 136 104" fill="none" stroke="${mark}" stroke-width="12"/><polygon points="80,28 110,84 50,84" fill="${second}"/>`,
    `<circle cx="80" cy="80" r="48" fill="${mark}"/><circle cx="80" cy="80" r="22" fill="${second}"/>`,
    `<polygon points="80,24 94,64 136,64 102,88 114,130 80,104 46,130 58,88 24,64 66,64" fill="${mark}"/><circle cx="80" cy="78" r="12" fill="${second}"/>`,
    `<path d="M34 132 V84 a46 46 0 0 1 92 0 V132 H106 V86 a26 26 0 0 0 -52 0 V132 Z" fill="${mark}"/><rect x="54" y="112" width="52" height="20" fill="${second}"/>`,
    `<path d="M36 126 C 36 62, 88 34, 128 34 C 128 94, 98 128, 36 126 Z" fill="${mark}"/><path d="M46 118 L 114 48" stroke="${second}" stroke-width="6"/>`,
    `<polygon points="80,26 134,130 26,130" fill="${mark}"/><polygon points="80,74 108,130 52,130" fill="${second}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="${LOGO_HEIGHT}" viewBox="0 0 800 ${LOGO_HEIGHT}">
  <rect width="800" height="${LOGO_HEIGHT}" fill="#ffffff"/>
  <g transform="scale(0.625)">${marks[index % marks.length]}</g>
  <text x="104" y="66" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="44" fill="${ink}">${escapeXml(image.label)}</text>
</svg>`;
}

function shapes(image: ImageDefinition, random: () => number): string {
  const [, mid, accent] = image.palette;
  const out: string[] = [];
  switch (image.motif) {
    case 'towers':
      for (let i = 0; i < 9; i++) {
        const w = 70 + random() * 90;
        const h = 180 + random() * 380;
        const x = 40 + i * 125 + random() * 20;
        out.push(
          `<rect x="${x.toFixed(0)}" y="${(HEIGHT - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${i % 2 ? mid : accent}" opacity="0.85"/>`,
        );
        for (let r = HEIGHT - h + 20; r < HEIGHT - 20; r += 36) {
          out.push(`<rect x="${(x + 12).toFixed(0)}" y="${r.toFixed(0)}" width="${(w - 24).toFixed(0)}" height="10" fill="#ffffff" opacity="0.25"/>`);
        }
      }
      break;
    case 'hills':
      for (let i = 0; i < 4; i++) {
        const y = 330 + i * 80;
        const c1 = 200 + random() * 300;
        random(); // drawn and unused (a second control point): kept so that a new run reproduces the committed images
        out.push(
          `<path d="M0 ${y} Q ${c1.toFixed(0)} ${y - 160} 600 ${y} T 1200 ${y - 40} V 675 H 0 Z" fill="${i % 2 ? mid : accent}" opacity="${(0.55 + i * 0.12).toFixed(2)}"/>`,
        );
      }
      for (let i = 0; i < 14; i++) {
        const x = 60 + random() * 1080;
        const y = 470 + random() * 150;
        out.push(
          `<circle cx="${x.toFixed(0)}" cy="${(y - 40).toFixed(0)}" r="${(22 + random() * 18).toFixed(0)}" fill="${mid}"/><rect x="${(x - 4).toFixed(0)}" y="${(y - 30).toFixed(0)}" width="8" height="40" fill="#3b2a1a"/>`,
        );
      }
      break;
    case 'stage':
      out.push(`<rect x="0" y="470" width="1200" height="205" fill="${mid}"/>`);
      for (let i = 0; i < 6; i++) {
        const x = 120 + i * 190;
        out.push(`<polygon points="${x},0 ${x - 140 + random() * 60},470 ${x + 140 - random() * 60},470" fill="${accent}" opacity="0.22"/>`);
        out.push(`<circle cx="${x}" cy="18" r="14" fill="${accent}"/>`);
      }
      out.push(`<rect x="300" y="380" width="600" height="90" fill="#111111" opacity="0.6"/>`);
      break;
    case 'interior':
      out.push(`<polygon points="0,0 300,150 300,525 0,675" fill="${mid}" opacity="0.8"/>`);
      out.push(`<polygon points="1200,0 900,150 900,525 1200,675" fill="${mid}" opacity="0.6"/>`);
      out.push(`<rect x="300" y="150" width="600" height="375" fill="#ffffff" opacity="0.15"/>`);
      out.push(
        `<rect x="420" y="400" width="360" height="70" rx="18" fill="${accent}"/><rect x="440" y="360" width="320" height="50" rx="14" fill="${accent}" opacity="0.8"/>`,
      );
      out.push(`<circle cx="600" cy="210" r="36" fill="#fff6d5" opacity="0.9"/>`);
      break;
    case 'grid':
      for (let x = 0; x <= WIDTH; x += 60) out.push(`<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}" stroke="#ffffff" stroke-opacity="0.15"/>`);
      for (let y = 0; y <= HEIGHT; y += 60) out.push(`<line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}" stroke="#ffffff" stroke-opacity="0.15"/>`);
      for (let i = 0; i < 5; i++) {
        const x = 120 + random() * 900;
        const y = 100 + random() * 420;
        out.push(
          `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(80 + random() * 200).toFixed(0)}" height="${(60 + random() * 120).toFixed(0)}" fill="none" stroke="${accent}" stroke-width="6"/>`,
        );
      }
      break;
    case 'crowd':
      out.push(`<rect x="150" y="90" width="900" height="300" rx="10" fill="#0b1020" opacity="0.7"/>`);
      out.push(`<rect x="180" y="120" width="840" height="240" fill="${accent}" opacity="0.6"/>`);
      for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 22; i++) {
          const x = 25 + i * 55 + (row % 2) * 25;
          const y = 480 + row * 65;
          out.push(`<circle cx="${x}" cy="${y}" r="20" fill="${mid}"/><rect x="${x - 24}" y="${y + 18}" width="48" height="60" rx="20" fill="${mid}"/>`);
        }
      }
      break;
    case 'portrait':
      out.push(`<circle cx="600" cy="270" r="120" fill="${accent}"/><path d="M380 675 Q 600 330 820 675 Z" fill="${accent}"/>`);
      break;
  }
  return out.join('');
}

function svg(image: ImageDefinition, index: number): string {
  const [background, , accent] = image.palette;
  const random = seededRandom(1000 + index);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.35"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  ${shapes(image, random)}
  <rect x="40" y="40" width="${28 + image.label.length * 17}" height="54" rx="6" fill="#000000" opacity="0.45"/>
  <text x="60" y="77" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffffff">${image.label}</text>
</svg>`;
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  let total = 0;
  let logos = 0;
  for (const [index, image] of IMAGES.entries()) {
    const buffer =
      image.motif === 'logo'
        ? await sharp(
            await sharp(Buffer.from(logoSvg(image, logos++)))
              .trim({ background: '#ffffff' })
              .toBuffer(),
          )
            .extend({ top: 6, bottom: 6, left: 6, right: 6, background: '#ffffff' })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer()
        : await sharp(Buffer.from(svg(image, index)))
            .jpeg({ quality: 72, mozjpeg: true })
            .toBuffer();
    await writeFile(path.join(outDir, image.file), buffer);
    total += buffer.length;
    console.log(`${image.file}: ${(buffer.length / 1024).toFixed(1)} KiB`);
  }
  console.log(`${IMAGES.length} images, ${(total / 1024).toFixed(0)} KiB in ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
