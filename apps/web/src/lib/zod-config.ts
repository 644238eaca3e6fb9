import { z } from 'zod';

// The server's Content-Security-Policy forbids eval (script-src 'self'), so zod's compiled fast path can never
// run in the browser. Saying so up front stops zod probing with `new Function('')` on the first parse, which
// the browser reports as a CSP violation on every page (Lighthouse's best-practices "inspector issues").
z.config({ jitless: true });
