import { z } from 'zod';
import { ROLES } from '../../constants/company.ts';
import { MODULES, PRODUCT_CODES } from '../../constants/modules.ts';

export const menuPermissionsSchema = z.partialRecord(
  z.enum(PRODUCT_CODES),
  z.object({ menu: z.array(z.string()), module: z.array(z.string()) }),
);

/** The signed-in user as sign-in, /users/me and the web app see it (spec section 3). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactNumber: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  companyId: z.string(),
  companyName: z.string(),
  allowedCompany: z.array(z.enum(MODULES)),
  defaultCompany: z.enum(MODULES),
  timezone: z.string(),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  menuPermissions: menuPermissionsSchema,
  /** Every permission id the user holds (system role plus company role): the app hides what they may not do. */
  permissions: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authTokensSchema = z.object({ authToken: z.string(), refreshToken: z.string() });
export const signInResultSchema = authTokensSchema.extend({ user: sessionUserSchema });
export type SignInResult = z.infer<typeof signInResultSchema>;
