import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImpersonationStarted } from '@atrium/shared/schemas/admin/impersonation';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';

/** "Login as user" (issue 4): whom the admin acts as, and the admin's own user to come back to. */
export interface ImpersonationState {
  id: string;
  targetName: string;
  endsAt: string;
  adminUser: SessionUser | null;
}

/**
 * Auth state of spec section 4. Tokens live in memory only: the persisted part (see store.ts) is
 * isAuthenticated, user and rememberedEmail; after a reload the refresh cookie restores the tokens.
 */
export interface SessionState {
  isAuthenticated: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** Remember-me keeps the email only (never the password). */
  rememberedEmail: string | null;
  /** Set by an explicit logout, so the auth guard sends the user to plain sign-in (no returnTo). */
  hasSignedOut: boolean;
  /** Set while logged in as another user; memory only, like the tokens. */
  impersonation: ImpersonationState | null;
}

export const initialSessionState: SessionState = {
  isAuthenticated: false,
  accessToken: null,
  refreshToken: null,
  user: null,
  rememberedEmail: null,
  hasSignedOut: false,
  impersonation: null,
};

export const sessionSlice = createSlice({
  name: 'auth',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<{ authToken: string; refreshToken: string; user: SessionUser }>) {
      state.isAuthenticated = true;
      state.accessToken = action.payload.authToken;
      state.refreshToken = action.payload.refreshToken;
      state.user = action.payload.user;
      state.hasSignedOut = false;
    },
    tokensRefreshed(state, action: PayloadAction<{ authToken: string; refreshToken: string }>) {
      state.isAuthenticated = true;
      state.accessToken = action.payload.authToken;
      state.refreshToken = action.payload.refreshToken;
      // The refresh cookie is the admin's own: a refresh always ends an impersonation.
      if (state.impersonation) {
        if (state.impersonation.adminUser) state.user = state.impersonation.adminUser;
        state.impersonation = null;
      }
    },
    /** The refresh token (and the cookie) stay the admin's; only the access token and user change. */
    impersonationStarted(state, action: PayloadAction<ImpersonationStarted>) {
      const { authToken, impersonation, user } = action.payload;
      state.impersonation = {
        id: impersonation.id,
        targetName: impersonation.targetName,
        endsAt: impersonation.endsAt,
        adminUser: state.impersonation?.adminUser ?? state.user,
      };
      state.accessToken = authToken;
      state.user = user;
    },
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    rememberEmail(state, action: PayloadAction<string | null>) {
      state.rememberedEmail = action.payload;
    },
    // Logout clears everything but the remember-me preference (spec section 4).
    loggedOut(state, action: PayloadAction<{ isExplicit?: boolean } | undefined>) {
      return {
        ...initialSessionState,
        rememberedEmail: state.rememberedEmail,
        hasSignedOut: action.payload?.isExplicit ?? false,
      };
    },
  },
});

export const { signedIn, tokensRefreshed, impersonationStarted, userLoaded, rememberEmail, loggedOut } =
  sessionSlice.actions;
