// @ts-check
/**
 * Writes the /desktop notice's QR codes at build time (the shell's prebuild and predev):
 * shell/public/qr/experience-en.svg and experience-fr.svg, each encoding the experience's
 * URL in its language on PUBLIC_ORIGIN (default http://localhost:8080, with a warning).
 * The build then copies shell/public/ as is. Deterministic: the same origin gives the same files.
 *
 *   PUBLIC_ORIGIN=https://missions.example.ca npm run build -w shell
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { DEFAULT_PUBLIC_ORIGIN, publicOrigin } from '@mission/tooling/build/public-origin.mjs';
import { qrTargets } from './qr-targets.mjs';

const OUT_DIR = fileURLToPath(new URL('../../shell/public/qr/', import.meta.url));

const origin = publicOrigin(process.env.PUBLIC_ORIGIN);
if (!process.env.PUBLIC_ORIGIN) {
  console.warn(`[qr] PUBLIC_ORIGIN is not set: the /desktop QR codes point at ${DEFAULT_PUBLIC_ORIGIN}`);
}
mkdirSync(OUT_DIR, { recursive: true });
for (const { file, url } of qrTargets(origin)) {
  // Dark modules on white with a quiet zone: what phone cameras read best, whatever the page's palette.
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  writeFileSync(path.join(OUT_DIR, file), svg);
  console.info(`[qr] ${file} -> ${url}`);
}
