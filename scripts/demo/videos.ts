import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import type { Commands } from '@courtside/command-service';
import {
  findVideoTools,
  keepVideo,
  videoStorageFrom,
  type GatewayConfig,
} from '@courtside/gateway';
import { demoAccounts } from './data';

const run = promisify(execFile);

/** How long the demo's match video runs: long enough to seek, quick to make. */
const clipSeconds = 30;

/**
 * A match video for the demo (issue 11): the latest played match of the demo representative's
 * club gets a short recording, made here with the project's ffmpeg (a test card and a tone, H.264
 * and AAC in an MP4) and kept the way an administrator's upload keeps one: checked by content,
 * its poster frame taken, stored behind the storage port the gateway's settings name, and attached
 * by the super-admin. So a new user finds a video on video-on-demand and can play it. Without
 * ffmpeg (an install that left out optional dependencies) the demo goes on without the video and
 * says why, as the upload screen does.
 */
export async function seedDemoVideo(
  knex: Knex,
  commands: Pick<Commands, 'claimVideo' | 'attachVideo'>,
  config: GatewayConfig,
  warn: (message: string) => void,
): Promise<string | null> {
  const lookup = findVideoTools({
    ffmpegPath: config.ffmpegPath ?? null,
    ffprobePath: config.ffprobePath ?? null,
  });
  if (!lookup.found) {
    warn(`The demo has no match video: ${lookup.problem}`);
    return null;
  }
  const representative = (await knex('accounts')
    .where({ email: demoAccounts.representative.email })
    .first('pb_club_id')) as { pb_club_id: number | null } | undefined;
  const admin = (await knex('accounts').where({ email: demoAccounts.admin.email }).first('id')) as
    { id: number } | undefined;
  if (!representative?.pb_club_id || !admin) return null;
  const teams = knex('rm.club_teams')
    .where({ club_id: representative.pb_club_id })
    .select('team_id');
  const match = (await knex('rm.contests')
    .where((q) => q.whereIn('first_team_id', teams).orWhereIn('second_team_id', teams))
    .where('status', 'finished')
    .orderBy([
      { column: 'time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('id')) as { id: number } | undefined;
  if (!match) return null;

  const folder = await mkdtemp(path.join(tmpdir(), 'courtside-demo-video-'));
  try {
    const file = path.join(folder, 'match.mp4');
    await run(lookup.tools.ffmpeg, [
      ...['-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=duration=${clipSeconds}:size=480x270:rate=25`],
      ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${clipSeconds}`],
      // About 1 MB and two seconds of one core: every fresh demo (and test template) makes one.
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '32', '-pix_fmt', 'yuv420p'],
      ...['-g', '50', '-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-shortest', file],
    ]);
    const actor = { actor: { kind: 'admin' as const, id: String(admin.id) } };
    const kept = await keepVideo(
      lookup.tools,
      videoStorageFrom(config),
      file,
      (await stat(file)).size,
      {
        claim: async () => (await commands.claimVideo({ upload_id: `demo-${match.id}` }, actor)).id,
        attach: (facts) =>
          commands.attachVideo({ ...facts, contest_id: match.id, recording_id: null }, actor),
      },
    );
    if ('problem' in kept) {
      warn(`The demo has no match video: its clip was refused (${kept.problem}).`);
      return null;
    }
    return kept.position;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
