// drizzle-kit and the typed client read the whole schema from here.
export * from './companies.ts';
export * from './users.ts';
export * from './people-search.ts';
export * from './roles.ts';
export * from './departments.ts';
export * from './locations.ts';
export * from './groups.ts';
export * from './user-attributes.ts';
export * from './impersonation.ts';
export * from './sessions.ts';
export * from './messaging.ts';
export * from './files.ts';
export * from './audit.ts';
export * from './jobs.ts';
