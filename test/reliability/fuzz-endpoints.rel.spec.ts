import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../gateway/test/browser';
import { startStack, type Stack } from '../../gateway/test/stack';
import { fuzzBody, fuzzParam, toJson, type FuzzWorld } from './fuzz/bodies';
import {
  commandServiceWriteRoutes,
  fillPath,
  gatewayWriteRoutes,
  paramKinds,
  routeKey,
  type WriteRoute,
} from './fuzz/routes';
import { actorFor, fuzzWorld, type FuzzWorldSetup } from './fuzz/world';
import { scaled } from './scale';

/**
 * Test 7 of the fault suite: every write endpoint (POST/PUT/PATCH/DELETE) of gateway and of
 * command-service, read from their Express routers so a new one is fuzzed without being listed,
 * gets random bodies (lone surrogates, NUL, 1e999, 2**53+1, -0, deep nesting, wrong types,
 * long texts, arrays for objects) and random ids. Pass: no 5xx; every 4xx says what was wrong
 * in a message; a rejected request appends nothing to the event log.
 */
const bodiesPerRoute = Number(process.env.COURTSIDE_FUZZ_BODIES ?? scaled(8, 40));
const seed = Number(process.env.COURTSIDE_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let stack: Stack;
let world: FuzzWorldSetup;
let bodyWorld: FuzzWorld;
let commandServer: Server;
let commandUrl: string;

beforeAll(async () => {
  // GATEWAY_TEST_LOG=error shows why a request failed.
  stack = await startStack({
    gatewayLogger: pino({ level: process.env.GATEWAY_TEST_LOG ?? 'silent' }),
  });
  world = await fuzzWorld(stack);
  bodyWorld = {
    ids: world.ids,
    contestTime: new Date(stack.clock.now.getTime() - 30 * 60 * 1000).toISOString(),
  };
  commandServer = await new Promise<Server>((resolve) => {
    const server = stack.command.app.listen(0, '127.0.0.1', () => resolve(server));
  });
  commandUrl = `http://127.0.0.1:${(commandServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => commandServer?.close(() => resolve()));
  await stack?.close();
});

interface Answer {
  status: number;
  body: unknown;
}

/** What the fuzz saw, for the assertions and the figures in docs/reliability-fuzz.md. */
const seen = {
  endpoints: 0,
  requests: 0,
  serverErrors: 0,
  rejected: 0,
  appendedByRejected: 0,
  failures: [] as string[],
};

/** Sends one request and checks the pass criterion on it; answers whether it passed the guard. */
async function tryOne(label: string, body: unknown, send: () => Promise<Answer>): Promise<Answer> {
  const before = await stack.eventCount();
  const answer = await send();
  const after = await stack.eventCount();
  seen.requests += 1;
  const what = () =>
    `${label} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)} ` +
    `for ${body === undefined ? '(no body)' : toJson(body).slice(0, 160)} (seed ${seed})`;
  if (answer.status >= 500) {
    seen.serverErrors += 1;
    seen.failures.push(`5xx: ${what()}`);
  } else if (answer.status >= 400) {
    seen.rejected += 1;
    if (after !== before) {
      seen.appendedByRejected += after - before;
      seen.failures.push(`rejected yet ${after - before} event(s) appended: ${what()}`);
    }
    const message = (answer.body as { message?: unknown } | null)?.message;
    if (!message || (typeof message !== 'string' && typeof message !== 'object')) {
      seen.failures.push(`4xx without a message: ${what()}`);
    }
  }
  return answer;
}

/** The top-level fields an endpoint's 422 names (`scores.A1` → `scores`). */
function fieldsNamed(answer: Answer): string[] {
  const errors = (answer.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const names = Object.keys(errors).map((field) => field.split(/[.[]/)[0] ?? field);
  return [...new Set(names.filter((name) => name !== 'body' && name !== ''))];
}

/** Probes, then fuzzes one route; answers whether any request got past its guard. */
async function fuzzRoute(
  route: WriteRoute,
  index: number,
  send: (path: string, body: unknown) => Promise<Answer>,
  label: string,
): Promise<boolean> {
  const kinds = paramKinds(route.path);
  const real = kinds.map((kind) => world.records[kind]);
  const missing = kinds.filter((_, at) => real[at] === undefined);
  if (missing.length > 0) {
    seen.failures.push(
      `${label}: no record for the id after /${missing.join(', /')}/ (extend world.ts)`,
    );
    return false;
  }
  const ids = real as (number | string)[];
  let reached = false;
  const run = async (params: string[], body: unknown) => {
    const answer = await tryOne(`${label} ${fillPath(route.path, params)}`, body, () =>
      send(fillPath(route.path, params), body),
    );
    if (answer.status !== 401 && answer.status !== 403) reached = true;
    return answer;
  };
  const probe = await run(ids.map(String), {});
  const fields = fieldsNamed(probe);
  const cases = fc.sample(fc.tuple(fc.tuple(...ids.map(fuzzParam)), fuzzBody(fields, bodyWorld)), {
    numRuns: bodiesPerRoute,
    seed: seed + index,
  });
  for (const [params, body] of cases) await run(params, body);
  seen.endpoints += 1;
  return reached;
}

const viaBrowser =
  (browser: TestBrowser, method: string, headers?: Record<string, string>) =>
  (path: string, body: unknown) =>
    browser.request(method, path, {
      rawBody: body === undefined ? undefined : toJson(body),
      headers,
    });

describe('when every write endpoint gets random hostile bodies', () => {
  // The full run sends about 3,800 requests one after another: more than the project's default.
  it(
    'never answers 5xx, and appends no event for a rejected request',
    { timeout: scaled(600_000, 3_600_000) },
    async () => {
      const gatewayRoutes = gatewayWriteRoutes(stack.gateway.gateway.app);
      const commandRoutes = commandServiceWriteRoutes(stack.command.app);
      expect(gatewayRoutes.length).toBeGreaterThan(40);
      expect(commandRoutes.length).toBeGreaterThan(20);

      const heapBefore = process.memoryUsage().heapUsed;
      const unreachable: string[] = [];
      let index = 0;
      for (const route of gatewayRoutes) {
        index += 1;
        if (route.declaration && !route.declaration.public && route.declaration.apiKeyOnly) {
          // Issue 12: a key registers its own webhooks; only a request with a key gets past.
          const reached = await fuzzRoute(
            route,
            index,
            viaBrowser(new TestBrowser(stack.url), route.method, { 'x-api-key': world.apiKey }),
            `gateway ${route.method} with an API key`,
          );
          if (!reached) unreachable.push(`${routeKey(route)} with an API key`);
          continue;
        }
        const actor = actorFor(route.declaration);
        if (!actor) {
          unreachable.push(`${routeKey(route)} (no signed-in role of ours meets its guard)`);
          continue;
        }
        const reached = await fuzzRoute(
          route,
          index,
          viaBrowser(world.browsers[actor], route.method),
          `gateway ${route.method} as ${actor}`,
        );
        if (!reached && !route.declaration?.public)
          unreachable.push(`${routeKey(route)} as ${actor}`);
      }

      // An API key may only read its leagues (and register its own webhooks, fuzzed above):
      // every other write answers 4xx and appends nothing.
      const keyHolder = new TestBrowser(stack.url);
      for (const route of gatewayRoutes) {
        index += 1;
        if (route.declaration && !route.declaration.public && route.declaration.apiKeyOnly)
          continue;
        const send = viaBrowser(keyHolder, route.method, { 'x-api-key': world.apiKey });
        const [body] = fc.sample(fuzzBody([], bodyWorld), { numRuns: 1, seed: seed + index });
        const path = fillPath(
          route.path,
          paramKinds(route.path).map((kind) => String(world.records[kind] ?? 1)),
        );
        const answer = await tryOne(`gateway ${route.method} with an API key ${path}`, body, () =>
          send(path, body),
        );
        if (answer.status < 400) {
          seen.failures.push(`an API key wrote: ${route.method} ${path} → ${answer.status}`);
        }
      }

      const commandService = new TestBrowser(commandUrl);
      for (const route of commandRoutes) {
        index += 1;
        const headers = { 'x-actor-kind': 'admin', 'x-actor-id': '1' };
        await fuzzRoute(
          route,
          index,
          viaBrowser(commandService, route.method, headers),
          `command-service ${route.method}`,
        );
      }

      console.log(
        `fuzz (seed ${seed}): ${seen.endpoints} endpoints (${gatewayRoutes.length} gateway, ` +
          `${commandRoutes.length} command-service), ${seen.requests} requests, ` +
          `${seen.rejected} rejected, 5xx: ${seen.serverErrors}, ` +
          `events appended by rejected requests: ${seen.appendedByRejected}; heap of the process ` +
          `holding the stack ${Math.round(heapBefore / 2 ** 20)} → ` +
          `${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB`,
      );
      expect(unreachable, 'write endpoints our signed-in roles never got past').toEqual([]);
      expect(seen.failures).toEqual([]);
      expect(seen.serverErrors).toBe(0);
      expect(seen.appendedByRejected).toBe(0);
    },
  );
});
