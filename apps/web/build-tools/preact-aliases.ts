import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/** preact/compat and the few React 19 exports it lacks (src/lib/react-on-preact/react.ts). */
const reactOnPreact = fileURLToPath(new URL('../src/lib/react-on-preact/react.ts', import.meta.url));

/**
 * The app is written and type-checked against React's API, but runs on Preact's compatibility layer, which
 * weighs a fraction of react-dom on every first visit (ADR 042). Every way a module can reach React, ours or
 * a dependency's (Mantine, TanStack Query, dnd-kit, Recharts), is sent to preact/compat, so no
 * copy of React ends up in the bundle next to Preact. To go back to React, drop these aliases.
 *
 * Exact matches only: a bare 'react' prefix would also catch 'react-is' or 'react-remove-scroll'.
 */
const REACT_TO_PREACT: Record<string, string> = {
  react: reactOnPreact,
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react/compiler-runtime': 'preact/compat/compiler-runtime',
  scheduler: 'preact/compat/scheduler',
};

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Vite aliases from each React entry point (also with a '.js' ending, as CommonJS code writes) to Preact's. */
export const preactAliases: Alias[] = Object.entries(REACT_TO_PREACT).map(([from, to]) => ({
  find: new RegExp(`^${escapeForRegExp(from)}(\\.js)?$`),
  replacement: to,
}));
