import { Button } from '@fluentui/react-components'
import { ArrowUploadRegular } from '@fluentui/react-icons'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { ContentPlacement } from '@/api/generated/channel/model'
import { usePermissions } from '@/shared/auth'

const ContentWizard = lazy(() => import('./content-wizard').then((module) => ({ default: module.ContentWizard })))

/** Who may open the content creation. */
const CONTENT_CREATE = 'content_create'

/** "New upload" on the videos and short-videos pages: opens the content creation wizard. */
export function NewUploadButton({ placement }: { placement: ContentPlacement }) {
  const { t } = useTranslation('uploads')
  const { channelId = '' } = useParams()
  const { can } = usePermissions()
  const [open, setOpen] = useState(false)
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
