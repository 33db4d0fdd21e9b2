import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Field, Input, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowResetRegular, CheckmarkCircleRegular, CircleRegular, EyeOffRegular, EyeRegular, MailCheckmarkRegular } from '@fluentui/react-icons'
import { useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { TOptions } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { isApiError } from '@/api/errors'
import type { CodeSent } from '@/api/generated/identity/model'
import { codeSchema, PASSWORD_RULES, passwordSchema, type CodeValues, type PasswordValues } from '../flow-schemas'
import { StepIndicator } from './step-indicator'
import { useCountdown } from './use-countdown'

export interface OtpFlowApi {
  sendCode(identifier: string): Promise<CodeSent>
  /** Exchanges the code for the single-use token of the password step. */
  verifyCode(identifier: string, otp: string): Promise<string>
  setPassword(identifier: string, token: string, values: PasswordValues): Promise<void>
}

export interface OtpFlowProps {
  /** Key prefix of the flow's texts with their namespace, e.g. `forgot-password:pages.forgotPassword`. */
  prefix: string
  /** The first step's field: its schema (from the contract) and input kind. */
  identifier: { schema: z.ZodType<string, string>; type: 'email' | 'text'; autoComplete: string }
  api: OtpFlowApi
}

type Step = 0 | 1 | 2 | 3

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  info: { color: tokens.colorNeutralForeground2, margin: 0 },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  nav: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  code: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
  rules: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  rule: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  ruleMet: { color: tokens.colorPaletteGreenForeground1 },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalM, '& h2, & p': { margin: 0 } },
  doneIcon: { fontSize: '48px', color: tokens.colorBrandForeground1, display: 'flex' },
})

/** What to tell the user about a failed call: the server's own text, or a translated fallback. */
function useErrorText(prefix: string) {
  const { t } = useTranslation()
  return (error: unknown) => {
    if (isApiError(error)) {
      if (error.serverMessage) return error.serverMessage
      if (error.kind === 'network') return t('common:errors.network')
    }
    return t(`${prefix}.errors.generic`)
  }
}

/**
 * The multi-step one-time-code flow of the forgot-password and introduction pages (spec §3/§4):
 * identify → code (with resend after the contract's resendAfterSeconds) → new password and
 * confirmation (the contract's strength rule, and a match check) → done. Back, and start over.
 */
