import { runOverlapsBenchmarks } from './overlaps';
import { runStandingsBenchmarks } from './standings';

// Figures are printed for people to read; nothing here asserts on time.
console.info(`Courtside domain benchmarks (Node ${process.version}, TZ=${process.env.TZ ?? 'unset'})\n`);
runStandingsBenchmarks();
console.info('');
runOverlapsBenchmarks();
