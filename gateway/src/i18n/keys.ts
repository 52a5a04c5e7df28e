import type { MessageKey } from '@courtside/events';

/** Interface languages; Serbian Latin is the default. */
export type Locale = 'sr-Latn' | 'sr-Cyrl' | 'en';

/** Texts the gateway adds to the shared catalogue ({seconds} is filled in). */
export const gatewayMessages = {
  retryIn: 'Please try again in {seconds} seconds.',
  malformedJson: 'The request body is not valid JSON.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  superAdminUndeletable: 'The super-admin role cannot be deleted.',
  superAdminRename: 'The super-admin role cannot be renamed.',
  nameTaken: 'This name is already taken.',
  unknownPermission: 'There is no such permission.',
  twoFactorInvalidCode: 'The provided two-factor authentication code was invalid.',
  twoFactorInvalidRecoveryCode: 'The provided two-factor recovery code was invalid.',
  twoFactorRequired: 'An administrator must enable two-factor authentication first.',
  twoFactorPending: 'Enter your two-factor authentication code first.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled.',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  ownsLeagues: 'This user owns leagues. Choose a new owner for them before deleting the user.',
  newOwnerInvalid: 'Choose an active administrator other than the user being deleted.',
  unknownRole: 'There is no such role for this kind of user.',
  superAdminGrant: 'Only a super-admin can give or take the super-admin role.',
  currentPasswordWrong: 'The current password is incorrect.',
  unknownLeague: 'There is no such league.',
  apiKeyInUrl:
    'API keys are accepted only in the Authorization or X-Api-Key header, never in the address.',
  videoLinkExpired: 'This video link has expired. Open the video again from the video zone.',
  videoLinkInvalid: 'This video link is not valid.',
  webhookUrl:
    'Enter the full address of your receiver, starting with https:// (http:// only for localhost while testing).',
  webhookKind:
    'Unknown event kind. Choose among score.changed, match.finished, standings.changed and schedule.changed.',
  webhookKindsRequired: 'Choose at least one event kind.',
  webhookLimit: 'This API key already has 10 webhook endpoints, the most it may have.',
  deadLetterSuperseded:
    'A newer version of this delivery was sent after it failed. Sending this one again would overwrite it, so discard it instead.',
} as const;

/** Every text key the gateway can answer with. */
export type TextKey = MessageKey | keyof typeof gatewayMessages;

/** One area's Serbian texts, in both scripts; keys outside TextKey are refused. */
export type AreaTexts = Record<'sr-Latn' | 'sr-Cyrl', Partial<Record<TextKey, string>>>;
