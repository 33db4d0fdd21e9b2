import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components'
import {
  ArrowLeftRegular,
  ArrowResetRegular,
  CheckmarkCircleRegular,
  CircleRegular,
  EyeOffRegular,
  EyeRegular,
  MailCheckmarkRegular,
} from '@fluentui/react-icons'
import { useMemo, useState, type ReactNode } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import type { TOptions } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { isApiError } from '@/api/errors'
import type { CodeSent } from '@/api/generated/identity/model'
import { FormInput, StepIndicator, useWizard, type WizardStep, useZodForm } from '@/shared/form'
import { codeFlowSchema, PASSWORD_RULES, type CodeFlowValues, type PasswordValues } from '../flow-schemas'
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
  /** The first step's field: its schema (from the contract, messages under `prefix`) and input kind. */
  identifier: { schema: z.ZodType<string, string>; type: 'email' | 'text'; autoComplete: string }
  api: OtpFlowApi
}

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

const EMPTY: CodeFlowValues = { identifier: '', otp: '', newPassword: '', confirmNewPassword: '' }

/**
 * The multi-step one-time-code flow of the forgot-password and introduction pages on the kit's
 * wizard: identify → code (with resend after the contract's resendAfterSeconds) →
 * new password and confirmation (the contract's strength rule, and a match check) → done.
 * Back keeps what was typed; start over keeps the address the code went to.
 */
export function OtpFlow({ prefix, identifier: identifierField, api }: OtpFlowProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const navigate = useNavigate()
  const errorText = useErrorText(prefix)
  const [sent, setSent] = useState<{ to: string; code: CodeSent; at: number } | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const tt = (key: string, options?: TOptions) => t(`${prefix}.${key}`, options ?? {})

  const schema = useMemo(() => codeFlowSchema(prefix, identifierField.schema), [prefix, identifierField.schema])
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues: EMPTY })
  const steps: WizardStep<CodeFlowValues>[] = [
    {
      id: 'identify',
      label: tt('steps.identify'),
      fields: ['identifier'],
      onNext: async ({ identifier }) => {
        const to = identifier.trim()
        const code = await api.sendCode(to)
        setSent({ to, code, at: Date.now() })
      },
    },
    {
      id: 'code',
      label: tt('steps.code'),
      fields: ['otp'],
      onNext: async ({ otp }) => {
        setNotice(null)
        if (sent) setToken(await api.verifyCode(sent.to, otp.trim()))
      },
    },
    { id: 'password', label: tt('steps.password'), fields: ['newPassword', 'confirmNewPassword'] },
  ]
  const wizard = useWizard({
    form,
    steps,
    errorText,
    onSubmit: async ({ newPassword, confirmNewPassword }) => {
      if (sent && token) await api.setPassword(sent.to, token, { newPassword, confirmNewPassword })
    },
  })
  const busy = wizard.busy

  if (wizard.completed) {
    return (
      <div className={styles.root}>
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
      </div>
    )
  }

  let body: ReactNode
  if (wizard.index === 1 && sent) {
    body = (
      <CodeStep
        prefix={prefix}
        control={form.control}
        sent={sent}
        busy={busy}
        onResend={async () => {
          wizard.setError(null)
          setNotice(null)
          try {
            const code = await api.sendCode(sent.to)
            setSent({ ...sent, code, at: Date.now() })
            setNotice(tt('code.resent'))
          } catch (failure) {
            wizard.setError(errorText(failure))
          }
        }}
      />
    )
  } else if (wizard.index === 2) {
    body = <PasswordStep prefix={prefix} control={form.control} busy={busy} />
  } else {
    body = (
      <>
        <Text as="p" className={styles.info}>
          {tt('identify.intro')}
        </Text>
        <FormInput
          control={form.control}
          name="identifier"
          label={tt('identify.label')}
          hint={tt('identify.hint')}
          required
          type={identifierField.type}
          autoComplete={identifierField.autoComplete}
          size="large"
          disabled={busy}
        />
      </>
    )
  }
  const submitLabel = [tt('identify.submit'), tt('code.submit'), tt('password.submit')][wizard.index]

  return (
    <div className={styles.root}>
      <StepIndicator steps={steps.map((step) => step.label)} current={wizard.index} label={tt('steps.label')} />
      {wizard.error ? (
        <MessageBar intent="error" role="alert" data-testid="flow-error">
          <MessageBarBody>{wizard.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {notice ? (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      <form className={styles.form} noValidate onSubmit={wizard.onFormSubmit}>
        {body}
        <Button type="submit" appearance="primary" size="large" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {submitLabel}
        </Button>
      </form>
      <div className={styles.row}>
        <div className={styles.nav}>
          {wizard.isFirst ? null : (
            <Button
              appearance="subtle"
              icon={<ArrowLeftRegular />}
              onClick={() => {
                setNotice(null)
                wizard.back()
              }}
            >
              {t('common:actions.back')}
            </Button>
          )}
          {wizard.isFirst ? null : (
            <Button
              appearance="subtle"
              icon={<ArrowResetRegular />}
              onClick={() => {
                setNotice(null)
                setSent(null)
                setToken(null)
                wizard.reset({ ...EMPTY, identifier: sent?.to ?? '' })
              }}
            >
              {t('common:actions.reset')}
            </Button>
          )}
        </div>
        <Button appearance="transparent" onClick={() => void navigate('/login')}>
          {tt('backToLogin')}
        </Button>
      </div>
    </div>
  )
}

function CodeStep({
  prefix,
  control,
  sent,
  busy,
  onResend,
}: {
  prefix: string
  control: Control<CodeFlowValues>
  sent: { code: CodeSent; at: number }
  busy: boolean
  onResend: () => Promise<void>
}) {
  const { t } = useTranslation()
  const styles = useStyles()
  const [resending, setResending] = useState(false)
  const secondsLeft = useCountdown(sent.at + sent.code.resendAfterSeconds * 1000)
  const minutes = Math.max(1, Math.round(sent.code.expiresInSeconds / 60))
  return (
    <>
      <Text as="p" className={styles.info}>
        <MailCheckmarkRegular aria-hidden="true" /> {t(`${prefix}.code.sentTo`, { destination: sent.code.maskedDestination, length: sent.code.codeLength })}{' '}
        {t(`${prefix}.code.validFor`, { count: minutes })}
      </Text>
      <FormInput
        control={control}
        name="otp"
        label={t(`${prefix}.code.label`)}
        required
        inputClassName={styles.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={sent.code.codeLength}
        size="large"
        disabled={busy}
      />
      <div className={styles.row}>
        <Button
          appearance="secondary"
          disabled={secondsLeft > 0 || resending || busy}
          icon={resending ? <Spinner size="tiny" /> : undefined}
          onClick={() => {
            setResending(true)
            void onResend().finally(() => setResending(false))
          }}
        >
          {secondsLeft > 0 ? t(`${prefix}.code.resendIn`, { seconds: secondsLeft }) : t(`${prefix}.code.resend`)}
        </Button>
      </div>
    </>
  )
}

function PasswordStep({ prefix, control, busy }: { prefix: string; control: Control<CodeFlowValues>; busy: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const [shown, setShown] = useState(false)
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
    <>
      <FormInput
        control={control}
        name="newPassword"
        label={t(`${prefix}.password.new`)}
        required
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        size="large"
        contentAfter={reveal}
        describedBy="password-rules"
        disabled={busy}
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
      <FormInput
        control={control}
        name="confirmNewPassword"
        label={t(`${prefix}.password.confirm`)}
        required
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        size="large"
        disabled={busy}
      />
    </>
  )
}
