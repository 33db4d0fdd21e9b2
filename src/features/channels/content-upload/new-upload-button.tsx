import { Button } from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import type { ContentPlacement } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'
import { readDraft, useDraftKey } from '@/shared/form'
import { wizardDraftScope } from './wizard-draft'

const ContentWizard = lazy(() => import('./content-wizard').then((module) => ({ default: module.ContentWizard })))

/** Who may open the content creation. */
const CONTENT_CREATE = 'content_create'

/** "New upload" on the videos and short-videos pages: opens the content creation wizard (at once when a reload left one with a draft). */
export function NewUploadButton({ placement }: { placement: ContentPlacement }) {
  const { t } = useTranslation('uploads')
  const { channelId = '' } = useParams()
  const { can } = usePermissions()
  // A wizard left open by a reload (its draft kept) opens again with what it held.
  const draftKey = useDraftKey(wizardDraftScope(useLocation().pathname))
  const [open, setOpen] = useState(() => readDraft(draftKey) != null)
  if (!can(CONTENT_CREATE)) return null
  return (
    <>
      <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>
        {t('newUpload')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ContentWizard channelId={channelId} placement={placement} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
