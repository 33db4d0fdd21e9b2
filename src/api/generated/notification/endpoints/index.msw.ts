export { getCommonsMock } from './commons/commons.msw'
export { getNotificationPreferencesMock } from './notification-preferences/notification-preferences.msw'
export { getUserNotificationsMock } from './user-notifications/user-notifications.msw'
