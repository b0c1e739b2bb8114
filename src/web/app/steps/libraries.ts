/**
 * The whole app's libraries, each in a chunk of its own (vite.config.ts), as steps main.tsx
 * runs one at a time, a task each, before the app itself (ADR 0053). A step names one thing
 * its library exports: importing it runs the library's chunk, and no more of the library is
 * kept than the app uses. TanStack Query comes with the app's query client, in its chunk (a
 * group of its own would put it in the first load: home's queries use its `queryOptions`).
 */
export const appLibraries = [
  () => import('@web/app/steps/router-library'),
  () => import('@web/app/query-client'),
  () => import('@web/app/steps/zod-library'),
];
