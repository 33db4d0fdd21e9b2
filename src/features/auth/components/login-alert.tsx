import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components'

export interface LoginAlertProps {
  intent: 'error' | 'warning'
  title: string
  text: string
  /** 'alert' for a failed sign-in, announced at once; none for the sign-out notice. */
  role?: 'alert'
  testId: string
}

/**
 * The login page's message bar (a failed sign-in, or why the session ended). A function that
 * returns elements rather than a component, because the page gets it from a module it loads on
 * demand (login-screen.tsx).
 */
export function loginAlert({ intent, title, text, role, testId }: LoginAlertProps) {
  return (
    <MessageBar intent={intent} role={role} data-testid={testId} data-intent={intent}>
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {text}
      </MessageBarBody>
    </MessageBar>
  )
}
