// Runs vitest and judges the run from its JSON reports and its output, not only its exit code:
// vitest 4 exits 0 when a global setup throws (no test runs, "No test files found") and when it
// caught unhandled errors, which would let a broken database start or a crashing teardown pass
// as green. Ends with the plain "N passed, N failed" line CI reads.
//
// A whole run is two vitest processes side by side: the browser files in one, unit, int and
// reliability in the other. On two cores vitest gives a run one worker (cores - 1), so one
// process would run every file in series while the browser files mostly wait on Chromium and
// the app. Each process starts its own PostgreSQL. Arguments (a file, a project) run one process
// as before.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.data', { recursive: true });
const extra = process.argv.slice(2);
const lanes =
  extra.length > 0
    ? [{ name: 'all', args: extra }]
    : [
        { name: 'browser', args: ['--project', 'e2e'] },
        {
          name: 'rest',
          args: ['--project', 'unit', '--project', 'int', '--project', 'reliability'],
        },
      ];
const prefixed = lanes.length > 1;

function runLane(lane) {
  const report = `.data/vitest-report-${lane.name}.json`;
  rmSync(report, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${report}`, ...lane.args);
  // Tee vitest's output, line by line with the lane's name when two run, so it still shows
  // as it runs; keep it to look for unhandled errors.
  const child = spawn('npx', args, {
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
    let partial = '';
    from.on('data', (chunk) => {
      const text = chunk.toString();
      output += text;
      if (!prefixed) return void to.write(chunk);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) to.write(`[${lane.name}] ${line}\n`);
    });
    from.on('end', () => {
      if (partial) to.write(`[${lane.name}] ${partial}\n`);
    });
  }
  return new Promise((resolve) =>
    child.on('close', (status, signal) => {
      let result = null;
      try {
        result = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        // No report: vitest stopped before any test ran.
      }
      resolve({ lane, status, signal, output, result });
    }),
  );
}

const runs = await Promise.all(lanes.map(runLane));

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
for (const { lane, status, signal, output, result } of runs) {
  const where = prefixed ? `${lane.name}: ` : '';
  passed += result?.numPassedTests ?? 0;
  const laneFailed = (result?.numFailedTests ?? 0) + (result?.numFailedTestSuites ?? 0);
  const laneSkipped = (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0);
  failed += laneFailed;
  skipped += laneSkipped;
  // Colour codes are escape sequences; strip them before reading vitest's words.
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  if (status !== 0) problems.push(`${where}vitest exited with ${status ?? signal}`);
  if (!result) problems.push(`${where}vitest wrote no report (did a global setup fail?)`);
  else if (result.numTotalTests === 0) problems.push(`${where}no test ran`);
  if (result && result.success === false) problems.push(`${where}vitest reported a failure`);
  if (laneFailed > 0) problems.push(`${where}${laneFailed} failed`);
  if (laneSkipped > 0) problems.push(`${where}${laneSkipped} skipped: a skipped test is a defect`);
  const unhandled = /Vitest caught (\d+) unhandled errors?/.exec(plain);
  if (unhandled) problems.push(`${where}${unhandled[1]} unhandled error(s) during the run`);
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (problems.length > 0) {
  console.error(`The test run is not green: ${problems.join('; ')}.`);
  process.exit(1);
}
