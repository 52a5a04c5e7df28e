import { clubRepresentative } from './club-representative';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { videoKeys, type VideoPlayback } from '@courtside/events';
import { localFolderStorage } from '../src/video/storage/local-folder';
import type { TestBrowser } from './browser';
import { startStack, type Stack } from './stack';
import { makeTestVideo, type TestVideo } from './video-media';

/**
 * A stack with videos for the watching tests: Vojvodina–Partizan in a league closed to other
 * clubs (scored a quarter a second, so its markers fall inside a 6-second video) and
 * Partizan–Zvezda in a league open to all approved clubs, each with a real WebM attached
 * through ingest's commands.
 */
export interface VideoWorld {
  stack: Stack;
  media: TestVideo;
  clubs: { vojvodina: number; partizan: number; zvezda: number };
  /** The video of Vojvodina–Partizan (closed league) and of Partizan–Zvezda (open league). */
  videos: { closed: number; open: number };
  representativeOf(
    clubId: number,
    state?: { approved?: boolean; deleted?: boolean },
  ): Promise<TestBrowser>;
  play(browser: TestBrowser, id: number): Promise<VideoPlayback>;
  close(): Promise<void>;
}

const admin = { actor: { kind: 'admin' as const, id: '1' } };

export async function startVideoWorld(): Promise<VideoWorld> {
  const media = await makeTestVideo();
  const storageDir = await mkdtemp(join(tmpdir(), 'courtside-videos-'));
  const stack = await startStack({ gatewayConfig: { videoStorageDir: storageDir } });
  const { commands } = stack.command;
  const storage = localFolderStorage(storageDir);
  const team = async (name: string) => (await commands.createTeam({ name })).id;
  const [voj, par, czv] = [await team('Vojvodina'), await team('Partizan'), await team('Zvezda')];
  const newLeague = async (name: string, teams: number[]) => {
    const { id } = await commands.createLeague({
      name,
      public: true,
      number_of_teams: 4,
      rounds: 2,
      start_date: '2026-01-10',
    });
    for (const teamId of teams) await commands.registerTeam(id, { team_id: teamId });
    return id;
  };
  const closedLeague = await newLeague('Zatvorena liga', [voj, par, czv]);
  const openLeague = await newLeague('Otvorena liga', [par, czv]);
  await commands.updateLeague(openLeague, { video_open_to_clubs: true });

  const match = async (leagueId: number, home: number, away: number) =>
    commands.scheduleContest({
      league_id: leagueId,
      round: 1,
      time: stack.clock.now.toISOString(),
      location: 'Spens',
      first_team_id: home,
      second_team_id: away,
    });
  const closed = await match(closedLeague, voj, par);
  const open = await match(openLeague, par, czv);
  // A quarter's score entered each second after the start: markers at 0, 1, 2 and 3 s.
  const start = stack.clock.now.getTime();
  let revision = closed.revision;
  const score: Record<string, number> = {};
  for (const quarter of [1, 2, 3, 4]) {
    stack.clock.now = new Date(start + quarter * 1000);
    Object.assign(score, { [`A${quarter}`]: 20, [`B${quarter}`]: 15 + quarter });
    revision = (await commands.recordScores(closed.id, { ...score, expected_revision: revision }))
      .revision;
  }
  await commands.finishContest(closed.id, { expected_revision: revision });
  stack.clock.now = new Date(start + 5000);

  const attach = async (contestId: number, uploadId: string) => {
    const { id } = await commands.claimVideo({ upload_id: uploadId }, admin);
    await storage.putFile(videoKeys.video(id, 'video/webm'), media.video, 'video/webm');
    await storage.putFile(videoKeys.poster(id), media.poster, 'image/jpeg');
    const attached = await commands.attachVideo(
      {
        video_id: id,
        contest_id: contestId,
        recording_id: null,
        content_type: 'video/webm',
        size_bytes: media.sizeBytes,
        duration_seconds: media.durationSeconds,
        width: 320,
        height: 240,
        video_codec: 'vp9',
        audio_codec: 'opus',
      },
      admin,
    );
    return { id, position: attached.position };
  };
  const closedVideo = await attach(closed.id, 'watch-closed');
  const openVideo = await attach(open.id, 'watch-open');
  const vojvodina = (await commands.createClub({ name: 'KK Vojvodina', team_ids: [voj] })).id;
  const partizan = (await commands.createClub({ name: 'KK Partizan', team_ids: [par] })).id;
  const last = await commands.createClub({ name: 'KK Zvezda', team_ids: [czv] });
  await stack.projection.waitFor(last.position, 30_000);

  return {
    stack,
    media,
    clubs: { vojvodina, partizan, zvezda: last.id },
    videos: { closed: closedVideo.id, open: openVideo.id },
    representativeOf(clubId, state = { approved: true }) {
      return clubRepresentative(stack, clubId, state);
    },
    async play(browser, id) {
      const answer = await browser.request('GET', `/api/video-zone/videos/${id}/play`);
      if (answer.status !== 200) throw new Error(`play ${id}: ${answer.status}`);
      return answer.body as VideoPlayback;
    },
    async close() {
      await stack.close();
      await media.remove();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
