// What 'react' resolves to in the build and the component tests (build-tools/preact-aliases.ts, ADR 042):
// Preact's compatibility layer, made to behave as React where the app and its libraries rely on it.
import compat from 'preact/compat';
import { Activity } from './activity';
import { runEffectsAsReactDoes } from './effect-timing';
import { writeOptionValueAttributes } from './option-value';

// Before anything renders: the entry (main.tsx) and Testing Library import 'react' before they render.
runEffectsAsReactDoes();
writeOptionValueAttributes();

// @ts-expect-error -- preact/compat's types declare a CommonJS-style namespace (`export =`), which TypeScript
// will not re-export with `export *`; the module itself is ESM with named exports, which is what runs here.
export * from 'preact/compat';
export { Activity };

// For code that reads React as one object (`import React from 'react'`, CommonJS `require('react')`).
export default Object.assign({}, compat, { Activity });
