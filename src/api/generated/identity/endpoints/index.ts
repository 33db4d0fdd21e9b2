export * from './account/account';
export * from './auth/auth';
export * from './commons/commons';
export * from './organizations/organizations';
export * from './roles/roles';
export * from './users/users';
