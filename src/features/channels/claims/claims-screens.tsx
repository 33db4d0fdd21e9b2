import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useManagedCms } from '../cms-management/use-managed-cms'
import { ClaimsDesk } from './claims-desk'

/** /cms-management/claims?cmsId=: the claims on every channel of one CMS. */
export function CmsClaimsScreen() {
  const { t } = useTranslation('claims')
  const cms = useManagedCms()
  return <ClaimsDesk scope={{ cmsId: cms.id }} title={t('title')} showChannel exportName={t('exportFile', { name: cms.cmsKey })} />
}

/** The claims tab of a channel (/my-channels/:channelId/claims, /cms-channels/:channelId/claims). */
export function ChannelClaimsScreen() {
  const { t } = useTranslation('claims')
  const { channelId = '' } = useParams()
  return <ClaimsDesk scope={{ channelId }} title={t('title')} showChannel={false} exportName={t('exportFile', { name: channelId })} />
}

/** /claims: every claim on the channels the user sees (the dashboard's copyright widget opens it). */
export function AllClaimsScreen() {
  const { t } = useTranslation('claims')
  return <ClaimsDesk scope={{}} title={t('allTitle')} showChannel exportName={t('exportFile', { name: 'all' })} />
}
