import { Button, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components'

const useStyles = makeStyles({
  group: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // The look of a checked primary ToggleButton.
  chosen: { backgroundColor: tokens.colorBrandBackgroundSelected },
})

interface Choice<T> {
  value: T
  label: string
  /** The language of the label, when it differs from the page's (language names). */
  lang?: string
}

export interface ChoiceButtonsProps<T> {
  /** Names the group for screen readers. */
  label: string
  choices: readonly Choice<T>[]
  value: T
  onChange: (value: T) => void
  size?: ButtonProps['size']
}

/**
 * A few buttons of which one is chosen (language, period, metric): pressed buttons in a labelled
 * group. Plain Buttons with aria-pressed look and read like Fluent's ToggleButton without adding
 * its stylesheet to the first page's code (docs/architecture.md, "Budgets").
 */
export function ChoiceButtons<T extends string | number>({ label, choices, value, onChange, size = 'small' }: ChoiceButtonsProps<T>) {
  const styles = useStyles()
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {choices.map((choice) => {
        const chosen = choice.value === value
        return (
          <Button
            key={choice.value}
            size={size}
            appearance={chosen ? 'primary' : 'subtle'}
            className={chosen ? styles.chosen : undefined}
            aria-pressed={chosen}
            lang={choice.lang}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </Button>
        )
      })}
    </div>
  )
}
