import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

/**
 * Debian's Chromium, which the browser tests drive: its headless shell where it is installed
 * (`.ci/run` installs it), else the full browser run headless. Both are the same Blink; the
 * shell leaves out the browser around it and takes about a quarter of the CPU
 * (docs/decisions/012-chromium-headless-shell.md).
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
export const CHROMIUM = existsSync(SHELL) ? SHELL : FULL;
export const HAS_CHROMIUM = existsSync(CHROMIUM);
/** Appended to a suite's name, so that a machine without Chromium says why it skipped it. */
export const SKIP_REASON = HAS_CHROMIUM
  ? ''
  : ` (skipped: neither ${SHELL} nor ${FULL} is installed; apt-get install chromium-headless-shell)`;

/** Headless Chromium with nothing of its own running beside the page: no updates, sync or GPU. */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** What a test file opens pages in: its own contexts in the worker's one Chromium. */
export interface ChromiumSession {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a context of its own, closed with the session. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Closes every context the file opened; the browser stays for the worker's next file. */
  close(): Promise<void>;
}

// The worker's Chromium: vitest.config.ts runs a worker's e2e files without isolation, so the
// files it runs share it (a launch costs about 0.75 s of CPU). It ends with the worker.
let shared: Promise<Browser> | undefined;

/** A session in the worker's Chromium, launched on first use. */
export async function openChromium(): Promise<ChromiumSession> {
  shared ??= launchChromium();
  const browser = await shared;
  const opened: BrowserContext[] = [];
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    opened.push(context);
    return context;
  };
  return {
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    close: async () => {
      await Promise.all(opened.splice(0).map((context) => context.close()));
    },
  };
}

/**
 * Saves a full-page picture of `page` as `name` in the folder `MD_PLATFORM_TEST_PICTURES`
 * names, for a person to look at; without it, nothing. No test reads these pictures, and
 * encoding a tall page costs Chromium about 150 ms of CPU each: `npm test` takes none.
 *
 *   MD_PLATFORM_TEST_PICTURES=test-output npm test -- test/engine/modules.browser.test.ts
 */
export async function keepPicture(page: Page, name: string): Promise<void> {
  const folder = process.env.MD_PLATFORM_TEST_PICTURES;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: join(folder, name), fullPage: true });
}

/** What a picture holds, decoded by the page's own canvas. */
export interface PictureStats {
  width: number;
  height: number;
  /** Distinct colours over a grid of sample points: a blank picture has one or two. */
  colours: number;
  /** Pixels that differ clearly from the top-left corner (the background). */
  ink: number;
}

export function pictureStats(page: Page, png: Buffer): Promise<PictureStats> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97)
      seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    const [r0, g0, b0] = [data[0], data[1], data[2]];
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - r0) + Math.abs(data[i + 1] - g0) + Math.abs(data[i + 2] - b0) > 90)
        ink++;
    }
    return { width: image.width, height: image.height, colours: seen.size, ink };
  }, png.toString('base64'));
}
