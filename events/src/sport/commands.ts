import { commandBody as body, commandFields as fields } from '../command-fields';

/**
 * Body of `POST /sports` and `PUT /sports/:id` (every field as it should now be): command-service
 * parses with it and the catalogue's sport form validates with it. Messages are keys of `messages`.
 */
export const sportSchema = body({
  name: fields.name(),
  show_on_scheduling: fields.boolean(false),
});
export interface SportInput {
  name: string;
  show_on_scheduling?: boolean;
}
