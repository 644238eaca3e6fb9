import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COLOR_SCHEME_CHOICE_ATTRIBUTE, type ChosenColorScheme } from '@courtside/shared/web/color-scheme';
import { BOOT_HEADING_ID, bootHeadingFor } from '@courtside/shared/web/boot-heading';
import { earlyReadsFor } from '@courtside/shared/web/early-reads';
import { PAGE_FILES_FILE, pageFilesFor, type PageFiles } from '@courtside/shared/web/page-files';
import { compressAnswer, type ResponseEncoding } from '../lib/response-encoding';

/** index.html as sent for one page: the text, its validator, and its compressed copies once asked for. */
export interface PageHtml {
  body: Buffer;
  etag: string;
  encoded: Map<ResponseEncoding, Promise<Buffer>>;
}

/** Text for an element's content. */
const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A value for a double-quoted HTML attribute. */
const attribute = (value: string) => text(value).replaceAll('"', '&quot;');

const ROOT_ELEMENT = '<div id="root">';

/**
 * index.html with what the page needs named before `</head>`: preloads for its first API reads (a league page's,
 * packages/shared/src/web/early-reads.ts), then module preloads for its scripts and preloads for its stylesheets.
 * Preloads only: the shell's boot header paints without waiting for any of them (a stylesheet link would hold up
 * the first paint). The page's own fetch of a read is answered by its preload when it asks with the same
 * credentials and mode (`use-credentials`, as the API client's `credentials: 'include'`). When the router asks
 * for the page, Vite's loader finds the module preloads and adds nothing, and adds the stylesheets, which are then
 * in the browser's memory already. `crossorigin` as on Vite's own tags, or the browser would fetch each file a
 * second time in the other mode.
 */
export function withPagePreloads(
  indexHtml: string,
  page: PageFiles | undefined,
  reads: readonly string[] = [],
): string {
  const links = [
    ...reads.map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(href)}">`),
    ...(page?.styles ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`),
    ...(page?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
  ];
  if (links.length === 0) return indexHtml;
  const at = indexHtml.lastIndexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head> to put the page preloads before');
  return `${indexHtml.slice(0, at)}    ${links.join('\n    ')}\n  ${indexHtml.slice(at)}`;
}

/**
 * index.html with the visitor's chosen colour scheme on its `<html>` element: as the choice, for the app's
 * colour scheme manager (app/color-scheme-manager.ts), and as the scheme Mantine's styles follow, so that the
 * first paint is in it (ADR 054). Without a choice the system's setting rules: index.html's styles read it for
 * the first paint, and public/color-scheme.js sets it before the app runs (ADR 080).
 */
export function withColorSchemeChoice(indexHtml: string, scheme: ChosenColorScheme | null): string {
  if (scheme === null) return indexHtml;
  const at = indexHtml.indexOf('<html');
  if (at < 0) throw new Error('index.html has no <html> element to put the colour scheme on');
  const end = at + '<html'.length;
  const attributes = `${COLOR_SCHEME_CHOICE_ATTRIBUTE}="${scheme}" data-mantine-color-scheme="${scheme}"`;
  return `${indexHtml.slice(0, end)} ${attributes}${indexHtml.slice(end)}`;
}

/**
 * index.html with the page's heading drawn beside the boot header, before the app's root (ADR 079). Hidden from
 * screen readers, as the boot header is: the app's own h1 replaces it in the frame it draws the page in, and is
 * the one they read.
 */
export function withBootHeading(indexHtml: string, heading: string | null): string {
  if (heading === null) return indexHtml;
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error('index.html has no root element to put the boot heading before');
  const element = `<h1 id="${BOOT_HEADING_ID}" aria-hidden="true">${text(heading)}</h1>`;
  return `${indexHtml.slice(0, at)}${element}\n    ${indexHtml.slice(at)}`;
}

function isPageFilesList(value: unknown): value is PageFiles[] {
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    Array.isArray(value) &&
    value.every(
      (page: Partial<PageFiles> | null) =>
        typeof page?.pattern === 'string' && strings(page.scripts) && strings(page.styles),
    )
  );
}

/**
 * How many pages' HTML is kept. A league page's HTML names its league, so there is one per league opened (and
 * per colour scheme chosen); past this many, the one made first is let go (made again, it costs well under a
 * millisecond).
 */
export const KEPT_PAGES = 500;

/**
 * The HTML each page address is answered with, from the build's index.html and page-files.json (written by the
 * web build: apps/web/build-tools/page-files-plugin.ts), and, for a request that carries a session, the page's
 * first reads and its boot heading: without one the API would refuse them all, and the page sends the visitor to
 * the landing page; and the colour scheme the visitor chose, if any.
 * Null when the build has no page-files.json (an older build, or a test's dist folder): index.html is then sent as
 * it is. Each page's HTML is made on its first request and kept; compressed copies likewise, so the server's
 * start-up does not pay for pages nobody opens.
 */
export function loadPageHtml(
  distDir: string,
): ((pathname: string, signedIn: boolean, scheme: ChosenColorScheme | null) => PageHtml) | null {
  const listFile = path.join(distDir, PAGE_FILES_FILE);
  if (!existsSync(listFile)) return null;
  const pages: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (!isPageFilesList(pages)) throw new Error(`${listFile} is not a list of page files: rebuild the web app`);
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const made = new Map<string, PageHtml>();
  return (pathname, signedIn, scheme) => {
    const page = pageFilesFor(pages, pathname);
    const reads = signedIn ? earlyReadsFor(pathname) : [];
    const heading = bootHeadingFor(pathname, signedIn);
    const key = [scheme ?? 'auto', page?.pattern ?? '', heading ?? '', ...reads].join(' ');
    let html = made.get(key);
    if (!html) {
      const withChoices = withBootHeading(withColorSchemeChoice(indexHtml, scheme), heading);
      const body = Buffer.from(withPagePreloads(withChoices, page, reads));
      html = {
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        encoded: new Map(),
      };
      if (made.size >= KEPT_PAGES) made.delete(made.keys().next().value ?? '');
      made.set(key, html);
    }
    return html;
  };
}

/** The page's HTML in `encoding`, compressed on first use and kept. */
export function encodedPageHtml(html: PageHtml, encoding: ResponseEncoding): Promise<Buffer> {
  let encoded = html.encoded.get(encoding);
  if (!encoded) {
    encoded = compressAnswer(html.body.toString(), encoding);
    html.encoded.set(encoding, encoded);
  }
  return encoded;
}
