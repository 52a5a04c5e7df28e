import * as yup from 'yup';
import type { EventOf } from '../event-of';
import { cyrillicNameColumn, cyrillicNameEventField } from '../script/cyrillic-name';

const arenaFieldsSchema = {
  arenaId: yup.number().integer().positive().required(),
  name: yup.string().required(),
  /** The name's own Cyrillic form where transliteration would be wrong; null: transliterate. */
  cyrillicName: cyrillicNameEventField(),
  address: yup.string().nullable().defined(),
  city: yup.string().nullable().defined(),
  country: yup.string().nullable().defined(),
  /** Degrees, -90 to 90. */
  latitude: yup.number().nullable().defined(),
  /** Degrees, -180 to 180. */
  longitude: yup.number().nullable().defined(),
};

export const arenaCreatedSchema = yup.object(arenaFieldsSchema);
export const arenaUpdatedSchema = yup.object(arenaFieldsSchema);
export const arenaDeletedSchema = yup.object({
  arenaId: yup.number().integer().positive().required(),
});

/** An arena (a venue where contests are played) was added. */
export type ArenaCreated = EventOf<'ArenaCreated', typeof arenaCreatedSchema>;

/** An arena's fields were changed; carries every field as it now is. */
export type ArenaUpdated = EventOf<'ArenaUpdated', typeof arenaUpdatedSchema>;

/** An arena was removed from the catalogue. */
export type ArenaDeleted = EventOf<'ArenaDeleted', typeof arenaDeletedSchema>;

export type ArenaEvent = ArenaCreated | ArenaUpdated | ArenaDeleted;

/** An arena's fields under the read side's names (the spec's snake_case). */
export function arenaFields(data: ArenaCreated['data']) {
  return {
    id: data.arenaId,
    name: data.name,
    cyrillic_name: cyrillicNameColumn(data.cyrillicName),
    address: data.address,
    city: data.city,
    country: data.country,
    latitude: data.latitude,
    longitude: data.longitude,
  };
}
