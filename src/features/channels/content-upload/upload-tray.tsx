import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components'
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findStoredUpload, forgetStoredUpload, storedUploads, type StoredUpload } from '@/api/upload/tus-upload'
import { applyStatusToCachedPages, discardFromCachedPages } from './cached-video-pages'
import { onPickFileAgain } from './interrupted-uploads'
import { useFinishedUploadsFollowServer } from './use-finished-uploads'
import { uploadManager } from './upload-manager'
import { UploadRow } from './upload-row'
import { useUploads } from './use-uploads'
import { useSentByAnotherTab, useUploadHeartbeat } from './upload-heartbeat'
import { WaitingUpload } from './waiting-upload'

const useStyles = makeStyles({
  tray: {
    position: 'fixed',
    right: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    width: 'min(400px, calc(100vw - 32px))',
    maxHeight: '60vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  grow: { flex: '1 1 auto' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM, overflowY: 'auto' },
  hidden: { display: 'none' },
})

/**
 * Every upload of the page, from any page, mounted once in the layout: progress and controls,
 * the interrupted uploads of an earlier visit (pick the same file to continue), "cancel all";
 * leaving the site while an upload runs asks first; status changes reach the open video lists.
 */
export function UploadTray() {
  const { t } = useTranslation('uploads')
  const styles = useStyles()
  const queryClient = useQueryClient()
  const { items, flags } = useUploads()
  const [open, setOpen] = useState(true)
  const [interrupted, setInterrupted] = useState<StoredUpload[]>(() => storedUploads())
  const [problem, setProblem] = useState<string | null>(null)
  const picker = useRef<HTMLInputElement>(null)
  const continuing = useRef<StoredUpload | null>(null)

  useEffect(
    () =>
      uploadManager.onVideoStatus((patch) =>
        // A cancelled upload's draft is discarded: it leaves the lists and their totals.
        patch.uploadStatus === 'cancelled'
          ? discardFromCachedPages(queryClient, patch.channelId, patch.id ?? '')
          : applyStatusToCachedPages(queryClient, patch),
      ),
    [queryClient],
  )
  useFinishedUploadsFollowServer()
  // Tell this browser's other tabs which uploads this one sends, and hear theirs.
  useUploadHeartbeat()
  const otherTabs = useSentByAnotherTab()
  // A list row of an interrupted upload asks for its file again.
  useEffect(
    () =>
      onPickFileAgain((upload) => {
        setOpen(true)
        continuing.current = upload
        picker.current?.click()
      }),
    [],
  )

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!uploadManager.running) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])

  const active = new Set(items.map((item) => item.contentId))
  const waiting = interrupted.filter((upload) => upload.metadata.contentId && !active.has(upload.metadata.contentId))

  const continueWith = async (file: File | undefined) => {
    const stored = continuing.current
    continuing.current = null
    if (!file || !stored) return
    const channelId = stored.metadata.channelId ?? ''
    const match = await findStoredUpload(channelId, file)
    if (!match || match.urlStorageKey !== stored.urlStorageKey) {
      setProblem(t('tray.notSameFile', { name: stored.metadata.filename ?? '' }))
      return
    }
    setProblem(null)
    uploadManager.add({ file, channelId, contentId: match.metadata.contentId ?? '', videoUid: match.metadata.videoUid ?? '', previous: match })
    setInterrupted(storedUploads())
  }

  const forget = (upload: StoredUpload) => {
    forgetStoredUpload(upload.urlStorageKey)
    setInterrupted(storedUploads())
  }

  if (items.length === 0 && waiting.length === 0) return null
  const running = items.filter((item) => ['uploading', 'queued', 'retrying', 'offline'].includes(item.phase)).length
  return (
    <section className={styles.tray} aria-label={t('tray.title')} data-testid="upload-tray" data-cancellation-flags={Object.keys(flags).length}>
      <div className={styles.header}>
        <Text weight="semibold" className={styles.grow}>
          {running > 0 ? t('tray.heading', { count: running }) : t('tray.title')}
        </Text>
        {items.some((item) => item.phase !== 'done' && item.phase !== 'cancelled') ? (
          <Button size="small" appearance="subtle" onClick={() => void uploadManager.cancelAll()}>
            {t('tray.cancelAll')}
          </Button>
        ) : null}
        {items.some((item) => item.phase === 'done' || item.phase === 'cancelled') ? (
          <Button size="small" appearance="subtle" onClick={() => uploadManager.clearFinished()}>
            {t('tray.clear')}
          </Button>
        ) : null}
        <Button
          size="small"
          appearance="subtle"
          icon={open ? <ChevronDownRegular /> : <ChevronUpRegular />}
          aria-label={open ? t('tray.collapse') : t('tray.expand')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
      </div>
      {open ? (
        <div className={styles.list}>
          {problem ? (
            <MessageBar intent="warning">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          ) : null}
          {waiting.map((upload) => (
            <WaitingUpload
              key={upload.urlStorageKey}
              upload={upload}
              elsewhere={otherTabs.get(upload.metadata.videoUid ?? '')}
              onPick={() => {
                continuing.current = upload
                picker.current?.click()
              }}
              onForget={() => forget(upload)}
            />
          ))}
          {items.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
        </div>
      ) : null}
      <input
        ref={picker}
        type="file"
        accept="video/*"
        className={styles.hidden}
        data-testid="upload-continue-picker"
        onChange={(event) => {
          void continueWith(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </section>
  )
}
