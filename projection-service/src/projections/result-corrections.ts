import {
  resultTotals,
  scoreFields,
  type ResultCorrected,
  type ResultEntered,
} from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import type { ContestRow } from '../db/tables';
import type { Changes, ProjectedEvent, Projection } from './projection';

/**
 * rm.contests for an administrator's correction of a finished result: the row shows the new
 * scores, winner and forfeit (the standings that follow recount from them). Applied after the
 * contests projection of the same batch, so a correction only lands on a row that no later
 * event of its stream has already moved past. An administrator's late entry of a result
 * (ResultEntered) lands the same way; the row keeps its time, so it counts on its real day.
 * A data provider's result (final points, no periods) shows its totals with empty periods.
 */
export const resultCorrectionsProjection: Projection = {
  name: 'result-corrections',
  handles: new Set(['ResultCorrected', 'ResultEntered']),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    for (const recorded of events) {
      const { type } = recorded.event;
      if (type !== 'ResultCorrected' && type !== 'ResultEntered') continue;
      const { data } = (recorded as ProjectedEvent<ResultCorrected | ResultEntered>).event;
      const scores = Object.fromEntries(scoreFields.map((field) => [field, data.scores[field]]));
      // A provider's result has final points and no periods: the periods show empty.
      const totals = resultTotals(data);
      const updated = await trx
        .withSchema(schema)
        .table<ContestRow>('contests')
        .where('id', data.contestId)
        .where('revision', '<=', recorded.revision)
        .update({
          ...scores,
          first_team_total: totals.first,
          second_team_total: totals.second,
          status: 'finished',
          winner: data.winner,
          forfeit: data.forfeit,
          first_team_absent: data.forfeit && data.winner === 'second_team',
          second_team_absent: data.forfeit && data.winner === 'first_team',
          revision: recorded.revision,
          updated_at: recorded.created,
        });
      if (updated > 0) changes.contests.add(data.contestId);
    }
  },
};
