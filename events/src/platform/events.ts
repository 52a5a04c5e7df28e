import * as yup from 'yup';
import { platformSettingsSections } from './settings';

/** A JSON object as sent: yup's object() would strip every key it has no shape for. */
const values = yup
  .mixed<Record<string, string | number | boolean | null | string[]>>()
  .test(
    'object',
    'invalid',
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  )
  .required();

export const platformSettingsChangedSchema = yup.object({
  platformId: yup.number().integer().positive().required(),
  section: yup.string().oneOf(platformSettingsSections).required(),
  /**
   * The tab's fields as they now are. The Atrium tab holds `url` and `key_changed` only: its key
   * is kept encrypted in gateway's own table and never enters the log.
   */
  values,
});

export const seasonClosedSchema = yup.object({
  platformId: yup.number().integer().positive().required(),
  season: yup.string().required(),
});

/** A super-admin saved one tab of a platform's settings (who and when are in the metadata). */
export interface PlatformSettingsChanged {
  type: 'PlatformSettingsChanged';
  data: yup.InferType<typeof platformSettingsChangedSchema>;
}

/** A season was ended: its leagues are read-only from now on and the landing shows the next. */
export interface SeasonClosed {
  type: 'SeasonClosed';
  data: yup.InferType<typeof seasonClosedSchema>;
}

export type PlatformEvent = PlatformSettingsChanged | SeasonClosed;
