export * from './account/account';
export * from './audit/audit';
export * from './auth/auth';
export * from './commons/commons';
export * from './organizations/organizations';
export * from './roles/roles';
export * from './users/users';
