import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type InlineConfig, type PluginOption } from 'vite';

// The tiny apps the build plugins' tests run the real bundler on, so each test says only what its app holds.

/** An index.html with one module entry, main.js: what every fixture app starts from unless it writes its own. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>';

export interface FixtureApp {
  /** A path inside the app's folder. */
  path: (...parts: string[]) => string;
  /** Writes a file of the app, making its folders. */
  write: (file: string, content: string | Buffer) => Promise<void>;
  /** Runs `vite build` on the app with only `plugins` and no config file, into `outDir` (dist unless told). */
  build: (plugins: PluginOption[], options?: { outDir?: string; worker?: InlineConfig['worker'] }) => Promise<void>;
  /** Deletes the app's folder. */
  remove: () => Promise<void>;
}

/** A fresh folder under the system's temporary one (named after `name`) holding index.html and `files`. */
export async function fixtureApp(name: string, files: Record<string, string | Buffer>): Promise<FixtureApp> {
  const root = await mkdtemp(path.join(tmpdir(), `courtside-${name}-`));
  const app: FixtureApp = {
    path: (...parts) => path.join(root, ...parts),
    write: async (file, content) => {
      await mkdir(path.dirname(app.path(file)), { recursive: true });
      await writeFile(app.path(file), content);
    },
    build: async (plugins, { outDir = 'dist', worker } = {}) => {
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins,
        ...(worker ? { worker } : {}),
        build: { outDir, sourcemap: false },
      });
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
  for (const [file, content] of Object.entries({ 'index.html': FIXTURE_INDEX_HTML, ...files })) {
    await app.write(file, content);
  }
  return app;
}
