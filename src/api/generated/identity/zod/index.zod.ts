export * from './account/account.zod';
export * from './audit/audit.zod';
export * from './auth/auth.zod';
export * from './commons/commons.zod';
export * from './organizations/organizations.zod';
export * from './roles/roles.zod';
export * from './users/users.zod';
