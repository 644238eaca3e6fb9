// `node scripts/run-stages.mjs name=npm-script ...`: runs npm scripts one after another, stops at the first that
// fails, and ends with how long each took, so that `npm test` and CI say where their minutes go.
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2).map((argument) => {
  const [name, script] = argument.includes('=') ? argument.split('=', 2) : [argument, argument];
  return { name, script };
});
if (stages.length === 0) {
  console.error('usage: node scripts/run-stages.mjs [name=]npm-script ...');
  process.exit(2);
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const timings = [];
let failed;
for (const { name, script } of stages) {
  console.info(`\n== ${name} (npm run ${script})`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  timings.push({ name, ms: Date.now() - started, ok: status === 0 });
  if (status !== 0) {
    failed = { name, status: status ?? 1 };
    break;
  }
}

console.info('\n== stage times');
for (const { name, ms, ok } of timings)
  console.info(`  ${name.padEnd(24)} ${minutes(ms).padStart(8)}${ok ? '' : '  FAILED'}`);
console.info(`  ${'total'.padEnd(24)} ${minutes(timings.reduce((sum, { ms }) => sum + ms, 0)).padStart(8)}`);
if (failed) process.exit(failed.status);
