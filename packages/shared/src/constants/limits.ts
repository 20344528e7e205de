// Spec section 9: business constants and limits.
export const TOAST_DURATION_MS = 5000;
export const OTP_LENGTH = 4;
export const OTP_TTL_SECONDS = 59;
export const OTP_MAX_ATTEMPTS = 5;
export const PASSWORD_MAX = 15;
export const PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MIN = 2;
export const SLIDER_SLIDES = 5;
export const BRAND_NAME = 'Atrium';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REMEMBER_ME_DAYS = 30;
export const RESET_CODE_TTL_MINUTES = 60;
export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const TEMP_PASSWORD_TTL_DAYS = 7;
