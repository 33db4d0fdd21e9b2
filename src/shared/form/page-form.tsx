import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Skeleton,
  SkeletonItem,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '@/lib/error-text'
import { FormServerError } from './form-server-error'
import type { PageFormEditor } from './use-page-form'

const useStyles = /* @__PURE__ */ makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '880px' },
})

export interface PageFormProps {
  editor: PageFormEditor
  submitLabel?: string
  /** Viewing only (no write permission): no buttons. */
  readOnly?: boolean
  className?: string
  children: ReactNode
}

/**
 * A form that is the page: the server's message above the fields, the fields, then the
 * secondary button (Cancel, or Undo changes) and Save. Leaving with unsaved input asks first.
 */
export function PageForm({ editor, submitLabel, readOnly, className, children }: PageFormProps) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const busy = editor.submitting
  return (
    <>
      <form className={className} noValidate aria-busy={busy} onSubmit={(event) => void editor.submit(event)}>
        <div className={styles.form}>
          <FormServerError message={editor.serverError} onDismiss={editor.dismissServerError} />
          {editor.liveNotice}
          {editor.draftNotice}
          {children}
          {readOnly ? null : (
            <div className={styles.actions}>
              <Button onClick={() => void editor.cancel()} disabled={busy || (editor.secondary === 'reset' && !editor.dirty)}>
                {editor.secondary === 'cancel' ? t('actions.cancel') : t('form.undoChanges')}
              </Button>
              <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {submitLabel ?? t('actions.save')}
              </Button>
            </div>
          )}
        </div>
      </form>
      {editor.dialogs}
    </>
  )
}

/** The part of a TanStack query result a page form reads. */
export interface RecordQuery<T> {
  data: T | undefined
  error: unknown
  refetch: () => unknown
}

export interface PageFormLoaderProps<T> {
  query: RecordQuery<T>
  /** The title of the load failure (already translated); default "The record could not be loaded." */
  loadFailedText?: string
  /** A skeleton shaped like the page; default a few lines. */
  skeleton?: ReactNode
  /** The form (or view), built with the loaded record as its starting values. */
  children: (record: T) => ReactNode
}

/**
 * Loads the record a page form edits: a skeleton while it comes, the failure with the server's
 * message and a retry, then the form built from the record (so its saved values are the
 * record's, and a refetch never overwrites what is being typed).
 */
export function PageFormLoader<T>({ query, loadFailedText, skeleton, children }: PageFormLoaderProps<T>) {
  const { t } = useTranslation(['common', 'list-kit'])
  const styles = useStyles()
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (!query.error)
    return (
      skeleton ?? (
        <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
          <SkeletonItem size={24} />
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
          <SkeletonItem size={32} />
        </Skeleton>
      )
    )
  const { serverMessage, messageKey } = describeError(query.error)
  return (
    <MessageBar intent="error" layout="multiline" data-testid="form-load-error">
      <MessageBarBody>
        <MessageBarTitle>{loadFailedText ?? t('list-kit:form.loadFailed')}</MessageBarTitle>
        {serverMessage ?? (messageKey ? t(`common:${messageKey}`) : null)}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  )
}
