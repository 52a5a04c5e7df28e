// `npm run test:reliability`: the fault suite in full (many kills, minutes of cut connections),
// judged as `npm test` judges a run. `npm test` runs the same files in their short version.
process.env.COURTSIDE_RELIABILITY = 'full';
process.argv.push('--project', 'reliability');
await import('./run-tests.mjs');
