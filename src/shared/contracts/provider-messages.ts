import { accessDeniedMessage } from './roles';

/** The provider area's words (spec §2, §8). Apart from the zod contracts, so the web app imports them without zod. */
export const providerMessages = {
  checking: 'Checking authorization...',
  accessDenied: accessDeniedMessage,
  onlyConfirmed: 'Only confirmed appointments can be completed or cancelled.',
} as const;
