// Runs vitest and judges the run from its JSON report and its output, not only its exit code:
// vitest 4 exits 0 when a global setup throws (no test runs, "No test files found") and when it
// caught unhandled errors, which would let a broken database start or a crashing teardown pass
// as green. Ends with the plain "N passed, N failed" line CI reads.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const report = '.data/vitest-report.json';
mkdirSync('.data', { recursive: true });
rmSync(report, { force: true });
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
// Tee vitest's output so it still shows as it runs, and keep it to look for unhandled errors.
const child = spawn('npx', [...args, ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {
    ...process.env,
    FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0'),
  },
});
let output = '';
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    output += chunk.toString();
    to.write(chunk);
  });
}
const run = await new Promise((resolve) =>
  child.on('close', (status, signal) => resolve({ status, signal })),
);
// Colour codes are escape sequences; strip them before reading vitest's words.
// eslint-disable-next-line no-control-regex
const plain = output.replace(/\u001b\[[0-9;]*m/g, '');

let result = null;
try {
  result = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  // No report: vitest stopped before any test ran.
}
const passed = result?.numPassedTests ?? 0;
const failed = (result?.numFailedTests ?? 0) + (result?.numFailedTestSuites ?? 0);
const skipped = (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0);
const problems = [];
if (run.status !== 0) problems.push(`vitest exited with ${run.status ?? run.signal}`);
if (!result) problems.push('vitest wrote no report (did a global setup fail?)');
else if (result.numTotalTests === 0) problems.push('no test ran');
if (result && result.success === false) problems.push('vitest reported a failure');
if (failed > 0) problems.push(`${failed} failed`);
if (skipped > 0) problems.push(`${skipped} skipped: a skipped test is a defect`);
const unhandled = /Vitest caught (\d+) unhandled errors?/.exec(plain);
if (unhandled) problems.push(`${unhandled[1]} unhandled error(s) during the run`);

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (problems.length > 0) {
  console.error(`The test run is not green: ${problems.join('; ')}.`);
  process.exit(1);
}
