import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
  type FieldProps,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/shared/hooks'

/**
 * The loading and failed states of one query outside the list kit and the widget cards (a panel,
 * a picker's options): what failed, the server's message, and a Retry that asks again. Issue 16:
 * no query fails silently.
 */

/** The part of a TanStack query these states read. */
export interface LoadStateQuery {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

const useStyles = makeStyles({
  fieldMessage: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
})

export interface LoadFailureProps {
  /** What could not be loaded ("Kanallar yüklenemedi."); default the generic "Veriler yüklenemedi." */
  title?: string
  error: unknown
  onRetry(): void
  /** The Retry is under way. */
  retrying?: boolean
  className?: string
}

/** A block whose data could not be loaded: an error message bar with the server's text and a Retry. */
export function LoadFailure({ title, error, onRetry, retrying = false, className }: LoadFailureProps) {
  const { t } = useTranslation('common')
  const errorText = useErrorText()
  return (
    <MessageBar intent="error" layout="multiline" role="alert" className={className} data-testid="load-failure">
      <MessageBarBody>
        <MessageBarTitle>{title ?? t('states.error')}</MessageBarTitle>
        {errorText(error)}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={retrying ? <Spinner size="extra-tiny" /> : <ArrowClockwiseRegular />} disabledFocusable={retrying} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  )
}

/** LoadFailure for a query: `{query.isError ? <QueryFailure query={query} title={…} /> : …}`. */
export function QueryFailure({ query, title, className }: { query: LoadStateQuery; title?: string; className?: string }) {
  return <LoadFailure title={title} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} className={className} />
}

/**
 * A field whose options come from a call (a picker outside the form kit): while they load, a
 * spinner under it; when the call failed, the error (the field's alert line) with a Retry.
 *
 *   <Field label={…} {...useQueryFieldState(channels, t('pick.channelsFailed'))}>
 */
export function useQueryFieldState(query: LoadStateQuery, failedText: string): Pick<FieldProps, 'validationState' | 'validationMessage' | 'hint'> {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const errorText = useErrorText()
  if (query.isError) {
    const message: ReactNode = (
      <span className={styles.fieldMessage}>
        <span>
          {failedText} {errorText(query.error)}
        </span>
        <Button
          size="small"
          appearance="transparent"
          icon={<ArrowClockwiseRegular />}
          disabledFocusable={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('actions.retry')}
        </Button>
      </span>
    )
    return { validationState: 'error', validationMessage: message }
  }
  // A disabled query is pending too, but nothing is loading.
  if (query.isPending && query.isFetching) return { hint: <Spinner size="extra-tiny" label={t('states.loading')} labelPosition="after" /> }
  return {}
}
