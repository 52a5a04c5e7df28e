import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { phone, courtsideForFile } from './support/courtside';
import { signInSuperAdmin } from './support/admin';
import { openScoreEntry } from './support/screens';

const courtside = courtsideForFile();

/** A photo as a phone would send it: a real PNG, a little larger than a thumbnail. */
function photo(): Buffer {
  const image = new PNG({ width: 640, height: 480 });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = (i / 4) % 256;
    image.data[i + 1] = 120;
    image.data[i + 2] = 200;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

describe('when an official files a match report with a photo from a phone', () => {
  it('keeps the report and shows the photo as a thumbnail, on a page that fits the phone', async () => {
    const { app, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const page = await courtside.open(phone);
    await openScoreEntry(page, app.credentials.official, contest);

    // The report: notes, attendance and a technical foul.
    await page.getByRole('tab', { name: 'Report' }).click();
    await page.getByLabel('Notes').fill('Počelo na vreme, dvorana puna.');
    await page.getByLabel('Attendance').fill('1850');
    await page.getByRole('button', { name: 'Add a technical foul' }).click();
    await page.getByLabel('Person').fill('Trener Jovanović');
    await page.getByRole('button', { name: 'File report' }).click();
    await page.getByText('The report is filed.').waitFor();
    await page.getByText(/^Filed by /).waitFor();

    // A photo of the facility, chosen from the phone.
    await page.getByRole('tab', { name: 'Photos and documents' }).click();
    await page.getByText('0 of 10 files').waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dvorana.png', mimeType: 'image/png', buffer: photo() });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('The file is uploaded.').waitFor();
    const thumbnail = page.getByRole('img', { name: 'Thumbnail of dvorana.png' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText('1 of 10 files').waitFor();

    // Nothing is cut off at the right edge of a 390 px screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Opened again later, the report is there as filed.
    await page.reload();
    await page.getByRole('tab', { name: 'Report' }).click();
    await expect
      .poll(() => page.getByLabel('Notes').inputValue())
      .toBe('Počelo na vreme, dvorana puna.');
    expect(await page.getByLabel('Attendance').inputValue()).toBe('1850');
    expect(await page.getByLabel('Person').inputValue()).toBe('Trener Jovanović');
  });
});

describe('when an administrator opens the match reports of that league', () => {
  // Follows the test above: the report and the photo its official filed for the live match.
  it("reads the official's report and sees the photo, served through the administration", async () => {
    const contest = await courtside.fetchContest(courtside.liveContestId);
    const admin = await courtside.open();
    await signInSuperAdmin(admin, courtside);
    await admin.goto(`/administration/leagues/league/${contest.league_id}`);
    await admin.getByRole('link', { name: 'Match reports' }).click();
    await admin.getByRole('heading', { name: /^Match reports/ }).waitFor();
    // The demo's played match also has a report (with two files): this one has the photo only.
    const match = admin
      .getByRole('listitem')
      .filter({ hasText: 'Report filed' })
      .filter({ hasText: /(^|\D)1 file(?!s)/ });
    await match.waitFor();
    await match.getByRole('link').click();

    await admin.getByText('Počelo na vreme, dvorana puna.').waitFor();
    await admin.getByText('1850').waitFor();
    const thumbnail = admin.getByRole('img', { name: 'Thumbnail of dvorana.png' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(
      new RegExp(`^/api/admin/contests/${courtside.liveContestId}/files/\\d+/thumbnail$`),
    );
  });
});
