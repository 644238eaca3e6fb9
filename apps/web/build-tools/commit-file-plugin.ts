import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const FILE_NAME = 'commit.txt';

/** The short commit id, or null outside a git checkout (e.g. a source tarball) or without git installed. */
function readCommitId(): string | null {
  try {
    const id = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return id === '' ? null : id;
  } catch {
    return null;
  }
}

/**
 * Writes dist/commit.txt for the admin dashboard's commit line, and serves the same text in dev.
 * Without git nothing is written, and the dashboard simply leaves the line out.
 */
export function commitFilePlugin(): Plugin {
  return {
    name: 'courtside-commit-file',
    generateBundle() {
      const commitId = readCommitId();
      if (commitId) this.emitFile({ type: 'asset', fileName: FILE_NAME, source: `${commitId}\n` });
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE_NAME}`, (_request, response, next) => {
        const commitId = readCommitId();
        if (!commitId) return next();
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(`${commitId}\n`);
      });
    },
  };
}
