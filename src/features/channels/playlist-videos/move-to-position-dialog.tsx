import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaylistVideo } from '@/api/generated/channel/model'

/** "Move to position…": a number from 1 to the playlist's length; the row goes there on submit. */
export function MoveToPositionDialog({ row, total, onMove, onClose }: { row: PlaylistVideo; total: number; onMove(position: number): void; onClose(): void }) {
  const { t } = useTranslation('playlists')
  const formId = useId()
  const [value, setValue] = useState(String(row.position + 1))
  const [touched, setTouched] = useState(false)
  const number = Number(value)
  const valid = /^\d+$/.test(value.trim()) && number >= 1 && number <= total
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!valid) return
    onClose()
    onMove(number - 1)
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form id={formId} onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('move.dialogTitle')}</DialogTitle>
            <DialogContent>
              <Field
                label={t('move.positionLabel', { name: row.videoTitle })}
                hint={t('move.positionHint', { total })}
                validationState={touched && !valid ? 'error' : 'none'}
                validationMessage={touched && !valid ? t('move.positionInvalid', { total }) : undefined}
              >
                <Input type="number" inputMode="numeric" min={1} max={total} value={value} onChange={(_, data) => setValue(data.value)} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('move.cancel')}
              </Button>
              <Button appearance="primary" type="submit">
                {t('move.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
