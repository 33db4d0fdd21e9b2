import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { CheckmarkRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

const useStyles = /* @__PURE__ */ makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  step: { flex: '1 1 0', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  bar: { height: '4px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralStroke2 },
  barDone: { backgroundColor: tokens.colorBrandBackground },
  label: {
    color: tokens.colorNeutralForeground2,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  current: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
})

/**
 * Where the user is in a multi-step flow: the current step carries `aria-current="step"`, and
 * moving to another step is announced ("Step 2 of 3: Code").
 */
export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  return (
    <>
      <ol className={styles.list} aria-label={label}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step} aria-current={index === current ? 'step' : undefined}>
            <span className={mergeClasses(styles.bar, index <= current && styles.barDone)} />
            <Text size={200} className={mergeClasses(styles.label, index === current && styles.current)}>
              {index < current ? <CheckmarkRegular aria-hidden="true" /> : null}
              {step}
            </Text>
          </li>
        ))}
      </ol>
      <span className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="step-announcement">
        {t('form.wizard.stepOf', { current: current + 1, total: steps.length, label: steps[current] ?? '' })}
      </span>
    </>
  )
}
