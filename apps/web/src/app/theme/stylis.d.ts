// stylis ships no types; the emotion cache only needs its prefixer as a plugin.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
}
