import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Document } from '@/api/generated/channel/model'
import { safeImageUrl } from '@/lib/safe-image-url'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', width: '100%' },
  frame: {
    width: '100%',
    height: '70vh',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  image: { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' },
})

/** A PDF, an image or a text file shown by the browser itself; the address passes the app's URL rule first. */
export function DocumentPreview({ document, onClose }: { document: Document; onClose(): void }) {
  const { t } = useTranslation('documents')
  const styles = useStyles()
  const url = safeImageUrl(document.url)
  // What had focus when the preview opened: the document's name, or an item of its row menu.
  const [opener] = useState(() => (window.document.activeElement instanceof HTMLElement ? window.document.activeElement : null))
  const close = () => {
    onClose()
    // Back where the user was (Escape or Close alike): the name that opened it, or, opened from
    // the row menu (gone by now), the row's menu button.
    requestAnimationFrame(() => {
      const target =
        opener?.isConnected && opener !== window.document.body
          ? opener
          : window.document.querySelector<HTMLElement>(`[data-row-id="${document.id}"] [data-column="actions"] button`)
      target?.focus()
    })
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (!data.open ? close() : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{document.name}</DialogTitle>
          <DialogContent>
            {!url ? (
              t('preview.unavailable')
            ) : document.contentType.startsWith('image/') ? (
              <img className={styles.image} src={url} alt={document.name} />
            ) : (
              // Out of the tab order: focus in a PDF viewer stays there (Escape would no longer close the dialog).
              <iframe className={styles.frame} src={url} title={t('preview.frameTitle', { name: document.name })} tabIndex={-1} />
            )}
          </DialogContent>
          <DialogActions>
            {url ? (
              <Button as="a" href={url} download={document.fileName}>
                {t('actions.download')}
              </Button>
            ) : null}
            <Button appearance="primary" onClick={close}>
              {t('preview.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
