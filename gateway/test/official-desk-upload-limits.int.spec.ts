import { matchFileLimits } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { png } from './competitions-support';
import {
  desk,
  filesPath,
  pdfOf,
  send,
  stored,
  useUploadsDesk,
} from './official-desk-uploads-support';

// What a match's files may be: 20 MB each, image or PDF by content, at most the per-match count.
useUploadsDesk();

describe('when the file is exactly at or just over the 20 MB limit', () => {
  it('accepts exactly 20 MB', async () => {
    const answer = await send(
      desk.official,
      { name: 'zapisnik.pdf', type: 'application/pdf', content: pdfOf(matchFileLimits.maxBytes) },
      'score-sheet',
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      size_bytes: 20 * 1024 * 1024,
      media_type: 'application/pdf',
      thumbnail_url: null,
    });
    expect(await stored()).toEqual({ rows: 1, files: 1, events: 1 });
  });

  it('refuses 20 MB and one byte, storing nothing', async () => {
    const answer = await send(
      desk.official,
      {
        name: 'zapisnik.pdf',
        type: 'application/pdf',
        content: pdfOf(matchFileLimits.maxBytes + 1),
      },
      'score-sheet',
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The file is larger than 20 MB.',
      errors: { file: ['The file is larger than 20 MB.'] },
    });
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });
});

describe('when a file is not what its name says', () => {
  const refused = {
    message: 'Invalid file for upload.',
    errors: { file: ['Invalid file for upload.'] },
  };

  const disguised = [
    {
      what: 'an HTML page renamed .png',
      name: 'photo.png',
      type: 'image/png',
      content: '<!doctype html><html><body><script>document.title = 1</script></body></html>',
    },
    {
      what: 'an SVG',
      name: 'logo.svg',
      type: 'image/svg+xml',
      content:
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    },
    {
      what: 'a PNG signature in front of an HTML page',
      name: 'photo.png',
      type: 'image/png',
      content: Buffer.concat([png(1, 1).subarray(0, 8), Buffer.from('<html><script>x()</script>')]),
    },
  ];

  it.each(disguised)('refuses $what, storing nothing', async ({ name, type, content }) => {
    const answer = await send(desk.official, { name, type, content });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(refused);
    expect(await stored()).toEqual({ rows: 0, files: 0, events: 0 });
  });
});

describe('when more files are sent at once than the match has places for', () => {
  it('keeps exactly the limit, names it in the refusals, and stores nothing of the refused', async () => {
    // Fill all but one place, then send several at once: exactly one may get the last place.
    for (let i = 1; i < matchFileLimits.maxFiles; i += 1) {
      const answer = await send(desk.official, {
        name: `foto-${i}.pdf`,
        type: 'application/pdf',
        content: pdfOf(100 + i),
      });
      expect(answer.status).toBe(201);
    }
    const atOnce = 8;
    const answers = await Promise.all(
      Array.from({ length: atOnce }, (_, i) =>
        send(desk.official, {
          name: `zadnja-${i}.pdf`,
          type: 'application/pdf',
          content: pdfOf(200 + i),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.status === 422);
    expect(refusals).toHaveLength(atOnce - 1);
    for (const refusal of refusals) {
      expect(refusal.body).toEqual({
        message: `A match may have at most ${matchFileLimits.maxFiles} files; remove one first.`,
        errors: {
          file: [`A match may have at most ${matchFileLimits.maxFiles} files; remove one first.`],
        },
      });
    }
    expect(await stored()).toEqual({
      rows: matchFileLimits.maxFiles,
      files: matchFileLimits.maxFiles,
      events: matchFileLimits.maxFiles,
    });
    expect((await desk.official.get(filesPath)).body.data).toHaveLength(matchFileLimits.maxFiles);
  });
});
