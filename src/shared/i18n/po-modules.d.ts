// A message catalogue (locales/<locale>/<name>.po), compiled when a bundle imports it
// (scripts/lingui-catalogs.mjs).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
