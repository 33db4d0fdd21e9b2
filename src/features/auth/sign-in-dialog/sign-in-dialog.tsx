import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { session, type Interruption } from '@/api/session'
import { useNotify } from '@/shared/feedback'
import { describeLoginFailure } from '../login/login-errors'
import { signInOverPage } from '../login/sign-in'
import { validateLogin, type LoginValues } from '../login/login-screen'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

export interface SignInDialogProps {
  interruption: Interruption
  /** Another user signed in: the app leaves the page for their dashboard. */
  onOtherUser(): void
}

/**
 * The sign-in over the page when the session ended by itself: the page, what was typed, the cached
 * data and the uploads stay behind it, and the held requests go on after the same user signs in.
 * Cancel signs out as before (to /login, with the reason).
 */
export function SignInDialog({ interruption, onOtherUser }: SignInDialogProps) {
  const { t } = useTranslation(['common', 'login'])
  const styles = useStyles()
  const notify = useNotify()
  const [values, setValues] = useState<LoginValues>({ email: interruption.email, password: '', remember: interruption.remembered })
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = validateLogin(values)
    setErrors(found)
    if (found.email || found.password) return
    setBusy(true)
    setFailure(null)
    try {
      const { sameUser } = await signInOverPage({ ...values, email: values.email.trim() }, interruption.email)
      if (!sameUser) onOtherUser()
    } catch (error) {
      setBusy(false)
      const described = describeLoginFailure(error)
      if (described.kind === 'toast') notify.error(t('login:pages.login.loginFailed'), { body: t('login:pages.login.loginFailedBody'), id: 'login-failed' })
      else setFailure(described.messageKey)
    }
  }

  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby="sign-in-dialog-text">
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
          <DialogBody>
            <DialogTitle>{t('session.signInAgain.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text id="sign-in-dialog-text">
                {t(`session.signedOut.${interruption.reason}`)} {t('session.signInAgain.keeps')}
              </Text>
              {failure ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t(`login:${failure}`)}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={t('login:pages.login.email')} required validationMessage={errors.email ? t(`login:${errors.email}`) : undefined}>
                <Input
                  name="email"
                  type="email"
                  autoComplete="username"
                  value={values.email}
                  disabled={busy}
                  onChange={(_, data) => setValues({ ...values, email: data.value })}
                />
              </Field>
              <Field label={t('login:pages.login.password')} required validationMessage={errors.password ? t(`login:${errors.password}`) : undefined}>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  value={values.password}
                  disabled={busy}
                  onChange={(_, data) => setValues({ ...values, password: data.value })}
                />
              </Field>
              <Text size={200}>{t('session.signInAgain.otherUser')}</Text>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={() => session.cancelInterruption()}>
                {t('session.signInAgain.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('session.signInAgain.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
