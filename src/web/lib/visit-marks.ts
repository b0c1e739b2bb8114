/**
 * Notes a tab leaves itself across a full page load (sessionStorage): what just happened
 * that the language sync (lib/language.ts, which reads and clears them) acts on once the
 * next page has loaded. "signed-in": a sign-in just finished, or left for Google;
 * "language-chosen": the visitor just chose the other language with the switcher.
 */
export type VisitMark = 'signed-in' | 'language-chosen';

export const visitMarkKey = (mark: VisitMark): string => `pet-haven-${mark}`;

export const setVisitMark = (mark: VisitMark): void => sessionStorage.setItem(visitMarkKey(mark), '1');
