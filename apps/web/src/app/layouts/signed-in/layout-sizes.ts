export const NAV_WIDTH = 272;
export const NAV_MINI_WIDTH = 88;
export const HEADER_HEIGHT = 64;
export const MAIN_CONTENT_ID = 'main-content';
