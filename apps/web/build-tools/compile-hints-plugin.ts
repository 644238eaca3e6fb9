import type { Plugin } from 'vite';

/**
 * Chromium's explicit compile hint (ADR 050): at the top of a script, it makes V8 compile every function of the
 * file on the thread that streams the file in, instead of each on the main thread at its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line (V8 reads it only there). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Puts the compile hint at the top of every JavaScript chunk of the app. Each chunk is loaded because a page runs
 * it: the shell and a page's chunks at the first visit (most of whose functions the first render calls), a
 * dialog's when it opens. Compiled lazily, their functions were compiled one by one on the main thread while
 * the page first rendered, the largest part of a phone's Total Blocking Time (issue 10). Browsers without the
 * hint read a comment.
 *
 * In generateBundle, after the minifier (which drops comments) and before the service worker's list and the
 * compressed copies are made. The file names' hashes were taken before: the hint is the same line in every
 * build, so a name still stands for one content. Workers are emitted as assets, not chunks, and keep their lazy
 * compilation. No source maps are built (vite.config.ts), so none needs shifting.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'courtside-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which puts its preload helper's list of files at the top of the chunks that load others.
      order: 'post',
      handler(_outputOptions, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = withCompileHint(file.code);
      },
    },
  };
}
