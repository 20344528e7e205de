// Spec section 9 breakpoints.
export const BREAKPOINTS = { xxs: 0, xs: 360, sm: 600, md: 900, lg: 1200, xl: 1440, xxl: 1760 } as const;

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxs: true;
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
    xxl: true;
  }
}
