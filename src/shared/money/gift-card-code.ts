/**
 * A gift card's code (issue 32): 16 symbols of Crockford's base 32 (digits and capitals
 * without I, L, O and U, which read as others), 80 random bits, so guessing one is out
 * of reach even before the rate limit; shown in four groups of four. People type it in
 * any case, with spaces or dashes, and mistake O for 0 or I and L for 1: all are read.
 */
export const GIFT_CARD_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/** "k7qm 3xrt-9pwd h2cn" → "K7QM3XRT9PWDH2CN"; undefined when it cannot be a code. */
export function normaliseGiftCardCode(typed: string): string | undefined {
  const code = typed
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== GIFT_CARD_CODE_LENGTH) return undefined;
  return [...code].every((symbol) => GIFT_CARD_CODE_ALPHABET.includes(symbol)) ? code : undefined;
}

/** "K7QM3XRT9PWDH2CN" → "K7QM-3XRT-9PWD-H2CN". */
export const formatGiftCardCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;
