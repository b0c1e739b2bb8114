/** The provider area's messages by id (spec §2, §8), apart from the zod contracts so the web app imports them without zod. */
export const providerMessages = {
  onlyConfirmed: 'errors.provider.onlyConfirmed',
  completeNotStarted: 'errors.provider.completeNotStarted',
  noShowNotStarted: 'errors.provider.noShowNotStarted',
} as const;
