/**
 * Draws the app's PNG icons (the manifest's and the Apple touch icon) from public/favicon.svg with headless
 * Chromium, and writes them to public/icons/. Run it when the logo changes, then commit the PNGs: the build
 * copies them and never needs a browser.
 *
 *   node --import tsx apps/web/build-tools/render-icons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
/** Court green 8, the app's primary shade and theme colour (theme.ts, manifest.webmanifest). */
const COURT_GREEN = '#246b3c';

interface Icon {
  file: string;
  size: number;
  /**
   * Maskable icons fill the square with colour and keep the ball inside the middle 80% circle that every
   * launcher's mask leaves visible; Apple's touch icon is shown on a square, which a transparent corner spoils.
   */
  onGreen: boolean;
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, onGreen: false },
  { file: 'icon-512.png', size: 512, onGreen: false },
  { file: 'icon-maskable-192.png', size: 192, onGreen: true },
  { file: 'icon-maskable-512.png', size: 512, onGreen: true },
  { file: 'apple-touch-icon.png', size: 180, onGreen: true },
];

function page(svg: string, icon: Icon): string {
  const ball = icon.onGreen ? Math.round(icon.size * 0.62) : icon.size;
  const background = icon.onGreen ? COURT_GREEN : 'transparent';
  const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${background}">
<img src="${image}" width="${ball}" height="${ball}" alt=""></div></body></html>`;
}

const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size } });
    const tab = await context.newPage();
    await tab.setContent(page(svg, icon));
    await tab.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await tab.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await writeFile(path.join(publicDir, 'icons', icon.file), png);
    console.info(`wrote public/icons/${icon.file} (${icon.size} px, ${png.length} bytes)`);
    await context.close();
  }
} finally {
  await browser.close();
}
