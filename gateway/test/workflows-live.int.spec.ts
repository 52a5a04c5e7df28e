import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowUpdatedMessage } from '@courtside/events';
import { socketFor, type GatewaySocket } from './connected-socket';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

// Issue 12: the workflows screen follows a run over Socket.IO instead of polling.

let stack: Stack;
const opened: GatewaySocket[] = [];
const system = { actor: { kind: 'system' as const, id: null } };
const adminMeta = { actor: { kind: 'admin' as const, id: '1' } };

function socketOf(browser?: Parameters<typeof socketFor>[1]) {
  const socket = socketFor(stack.url, browser);
  opened.push(socket);
  return socket;
}

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await stack.close();
});

describe('when a workflow moves on while the super-admin watches the workflows screen', () => {
  it('pushes its progress and log line to the super-admin and nothing to others', async () => {
    const { knex } = stack.gateway;
    const superAdmin = await newSignedIn(stack.url, knex, 'admin', ['super-admin']);
    const watching = socketOf(superAdmin.browser);
    const seen: WorkflowUpdatedMessage[] = [];
    watching.on('workflow:updated', (message) => seen.push(message));
    expect(await watching.emitWithAck('follow:workflows')).toMatchObject({ ok: true });

    // Refused the room: an administrator without the super-admin role, an official, the public.
    const outsiders: WorkflowUpdatedMessage[] = [];
    const administrator = await newSignedIn(stack.url, knex, 'admin', ['administrator']);
    const official = await newSignedIn(stack.url, knex, 'official', ['referee']);
    for (const browser of [administrator.browser, official.browser, undefined]) {
      const socket = socketOf(browser);
      socket.on('workflow:updated', (message) => outsiders.push(message));
      expect(await socket.emitWithAck('follow:workflows')).toMatchObject({ ok: false });
    }

    const { commands } = stack.command;
    const started = await commands.startWorkflow(
      { kind: 'standings-recount', league_id: stack.leagueId },
      adminMeta,
    );
    await commands.completeWorkflowStep(
      started.id,
      {
        step: 'recount',
        total: 2,
        line: { key: 'recounted', params: { league: 'Liga', rows: 2, changed: 0 } },
        result: {},
      },
      system,
    );

    await expect
      .poll(() => seen.at(-1)?.workflow, { timeout: 30_000 })
      .toMatchObject({ id: started.id, status: 'running', done: 1, total: 2 });
    expect(seen.at(-1)?.workflow.log.map((line) => line.key)).toEqual(['started', 'recounted']);

    await commands.endWorkflow(
      started.id,
      { succeeded: { key: 'recountDone', params: { rows: 2, changed: 0 } } },
      system,
    );
    await expect
      .poll(() => seen.at(-1)?.workflow, { timeout: 30_000 })
      .toMatchObject({ id: started.id, status: 'succeeded', done: 2, total: 2 });
    expect(outsiders).toEqual([]);
  });
});
