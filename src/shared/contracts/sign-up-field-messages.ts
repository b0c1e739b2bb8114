/** The home page sign-up field's words (§7 call 6, §8): a module of their own, so the home page's first load carries only these. */
export const signUpFieldMessages = {
  lookupFailed: 'An error occurred. Please try again.',
  alreadyRegistered: 'This email is already registered. Please log in.',
} as const;
