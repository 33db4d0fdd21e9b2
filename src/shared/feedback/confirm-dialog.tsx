import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  destructive: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundStaticInverted,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundStaticInverted },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundStaticInverted },
  },
  // Server text (a record's name) wraps inside the dialog instead of widening it.
  surface: { overflowWrap: 'anywhere' },
  // At most three lines of title; the whole of it is its tooltip.
  title: { minWidth: 0, overflow: 'hidden', display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: '3' },
})

export interface ConfirmDialogProps {
  open: boolean
  title: string
  message: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** A red confirm button for actions that delete or cannot be undone. */
  destructive?: boolean
  /** The action is running: buttons are disabled and the confirm button spins. */
  busy?: boolean
  onConfirm(): void
  onCancel(): void
}

/**
 * Asks before a destructive or irreversible action. An alert dialog: focus starts on Cancel so
 * a stray Enter never confirms, and Escape cancels.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, destructive, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle className={styles.title} title={title}>
            {title}
          </DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel} autoFocus>
              {cancelLabel ?? t('confirm.cancel')}
            </Button>
            <Button
              appearance="primary"
              className={destructive ? styles.destructive : undefined}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={onConfirm}
            >
              {confirmLabel ?? (destructive ? t('confirm.delete') : t('confirm.confirm'))}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
