import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowResetRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { StepIndicator } from './step-indicator'
import type { Wizard as WizardState } from './use-wizard'

const useStyles = /* @__PURE__ */ makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  group: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
})

export interface WizardProps<I extends FieldValues> {
  wizard: WizardState<I>
  /** The step indicator's name, e.g. "Upload steps" (translated). */
  label: string
  /** The last step's button; default "Finish". */
  finishLabel?: string
  /** Offer "Start over" after the first step. */
  resettable?: boolean
  /** More buttons beside Back (e.g. "Save as draft"). */
  actions?: ReactNode
  /** The current step's fields. */
  children: ReactNode
}

/**
 * A multi-step form: the step indicator, the failure of the last attempt to go on, the current
 * step, then Back (and Start over) and Next / Finish. A blocked step says why, and Next waits.
 */
export function Wizard<I extends FieldValues>({ wizard, label, finishLabel, resettable, actions, children }: WizardProps<I>) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const blocked = wizard.step.blocked
  return (
    <form className={styles.root} noValidate aria-busy={wizard.busy} onSubmit={wizard.onFormSubmit}>
      <StepIndicator steps={wizard.steps.map((step) => step.label)} current={wizard.index} label={label} />
      {wizard.error ? (
        <MessageBar intent="error" role="alert" data-testid="wizard-error">
          <MessageBarBody>{wizard.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {children}
      {blocked ? (
        <MessageBar intent="info" data-testid="wizard-blocked">
          <MessageBarBody>{blocked}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.footer}>
        <div className={styles.group}>
          {wizard.isFirst ? null : (
            <Button appearance="subtle" icon={<ArrowLeftRegular />} disabled={wizard.busy} onClick={wizard.back}>
              {t('actions.back')}
            </Button>
          )}
          {resettable && !wizard.isFirst ? (
            <Button appearance="subtle" icon={<ArrowResetRegular />} disabled={wizard.busy} onClick={() => wizard.reset()}>
              {t('actions.reset')}
            </Button>
          ) : null}
          {actions}
        </div>
        <Button type="submit" appearance="primary" disabledFocusable={wizard.busy || Boolean(blocked)} icon={wizard.busy ? <Spinner size="tiny" /> : undefined}>
          {wizard.isLast ? (finishLabel ?? t('form.wizard.finish')) : t('actions.next')}
        </Button>
      </div>
    </form>
  )
}
