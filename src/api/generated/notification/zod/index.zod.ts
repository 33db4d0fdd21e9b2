export * from './commons/commons.zod';
export * from './notification-preferences/notification-preferences.zod';
export * from './user-notifications/user-notifications.zod';
