import { sportFields, type SportEvent } from '@courtside/events';
import type { SportRow } from '../db/tables';
import { catalogueProjection } from './catalogue-rows';

/** rm.sports: one row per sport; a deleted sport's row goes. */
export const sportsProjection = catalogueProjection<SportEvent, SportRow>({
  table: 'sports',
  events: 'Sport',
  id: (data) => data.sportId,
  row: sportFields,
});
