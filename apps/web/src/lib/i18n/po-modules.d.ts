// A catalog imported from its .po file: @lingui/vite-plugin compiles it into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
