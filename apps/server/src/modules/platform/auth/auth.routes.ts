import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthDeps } from './auth.deps.ts';
import { definePasswordResetJob } from './password-reset.service.ts';
import { passwordRoutes } from './password.routes.ts';
import { defineSignInLinkJob } from './sign-in-link.service.ts';
import { sessionRoutes } from './session.routes.ts';
import { signInLinkRoutes } from './sign-in-link.routes.ts';
import { signUpRoutes } from './sign-up.routes.ts';

/** Sign-in, sessions, sign-up and passwords (spec section 7); registered under /api. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = createAuthDeps(app);
  definePasswordResetJob(deps);
  defineSignInLinkJob(deps);
  await app.register(sessionRoutes, { deps });
  await app.register(signInLinkRoutes, { deps });
  await app.register(signUpRoutes, { deps });
  await app.register(passwordRoutes, { deps });
};
