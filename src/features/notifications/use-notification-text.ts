import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Notification } from '@/api/generated/notification/model'
import { renderNotification, type RenderedNotification } from './notification-text'

/** Renders notifications in the current language; a new function when the language changes. */
export function useNotificationText(): { render: (notification: Notification) => RenderedNotification; locale: string } {
  const { t, i18n } = useTranslation('notifications')
  const render = useCallback((notification: Notification) => renderNotification(notification, t), [t])
  return { render, locale: i18n.language }
}
