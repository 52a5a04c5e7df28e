import { describe, expect, it } from 'vitest';
import { fibaStandingsConfig } from '@courtside/events';
import { contestCrewSchema, leagueSettingsSchema } from './settings-schema';

const settings = {
  video_zone: false,
  api_integration: false,
  video_open_to_clubs: false,
  scoreboard_sync: false,
  scoreboard_sync_matches: true,
  scoreboard_sync_roster: true,
  recording_packages: ['single_camera', 'two_cameras'],
  standings_config: fibaStandingsConfig,
  fees: { delegate: 0, referee: 0, statistician: 0 },
};

const problems = (run: () => unknown) => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('when league settings are checked before saving', () => {
  it('accepts FIBA points and no fees', () => {
    expect(problems(() => leagueSettingsSchema.validateSync(settings))).toEqual([]);
  });

  it('refuses a negative fee and a fractional point value', () => {
    const bad = {
      ...settings,
      fees: { ...settings.fees, referee: -5 },
      standings_config: { ...fibaStandingsConfig, win: 2.5 },
    };
    expect(problems(() => leagueSettingsSchema.validateSync(bad, { abortEarly: false }))).toEqual(
      expect.arrayContaining([
        'officialsAdmin.settings.feeNotNegative',
        'officialsAdmin.validNumber',
      ]),
    );
  });
});

describe('when a contest crew is checked before saving', () => {
  it('accepts a delegate, three referees and a statistician, all different', () => {
    const crew = { delegate_id: 1, referee_ids: [2, 3, 4], statistician_id: 5 };
    expect(problems(() => contestCrewSchema.validateSync(crew))).toEqual([]);
  });

  it('refuses the delegate also refereeing, and a fourth referee', () => {
    expect(
      problems(() =>
        contestCrewSchema.validateSync({ delegate_id: 1, referee_ids: [1], statistician_id: null }),
      ),
    ).toEqual(['officialsAdmin.crew.duplicates']);
    expect(
      problems(() =>
        contestCrewSchema.validateSync({
          delegate_id: null,
          referee_ids: [1, 2, 3, 4],
          statistician_id: null,
        }),
      ),
    ).toEqual(['officialsAdmin.crew.maxReferees']);
  });
});
