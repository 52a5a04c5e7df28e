import { sportSchema, streams, type SportCreated, type SportInput } from '@courtside/events';
import { catalogueCommands } from '../core/catalogue-commands';
import { parseInput } from '../core/parse';
import { sportDecider } from './decide';

function sportData(sportId: number, input: SportInput): SportCreated['data'] {
  const parsed = parseInput(sportSchema, input);
  return { sportId, name: parsed.name, showOnScheduling: parsed.show_on_scheduling };
}

const sport = catalogueCommands({
  kind: 'sport',
  stream: streams.sport,
  decider: sportDecider,
  schema: sportSchema,
  data: sportData,
  create: (data, now) => ({ type: 'CreateSport', data, metadata: { now } }),
  update: (data, now) => ({ type: 'UpdateSport', data, metadata: { now } }),
  remove: (sportId, now) => ({ type: 'DeleteSport', data: { sportId }, metadata: { now } }),
});

/** Adds a sport under a newly allocated id. */
export const createSport = sport.create;
/** Changes a sport's fields. */
export const updateSport = sport.update;
/** Removes a sport. */
export const deleteSport = sport.remove;
