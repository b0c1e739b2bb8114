import { describe, expect, it } from 'vitest';
import { RESET_CODE_LENGTH } from '@shared/contracts/accounts';
import { parseEnv } from '../../config/env';
import { ACCOUNT_MAILS_PER_DAY } from './account-mail-caps';
import { RESET_CODE_TRIES } from './auth';
import { resetCodeGuessOdds } from './reset-code-odds';

/** The odds the README and docs/operations.md state, from the caps the server runs with. */
const env = parseEnv({});
const DAY_SECONDS = 86_400;
const attemptsPerDay = env.AUTH_RATE_LIMIT_MAX * (DAY_SECONDS / env.AUTH_RATE_LIMIT_WINDOW_SECONDS);
const configured = { codeLength: RESET_CODE_LENGTH, triesPerCode: RESET_CODE_TRIES, codesPerDay: ACCOUNT_MAILS_PER_DAY, attemptsPerDay };

describe('the odds of guessing one account’s reset code', () => {
  it('are 30 guesses a day at most, under 0.1% in 30 days, with the caps configured', () => {
    expect(Math.min(configured.codesPerDay * configured.triesPerCode, configured.attemptsPerDay)).toBe(30);
    const odds = resetCodeGuessOdds({ ...configured, days: 30 });
    expect(odds).toBeLessThan(0.001);
    expect((odds * 100).toFixed(2)).toBe('0.09');
  });

  it('were about 19% in 30 days with the limit per minute alone (7,200 guesses a day), as issue 31 found', () => {
    const perMinuteOnly = resetCodeGuessOdds({ ...configured, codesPerDay: attemptsPerDay, days: 30 });
    expect(attemptsPerDay).toBe(7_200);
    expect(Math.round(perMinuteOnly * 100)).toBe(19);
  });

  it('grow with the days: about 1.1% in a year', () => {
    expect((resetCodeGuessOdds({ ...configured, days: 365 }) * 100).toFixed(1)).toBe('1.1');
    expect(resetCodeGuessOdds({ ...configured, days: 1 })).toBeLessThan(resetCodeGuessOdds({ ...configured, days: 2 }));
  });
});
