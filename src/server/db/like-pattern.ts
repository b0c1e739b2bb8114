/** An ILIKE pattern (with `escape '\'`) matching text that contains `text` as typed: its %, _ and \ are literal. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
