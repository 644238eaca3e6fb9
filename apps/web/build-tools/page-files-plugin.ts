import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
// Types only: Vite loads its config with packages left to Node, which runs no TypeScript.
import type { PageFiles } from '@courtside/shared/web/page-files';
import { filesLoadedBy, staticClosure, type BundleFile } from './bundle-files.ts';

/** A route's full path and the module of its page, from the app's root (the web app's folder). */
export interface PageModule {
  pattern: string;
  module: string;
}

/** Where the server looks for the list: PAGE_FILES_FILE of @courtside/shared/web/page-files (the test holds them together). */
const PAGE_FILES_FILE = 'page-files.json';

/**
 * Each page's files beyond the shell: its chunk, the chunks it imports and their CSS, less what index.html
 * already loads. In the order of `pages`, whose first matching pattern is the page an address opens.
 */
export function pageFilesOf(
  bundle: Record<string, BundleFile>,
  pages: readonly PageModule[],
  root: string,
): PageFiles[] {
  const shell = staticClosure(bundle, filesLoadedBy(bundle['index.html']));
  const chunkOf = new Map<string, string>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.facadeModuleId) chunkOf.set(file.facadeModuleId, file.fileName);
  }
  return pages.map(({ pattern, module }) => {
    const chunk = chunkOf.get(path.resolve(root, module));
    if (!chunk) throw new Error(`page-files: no chunk stands for ${module} (${pattern}); is it still a lazy page?`);
    const files = [...staticClosure(bundle, [chunk])].filter((file) => !shell.has(file)).map((file) => `/${file}`);
    return {
      pattern,
      scripts: files.filter((file) => !file.endsWith('.css')),
      styles: files.filter((file) => file.endsWith('.css')),
    };
  });
}

/**
 * Writes page-files.json beside index.html: for every page of `pages` (the route table's), the files the
 * browser needs to show it. The server names them in that page's HTML (apps/api/src/plugins/page-html.ts), so a
 * first visit downloads them alongside the shell rather than after the shell has run and asked for them.
 */
export function pageFilesPlugin(pages: readonly PageModule[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'courtside-page-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has added index.html to the bundle.
      order: 'post',
      handler(_outputOptions, bundle) {
        const list = pageFilesOf(bundle as unknown as Record<string, BundleFile>, pages, config.root);
        this.emitFile({ type: 'asset', fileName: PAGE_FILES_FILE, source: `${JSON.stringify(list, null, 1)}\n` });
      },
    },
  };
}
