/**
 * The chance that someone guessing one account's reset code gets it right within `days`
 * (issue 31). Guesses come no faster than the codes allow (each code takes `triesPerCode`
 * guesses, then is spent, and at most `codesPerDay` are sent) nor than the limit on reset
 * attempts allows (`attemptsPerDay`); each guess is right once in 10^codeLength.
 */
export function resetCodeGuessOdds({
  codeLength,
  triesPerCode,
  codesPerDay,
  attemptsPerDay,
  days,
}: {
  codeLength: number;
  triesPerCode: number;
  codesPerDay: number;
  attemptsPerDay: number;
  days: number;
}): number {
  const guessesPerDay = Math.min(codesPerDay * triesPerCode, attemptsPerDay);
  return 1 - (1 - 1 / 10 ** codeLength) ** (guessesPerDay * days);
}
