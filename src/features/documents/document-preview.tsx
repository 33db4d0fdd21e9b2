import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useRef, useState } from 'react'
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

/** How long after the frame has loaded focus taken by the viewer is given back to the dialog. */
const RECLAIM_MS = 2000

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
  // Chromium's PDF viewer takes focus once it has loaded, and keeps Escape to itself: during the
  // first moments after the frame loads, focus found in it goes back to Close. Later a user's
  // click into the document keeps it there (to select text); Close stays one Tab away.
  const frame = useRef<HTMLIFrameElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const [loadedAt, setLoadedAt] = useState<number | null>(null)
  useEffect(() => {
    if (loadedAt === null) return
    const watch = window.setInterval(() => {
      if (window.document.activeElement === frame.current && frame.current) closeButton.current?.focus()
      if (Date.now() - loadedAt > RECLAIM_MS) window.clearInterval(watch)
    }, 50)
    return () => window.clearInterval(watch)
  }, [loadedAt])
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
              <iframe
                ref={frame}
                className={styles.frame}
                src={url}
                title={t('preview.frameTitle', { name: document.name })}
                tabIndex={-1}
                onLoad={() => setLoadedAt(Date.now())}
              />
            )}
          </DialogContent>
          <DialogActions>
            {url ? (
              <Button as="a" href={url} download={document.fileName}>
                {t('actions.download')}
              </Button>
            ) : null}
            <Button appearance="primary" onClick={close} ref={closeButton}>
              {t('preview.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
