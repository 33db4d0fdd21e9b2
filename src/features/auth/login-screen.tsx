import { zodResolver } from '@hookform/resolvers/zod'
import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { z } from 'zod'
import { connectTokenBodyOnePasswordMax, connectTokenBodyOneUsernameMax } from '@/api/generated/identity/zod/auth/auth.zod'
import { afterLoginTarget, type AfterLoginState, type LoginLocationState } from '@/shared/auth/login-state'
import { useSession } from '@/shared/auth/use-session'
import { useNotify } from '@/shared/ui/toasts/use-notify'
import { AuthPage } from './components/auth-page'
import { describeLoginFailure, type LoginFailure } from './login-errors'
import { useSignIn } from './use-sign-in'

/** Spec §5: email and password are required; nothing else is checked on the client. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'pages.login.emailValidation'),
  password: z.string().min(1, 'pages.login.passwordValidation'),
  remember: z.boolean(),
})
export type LoginValues = z.infer<typeof loginSchema>

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
  const { signIn, isPending } = useSignIn()
  const [alert, setAlert] = useState<Alert | null>(null)
  const [showPassword, setShowPassword] = useState(false)
  const submitting = useRef(false)
  const state = location.state as LoginLocationState | null
  const target = afterLoginTarget(state)

  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: true },
    mode: 'onSubmit',
  })

  // Signed in meanwhile in another tab: go on, like a fresh arrival would.
  useEffect(() => {
    if (current && !submitting.current) void navigate(target, { replace: true })
  }, [current, navigate, target])

  const submit = async (values: LoginValues) => {
    if (submitting.current) return
    submitting.current = true
    setAlert(null)
    try {
      const signedIn = await signIn({ email: values.email.trim(), password: values.password, remember: values.remember })
      const name = `${signedIn.user.firstName} ${signedIn.user.lastName}`.trim()
      notify.success(name ? t('pages.login.welcomeNamed', { name }) : t('pages.login.welcome'), { id: 'welcome' })
      const after: AfterLoginState = { fromLogin: true }
      void navigate(target, { replace: true, state: after })
    } catch (error) {
      submitting.current = false
      const failure = describeLoginFailure(error)
      if (failure.kind === 'toast') notify.error(t('pages.login.loginFailed'), { body: t('pages.login.loginFailedBody'), id: 'login-failed' })
      else setAlert(failure)
    }
  }

  const busy = isPending || formState.isSubmitting
  const signedOut = state?.signedOut

  return (
    <AuthPage
      title={t('pages.login.title')}
      subtitle={t('pages.login.subtitle')}
      heroTitle={t('pages.login.heroTitle')}
      heroText={t('pages.login.heroText')}
    >
      {alert ? (
        <MessageBar intent={alert.intent} role="alert" data-testid="login-alert" data-intent={alert.intent}>
          <MessageBarBody>
            <MessageBarTitle>{t(`pages.login.alertTitles.${alert.intent}`)}</MessageBarTitle>
            {t(alert.messageKey)}
          </MessageBarBody>
        </MessageBar>
      ) : signedOut && signedOut !== 'logout' ? (
        <MessageBar intent="warning" data-testid="signed-out-alert">
          <MessageBarBody>
            <MessageBarTitle>{t('pages.login.alertTitles.info')}</MessageBarTitle>
            {t(`common:session.signedOut.${signedOut}`)}
          </MessageBarBody>
        </MessageBar>
      ) : null}

      <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-busy={busy}>
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <Field label={t('pages.login.email')} required validationMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}>
              <Input
                {...field}
                type="email"
                inputMode="email"
                autoComplete="username"
                placeholder={t('pages.login.emailPlaceholder')}
                maxLength={connectTokenBodyOneUsernameMax}
                disabled={busy}
                size="large"
              />
            </Field>
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <Field label={t('pages.login.password')} required validationMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}>
              <Input
                {...field}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                maxLength={connectTokenBodyOnePasswordMax}
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
          )}
        />
        <div className={styles.row}>
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onChange={(_, data) => field.onChange(data.checked === true)}
                label={t('pages.login.rememberMe')}
                title={t('pages.login.rememberMeHint')}
                disabled={busy}
              />
            )}
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
