import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/shared/hooks'
import { IMPORT_COLUMNS, type ImportMessage, type ParsedImport } from './import-csv'

const useStyles = makeStyles({
  list: {
    maxHeight: '30vh',
    overflowY: 'auto',
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  where: { fontWeight: tokens.fontWeightSemibold },
})

/** Problems shown at once; the count says how many more. */
const SHOWN = 200

/** What is wrong with an import file: the file, its header (unknown or missing columns), or its rows per column. */
export function ImportProblems({ parsed }: { parsed: ParsedImport }) {
  // The row checks' messages come from the list kit's validation texts too.
  const { t } = useTranslation(['videos', 'list-kit'])
  const styles = useStyles()
  const format = useFormatters()
  const say = (message: ImportMessage) => t(message.key, message.values ?? {})
  if (parsed.kind === 'file')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{say(parsed.message)}</MessageBarBody>
      </MessageBar>
    )
  if (parsed.kind === 'header')
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {parsed.unknown.length ? <Text block>{t('import.header.unknown', { count: parsed.unknown.length, names: parsed.unknown.join(', ') })}</Text> : null}
          {parsed.missingId ? <Text block>{t('import.header.missingId')}</Text> : null}
          {parsed.noFields ? <Text block>{t('import.header.noFields')}</Text> : null}
          <Text block>{t('import.header.expected', { columns: IMPORT_COLUMNS.join(', ') })}</Text>
        </MessageBarBody>
      </MessageBar>
    )
  if (parsed.problems.length === 0) return null
  const rows = new Set(parsed.problems.map((problem) => problem.line)).size
  return (
    <>
      <MessageBar intent={parsed.rows.length ? 'warning' : 'error'}>
        <MessageBarBody>{t('import.rowsRefused', { count: rows, formatted: format.integer(rows) })}</MessageBarBody>
      </MessageBar>
      <ul className={styles.list} aria-label={t('import.problemList')}>
        {parsed.problems.slice(0, SHOWN).map((problem, index) => (
          <li key={`${problem.line}-${problem.column ?? ''}-${index}`} data-line={problem.line}>
            <span className={styles.where}>
              {problem.column
                ? t('import.where', { line: format.integer(problem.line), column: problem.column })
                : t('import.whereRow', { line: format.integer(problem.line) })}
            </span>{' '}
            {say(problem.message)}
          </li>
        ))}
      </ul>
      {parsed.problems.length > SHOWN ? <Text size={200}>{t('import.moreProblems', { count: parsed.problems.length - SHOWN })}</Text> : null}
    </>
  )
}
