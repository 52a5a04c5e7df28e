import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';

const indexHtml = `<!doctype html>
<html lang="sr-Latn">
  <head>
    <meta name="description" content="Courtside: league tables, schedules and live results" />
    <title>Courtside</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

export interface SeoGateway {
  running: RunningGateway;
  /** The HTML the gateway serves at a route, as a crawler reads it (no script runs). */
  page(route: string): Promise<string>;
}

/**
 * A gateway for the file serving a stand-in web build (the real build's index.html shape) at
 * https://liga.example, with the read-model rows `seed` writes.
 */
export function seoGatewayForFile(
  seed: (rows: ReturnType<typeof readModelRows>) => Promise<void>,
): SeoGateway {
  let webDist = '';
  let running: RunningGateway | undefined;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'courtside-seo-'));
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    running = await startGateway({ config: { webDist, appUrl: 'https://liga.example' } });
    await seed(readModelRows(running.knex));
  });
  afterAll(async () => {
    await running?.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const started = () => {
    if (!running) throw new Error('the gateway is read before beforeAll started it');
    return running;
  };
  return {
    get running() {
      return started();
    },
    async page(route) {
      const response = await fetch(`${started().url}${route}`);
      expect(response.status).toBe(200);
      return response.text();
    },
  };
}

/** The page's one JSON-LD block, parsed. */
export function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}
