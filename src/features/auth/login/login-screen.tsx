import { Button, Checkbox, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components'
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons'
import { use, useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { afterLoginTarget, type AfterLoginState, type LoginLocationState, useSession } from '@/shared/auth'
import { useNotify } from '@/shared/feedback'
import { AuthPage } from '../components/auth-page'
import { describeLoginFailure, type LoginFailure } from './login-errors'
import type { SignInValues } from './sign-in'

export interface LoginValues {
  email: string
  password: string
  remember: boolean
}

type LoginErrors = Partial<Record<'email' | 'password', string>>

/**
 * Email and password are required (messages pages.login.emailValidation and
 * pages.login.passwordValidation); nothing else is checked on the client. Two required
 * fields need no form library, which keeps the login page's start-up code small.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {}
  if (values.email.trim() === '') errors.email = 'pages.login.emailValidation'
  if (values.password === '') errors.password = 'pages.login.passwordValidation'
  return errors
}

/** The network half of sign-in, loaded while the user types (see sign-in.ts). */
const loadSignIn = () => import('./sign-in')

/**
 * The message bar is only shown after a failed sign-in or a sign-out, so it loads with the
 * sign-in code rather than with the page (docs/architecture.md, "Budgets"). The promise is kept: `use()`
 * needs the same one on every render.
 */
type RenderAlert = typeof import('../components/login-alert').loginAlert
let renderAlert: RenderAlert | undefined
let alertLoading: Promise<RenderAlert> | undefined
const loadAlert = () => (alertLoading ??= import('../components/login-alert').then((module) => (renderAlert = module.loginAlert)))

/** The contract's limits of the password grant (username ≤ 256, password ≤ 128). */
const USERNAME_MAX = 256
const PASSWORD_MAX = 128

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, justifyContent: 'center', color: tokens.colorNeutralForeground2 },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
})

type Alert = Extract<LoginFailure, { kind: 'alert' }>

export function LoginScreen() {
  const { t } = useTranslation(['login', 'common'])
  const styles = useStyles()
  const navigate = useNavigate()
  const location = useLocation()
  const notify = useNotify()
  const current = useSession()
  // Plain state rather than a mutation: the login page starts without TanStack Query (budgets).
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<Alert | null>(null)
  const [showPassword, setShowPassword] = useState(false)
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember: true })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const submitting = useRef(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const state = location.state as LoginLocationState | null
  const target = afterLoginTarget(state)

  // Fetch the sign-in code once the page is up, so the first submit does not wait for it.
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadSignIn().catch(() => undefined)
      void loadAlert().catch(() => undefined)
    }, 300)
    return () => clearTimeout(timer)
  }, [])

  // Signed in meanwhile in another tab: go on, like a fresh arrival would.
  useEffect(() => {
    if (current && !submitting.current) void navigate(target, { replace: true })
  }, [current, navigate, target])

  const change = (field: keyof LoginValues, value: string | boolean) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // After a first submit, messages follow the input as it changes.
    if (submitted) setErrors(validateLogin(next))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting.current) return
    setSubmitted(true)
    const found = validateLogin(values)
    setErrors(found)
    if (found.email) return emailRef.current?.focus()
    if (found.password) return passwordRef.current?.focus()
    submitting.current = true
    setAlert(null)
    setBusy(true)
    try {
      const signInValues: SignInValues = { email: values.email.trim(), password: values.password, remember: values.remember }
      const signedIn = await (await loadSignIn()).signIn(signInValues)
      const name = `${signedIn.user.firstName} ${signedIn.user.lastName}`.trim()
      notify.success(name ? t('pages.login.welcomeNamed', { name }) : t('pages.login.welcome'), { id: 'welcome' })
      const after: AfterLoginState = { fromLogin: true }
      void navigate(target, { replace: true, state: after })
    } catch (error) {
      submitting.current = false
      setBusy(false)
      const failure = describeLoginFailure(error)
      if (failure.kind === 'toast') notify.error(t('pages.login.loginFailed'), { body: t('pages.login.loginFailedBody'), id: 'login-failed' })
      else {
        // Loaded by now (see above); waiting here keeps the form on screen instead of suspending it.
        await loadAlert().catch(() => undefined)
        setAlert(failure)
      }
    }
  }

  const signedOut = state?.signedOut
  const notice = signedOut && signedOut !== 'logout' ? signedOut : null
  // Arriving with a sign-out notice, the page waits for the alert's code rather than moving the
  // form down when it arrives. (After a failed sign-in it is loaded before the alert is set.)
  const render = renderAlert ?? (alert || notice ? use(loadAlert()) : null)

  return (
    <AuthPage title={t('pages.login.title')} subtitle={t('pages.login.subtitle')} heroTitle={t('pages.login.heroTitle')} heroText={t('pages.login.heroText')}>
      {!render
        ? null
        : alert
          ? render({
              intent: alert.intent,
              role: 'alert',
              testId: 'login-alert',
              title: t(`pages.login.alertTitles.${alert.intent}`),
              text: t(alert.messageKey),
            })
          : notice
            ? render({ intent: 'warning', testId: 'signed-out-alert', title: t('pages.login.alertTitles.info'), text: t(`common:session.signedOut.${notice}`) })
            : null}

      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <Field label={t('pages.login.email')} required validationMessage={errors.email ? t(errors.email) : undefined}>
          <Input
            ref={emailRef}
            name="email"
            value={values.email}
            onChange={(_, data) => change('email', data.value)}
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder={t('pages.login.emailPlaceholder')}
            maxLength={USERNAME_MAX}
            disabled={busy}
            size="large"
          />
        </Field>
        <Field label={t('pages.login.password')} required validationMessage={errors.password ? t(errors.password) : undefined}>
          <Input
            ref={passwordRef}
            name="password"
            value={values.password}
            onChange={(_, data) => change('password', data.value)}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            disabled={busy}
            size="large"
            contentAfter={
              <Button
                appearance="transparent"
                size="small"
                icon={showPassword ? <EyeOffRegular /> : <EyeRegular />}
                aria-label={showPassword ? t('pages.login.hidePassword') : t('pages.login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              />
            }
          />
        </Field>
        <div className={styles.row}>
          <Checkbox
            name="remember"
            checked={values.remember}
            onChange={(_, data) => change('remember', data.checked === true)}
            label={t('pages.login.rememberMe')}
            title={t('pages.login.rememberMeHint')}
            disabled={busy}
          />
          <Button appearance="transparent" onClick={() => void navigate('/forgot-password')} disabled={busy}>
            {t('pages.login.forgotPassword')}
          </Button>
        </div>
        <Button
          type="submit"
          appearance="primary"
          size="large"
          disabledFocusable={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          data-testid="login-submit"
        >
          {busy ? t('pages.login.submitting') : t('pages.login.submit')}
        </Button>
      </form>

      <Text as="p" className={styles.footer}>
        {t('pages.login.firstTime')}
        <Link to="/introduction-steps" className={styles.link}>
          {t('pages.login.introductionLink')}
        </Link>
      </Text>
    </AuthPage>
  )
}
