export * from './commons/commons';
export * from './notification-preferences/notification-preferences';
export * from './user-notifications/user-notifications';