export function OtpFlow({ prefix, identifier: identifierField, api }: OtpFlowProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const navigate = useNavigate()
  const errorText = useErrorText(prefix)
  const [step, setStep] = useState<Step>(0)
  const [identifier, setIdentifier] = useState('')
  const [sent, setSent] = useState<{ code: CodeSent; at: number } | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const tt = (key: string, options?: TOptions) => t(`${prefix}.${key}`, options ?? {})
  const message = (key?: string) => (key ? tt(key) : undefined)

  const reset = () => {
    setStep(0)
    setSent(null)
    setToken(null)
    setError(null)
    setNotice(null)
  }
  const back = () => {
    setError(null)
    setNotice(null)
    setStep((current) => (current > 0 ? ((current - 1) as Step) : current))
  }

  const steps = [tt('steps.identify'), tt('steps.code'), tt('steps.password')]

  let body: ReactNode
  if (step === 0) {
    body = (
      <IdentifyStep
        prefix={prefix}
        field={identifierField}
        initial={identifier}
        message={message}
        onSubmit={async (value) => {
          setError(null)
          try {
            const code = await api.sendCode(value)
            setIdentifier(value)
            setSent({ code, at: Date.now() })
            setStep(1)
          } catch (failure) {
            setError(errorText(failure))
          }
        }}
      />
    )
  } else if (step === 1 && sent) {
    body = (
      <CodeStep
        prefix={prefix}
        sent={sent}
        message={message}
        onResend={async () => {
          setError(null)
          setNotice(null)
          try {
            const code = await api.sendCode(identifier)
            setSent({ code, at: Date.now() })
            setNotice(tt('code.resent'))
          } catch (failure) {
            setError(errorText(failure))
          }
        }}
        onSubmit={async (otp) => {
          setError(null)
          setNotice(null)
          try {
            setToken(await api.verifyCode(identifier, otp))
            setStep(2)
          } catch (failure) {
            setError(errorText(failure))
          }
        }}
      />
    )
  } else if (step === 2 && token) {
    body = (
      <PasswordStep
        prefix={prefix}
        message={message}
        onSubmit={async (values) => {
          setError(null)
          try {
            await api.setPassword(identifier, token, values)
            setStep(3)
          } catch (failure) {
            setError(errorText(failure))
          }
        }}
      />
    )
  } else {
    body = (
      <div className={styles.done} data-testid="flow-done">
        <span className={styles.doneIcon} aria-hidden="true">
          <CheckmarkCircleRegular />
        </span>
        <Text as="h2" size={500} weight="semibold">
          {tt('done.title')}
        </Text>
        <Text as="p" className={styles.info}>
          {tt('done.body')}
        </Text>
        <Button appearance="primary" onClick={() => void navigate('/login', { replace: true })}>
          {tt('done.toLogin')}
        </Button>
      </div>
    )
  }

  return (
    <div className={styles.root}>
      {step < 3 ? <StepIndicator steps={steps} current={step} label={tt('steps.label')} /> : null}
      {error ? (
        <MessageBar intent="error" role="alert" data-testid="flow-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {notice ? (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      {body}
      <div className={styles.row}>
        <div className={styles.nav}>
          {step === 1 || step === 2 ? (
            <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={back}>
              {t('common:actions.back')}
            </Button>
          ) : null}
          {step === 1 || step === 2 ? (
            <Button appearance="subtle" icon={<ArrowResetRegular />} onClick={reset}>
              {t('common:actions.reset')}
            </Button>
          ) : null}
        </div>
        {step < 3 ? (
          <Button appearance="transparent" onClick={() => void navigate('/login')}>
            {tt('backToLogin')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

type Message = (key?: string) => string | undefined

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" appearance="primary" size="large" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
      {children}
    </Button>
  )
}

function IdentifyStep({
  prefix,
  field: config,
  initial,
  message,
  onSubmit,
}: {
  prefix: string
  field: OtpFlowProps['identifier']
  initial: string
  message: Message
  onSubmit: (identifier: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const styles = useStyles()
  const schema = z.object({ identifier: config.schema })
  const { control, handleSubmit, formState } = useForm<{ identifier: string }>({ resolver: zodResolver(schema), defaultValues: { identifier: initial } })
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit((values) => onSubmit(values.identifier))(event)}>
      <Text as="p" className={styles.info}>
        {t(`${prefix}.identify.intro`)}
      </Text>
      <Controller
        name="identifier"
        control={control}
        render={({ field, fieldState }) => (
          <Field label={t(`${prefix}.identify.label`)} required validationMessage={message(fieldState.error?.message)} hint={t(`${prefix}.identify.hint`)}>
            <Input {...field} type={config.type} autoComplete={config.autoComplete} size="large" disabled={formState.isSubmitting} />
          </Field>
        )}
      />
      <SubmitButton busy={formState.isSubmitting}>{t(`${prefix}.identify.submit`)}</SubmitButton>
    </form>
  )
}

function CodeStep({
  prefix,
  sent,
  message,
  onResend,
  onSubmit,
}: {
  prefix: string
  sent: { code: CodeSent; at: number }
  message: Message
  onResend: () => Promise<void>
  onSubmit: (otp: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const styles = useStyles()
  const [resending, setResending] = useState(false)
  const secondsLeft = useCountdown(sent.at + sent.code.resendAfterSeconds * 1000)
  const { control, handleSubmit, formState } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' } })
  const minutes = Math.max(1, Math.round(sent.code.expiresInSeconds / 60))
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit((values) => onSubmit(values.otp))(event)}>
      <Text as="p" className={styles.info}>
        <MailCheckmarkRegular aria-hidden="true" />{' '}
        {t(`${prefix}.code.sentTo`, { destination: sent.code.maskedDestination, length: sent.code.codeLength })}{' '}
        {t(`${prefix}.code.validFor`, { count: minutes })}
      </Text>
      <Controller
        name="otp"
        control={control}
        render={({ field, fieldState }) => (
          <Field label={t(`${prefix}.code.label`)} required validationMessage={message(fieldState.error?.message)}>
            <Input
              {...field}
              className={styles.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={sent.code.codeLength}
              size="large"
              disabled={formState.isSubmitting}
            />
          </Field>
        )}
      />
      <div className={styles.row}>
        <Button
          appearance="secondary"
          disabled={secondsLeft > 0 || resending || formState.isSubmitting}
          icon={resending ? <Spinner size="tiny" /> : undefined}
          onClick={() => {
            setResending(true)
            void onResend().finally(() => setResending(false))
          }}
        >
          {secondsLeft > 0 ? t(`${prefix}.code.resendIn`, { seconds: secondsLeft }) : t(`${prefix}.code.resend`)}
        </Button>
      </div>
      <SubmitButton busy={formState.isSubmitting}>{t(`${prefix}.code.submit`)}</SubmitButton>
    </form>
  )
}

function PasswordStep({ prefix, message, onSubmit }: { prefix: string; message: Message; onSubmit: (values: PasswordValues) => Promise<void> }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const [shown, setShown] = useState(false)
  const { control, handleSubmit, formState } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  })
  const value = useWatch({ control, name: 'newPassword' })
  const reveal = (
    <Button
      appearance="transparent"
      size="small"
      icon={shown ? <EyeOffRegular /> : <EyeRegular />}
      aria-label={shown ? t(`${prefix}.password.hide`) : t(`${prefix}.password.show`)}
      aria-pressed={shown}
      onClick={() => setShown((current) => !current)}
    />
  )
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Controller
        name="newPassword"
        control={control}
        render={({ field, fieldState }) => (
          <Field label={t(`${prefix}.password.new`)} required validationMessage={message(fieldState.error?.message)}>
            <Input {...field} type={shown ? 'text' : 'password'} autoComplete="new-password" size="large" contentAfter={reveal} disabled={formState.isSubmitting} aria-describedby="password-rules" />
          </Field>
        )}
      />
      <div id="password-rules">
        <Text size={200} weight="semibold">
          {t(`${prefix}.password.rulesTitle`)}
        </Text>
        <ul className={styles.rules}>
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(value ?? '')
            return (
              <li key={rule.key} className={mergeClasses(styles.rule, met && styles.ruleMet)} data-met={met}>
                {met ? <CheckmarkCircleRegular aria-hidden="true" /> : <CircleRegular aria-hidden="true" />}
                <Text size={200}>{t(`${prefix}.password.rules.${rule.key}`)}</Text>
              </li>
            )
          })}
        </ul>
      </div>
      <Controller
        name="confirmNewPassword"
        control={control}
        render={({ field, fieldState }) => (
          <Field label={t(`${prefix}.password.confirm`)} required validationMessage={message(fieldState.error?.message)}>
            <Input {...field} type={shown ? 'text' : 'password'} autoComplete="new-password" size="large" disabled={formState.isSubmitting} />
          </Field>
        )}
      />
      <SubmitButton busy={formState.isSubmitting}>{t(`${prefix}.password.submit`)}</SubmitButton>
    </form>
  )
}
