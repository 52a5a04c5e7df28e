import * as yup from 'yup';
import { webhookKinds } from '@courtside/integrations';

/** Hosts a development or test gateway may call over plain http (a receiver on this machine). */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A receiver's address: https, or http to this machine outside production (docs/webhooks.md).
 * No credentials in it, at most 2000 characters.
 */
export function acceptableUrl(text: string, production: boolean): boolean {
  if (text.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && !production && localHosts.has(url.hostname);
}

const kinds = yup
  .array(
    yup
      .string()
      .typeError('webhookKind')
      .oneOf([...webhookKinds], 'webhookKind')
      .required('webhookKind'),
  )
  .typeError('webhookKindsRequired')
  .min(1, 'webhookKindsRequired')
  .transform((list: string[]) => (Array.isArray(list) ? [...new Set(list)] : list));

const url = (production: boolean) =>
  yup
    .string()
    .typeError('webhookUrl')
    .trim()
    .test('url', 'webhookUrl', (value) => value === undefined || acceptableUrl(value, production));

export const createSchema = (production: boolean) =>
  yup.object({
    url: url(production).required('webhookUrl'),
    kinds: kinds.required('webhookKindsRequired'),
    enabled: yup.boolean().typeError('invalid').default(true),
  });

export const updateSchema = (production: boolean) =>
  yup.object({
    url: url(production),
    kinds: kinds.optional().default(undefined),
    enabled: yup.boolean().typeError('invalid'),
  });
