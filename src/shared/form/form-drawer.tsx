import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  OverlayDrawer,
  Spinner,
  tokens,
  type DrawerProps,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useId, type ReactElement, type ReactNode } from 'react'
import { useErrorText } from '@/shared/hooks'
import { useTranslation } from 'react-i18next'
import { FormServerError } from './form-server-error'
import type { FormEditor } from './use-form-editor'

const useStyles = makeStyles({
  // Kit fields keep their message line free below them, so fields need less of a gap.
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalL },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // Whatever the server sends (a name with no spaces) wraps inside the panel instead of widening it.
  surface: { overflowWrap: 'anywhere' },
  // Room for the scroll bar from the start: a message that makes the body scroll must not move the fields (layout-stability.e2e.ts).
  body: { scrollbarGutter: 'stable' },
  // The title (often a record's name) takes at most two lines; the whole of it is its tooltip.
  title: {
    minWidth: 0,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: '2',
  },
})

/** The drawer heading: clamped to two lines, the full title as its tooltip. */
function PanelTitle({ title, action }: { title: string; action: ReactElement }) {
  const styles = useStyles()
  return (
    <DrawerHeader>
      <DrawerHeaderTitle heading={{ className: styles.title, title }} action={action}>
        {title}
      </DrawerHeaderTitle>
    </DrawerHeader>
  )
}

export interface FormDrawerProps {
  open: boolean
  title: string
  editor: FormEditor
  submitLabel?: string
  size?: DrawerProps['size']
  /** Viewing only (no write permission): no Save button. */
  readOnly?: boolean
  children: ReactNode
}

/**
 * An edit form in a side panel: header with close, the server's error above the fields, the
 * fields, Cancel / Save at the bottom. Closing with unsaved input asks first.
 */
export function FormDrawer({ open, title, editor, submitLabel, size = 'medium', readOnly, children }: FormDrawerProps) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const formId = useId()
  return (
    <>
      <OverlayDrawer
        open={open}
        position="end"
        size={size}
        modalType="modal"
        className={styles.surface}
        onOpenChange={(_, data) => {
          if (!data.open) void editor.requestClose()
        }}
        aria-label={title}
      >
        <PanelTitle
          title={title}
          action={<Button appearance="subtle" aria-label={t('form.close')} icon={<DismissRegular />} onClick={() => void editor.requestClose()} />}
        />
        <DrawerBody className={styles.body}>
          <form id={formId} className={styles.form} noValidate onSubmit={(event) => void editor.submit(event)}>
            <FormServerError message={editor.serverError} title={t('form.saveFailedTitle')} onDismiss={editor.dismissServerError} />
            {editor.liveNotice}
            {editor.draftNotice}
            {children}
          </form>
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button appearance="secondary" onClick={() => void editor.requestClose()}>
            {readOnly ? t('form.close') : t('form.cancel')}
          </Button>
          {readOnly ? null : (
            <Button
              appearance="primary"
              type="submit"
              form={formId}
              disabled={editor.submitting}
              icon={editor.submitting ? <Spinner size="tiny" /> : undefined}
            >
              {submitLabel ?? t('form.save')}
            </Button>
          )}
        </DrawerFooter>
      </OverlayDrawer>
      {editor.dialogs}
    </>
  )
}

export interface PanelDrawerProps {
  open: boolean
  title: string
  onClose(): void
  size?: DrawerProps['size']
  /** Footer buttons (e.g. "Edit" on a detail panel); a Close button is always there. */
  actions?: ReactNode
  children: ReactNode
}

/** A read-only side panel (a record's details) with the same frame as the editors. */
export function PanelDrawer({ open, title, onClose, size = 'medium', actions, children }: PanelDrawerProps) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  return (
    <OverlayDrawer
      open={open}
      position="end"
      size={size}
      modalType="modal"
      className={styles.surface}
      onOpenChange={(_, data) => !data.open && onClose()}
      aria-label={title}
    >
      <PanelTitle title={title} action={<Button appearance="subtle" aria-label={t('form.close')} icon={<DismissRegular />} onClick={onClose} />} />
      <DrawerBody className={styles.body}>{children}</DrawerBody>
      <DrawerFooter className={styles.footer}>
        {actions}
        <Button appearance="secondary" onClick={onClose}>
          {t('form.close')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  )
}

/** While the record to edit loads, or when it could not be loaded (with retry). */
export function RecordLoading({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('list-kit')
  const errorText = useErrorText()
  // Marked: the form replaces this drawer with its own once the record arrives (tests wait for that one).
  if (!error) return <Spinner label={t('states.loading')} data-record-loading="" />
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('form.loadFailed')}</MessageBarTitle>
        {errorText(error)}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('states.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  )
}
