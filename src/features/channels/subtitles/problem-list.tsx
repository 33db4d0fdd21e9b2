import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Problem } from '@/lib/subtitles'

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '280px',
    overflowY: 'auto',
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
  where: { fontWeight: tokens.fontWeightSemibold },
})

/** Where a problem is, as the user reads it: its line and its cue. */
export function useProblemText() {
  const { t } = useTranslation('subtitles')
  return (problem: Problem) => {
    const where =
      problem.line > 0
        ? problem.cue
          ? t('problems.whereCue', { line: problem.line, cue: problem.cue })
          : t('problems.where', { line: problem.line })
        : t('problems.whereCueOnly', { cue: problem.cue })
    return { where, what: t(`problems.${problem.code}`, { value: problem.value }) }
  }
}

/** The checker's errors and warnings, one a line, in the order of the file. */
export function ProblemList({ problems, label }: { problems: readonly Problem[]; label: string }) {
  const { t } = useTranslation('subtitles')
  const styles = useStyles()
  const text = useProblemText()
  if (problems.length === 0) return null
  return (
    <ul className={styles.list} aria-label={label}>
      {problems.map((problem, index) => {
        const { where, what } = text(problem)
        return (
          <li key={`${problem.line}-${problem.code}-${index}`} className={styles.item}>
            <Badge appearance="tint" color={problem.severity === 'error' ? 'danger' : 'warning'}>
              {t(`problems.${problem.severity}`)}
            </Badge>
            <Text className={styles.where}>{where}:</Text>
            <Text>{what}</Text>
          </li>
        )
      })}
    </ul>
  )
}
