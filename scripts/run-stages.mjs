// `node scripts/run-stages.mjs name=npm-script ...`: runs npm scripts one after another, stops at the first that
// fails, and ends with how long each took, so that `npm test` and CI say where their minutes go.
//
// Scripts joined by commas (`typecheck,lint`) run side by side as one step: for scripts that each keep one core
// busy, such as tsc and eslint, on a machine with more. Each one's output is held back and printed whole when it
// ends, so that their lines do not interleave; the step fails, once all have ended, if any of them failed.
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2).map((argument) =>
  argument.split(',').map((part) => {
    const [name, script] = part.includes('=') ? part.split('=', 2) : [part, part];
    return { name, script };
  }),
);
if (steps.length === 0) {
  console.error('usage: node scripts/run-stages.mjs [name=]npm-script[,[name=]npm-script ...] ...');
  process.exit(2);
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

/** Runs one npm script; `quiet` holds its output back and returns it instead of printing it as it comes. */
function runScript(script, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), ms: Date.now() - started, output: Buffer.concat(output) }),
    );
  });
}

const timings = [];
let failed;
const stepsStarted = Date.now();
for (const stages of steps) {
  const together = stages.length > 1;
  console.info(`\n== ${stages.map(({ name, script }) => `${name} (npm run ${script})`).join(' and ')}`);
  const results = await Promise.all(
    stages.map(async (stage) => {
      const result = await runScript(stage.script, together);
      if (together) {
        console.info(`\n== ${stage.name}: output`);
        process.stdout.write(result.output);
      }
      return { ...stage, ...result };
    }),
  );
  for (const { name, ms, status } of results) timings.push({ name, ms, ok: status === 0, together });
  const failure = results.find(({ status }) => status !== 0);
  if (failure) {
    failed = failure;
    break;
  }
}

console.info('\n== stage times');
for (const { name, ms, ok, together } of timings)
  console.info(
    `  ${name.padEnd(24)} ${minutes(ms).padStart(8)}${together ? '  (side by side)' : ''}${ok ? '' : '  FAILED'}`,
  );
console.info(`  ${'total'.padEnd(24)} ${minutes(Date.now() - stepsStarted).padStart(8)}`);
if (failed) process.exit(failed.status);
