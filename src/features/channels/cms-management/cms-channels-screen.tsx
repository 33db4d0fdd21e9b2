import { Avatar, Badge, Link, makeStyles, tokens } from '@fluentui/react-components'
import { OpenRegular } from '@fluentui/react-icons'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  getSearchCmsChannelsQueryKey,
  searchCmsChannels,
  useSearchCmsChannels,
  useUpdateCmsChannelStatus,
} from '@/api/generated/channel/endpoints/cms-channels/cms-channels'
import type { CmsChannel, CmsChannelSearchRequest } from '@/api/generated/channel/model'
import { safeImageUrl } from '@/lib/safe-image-url'
import {
  ListPage,
  serverListSource,
  StatusBadge,
  useServerList,
  useStandardRowActions,
  useStatusChange,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type ListStateOf,
  type RowAction,
} from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { CMS_WRITE } from '../access'
import { CLAIM_THRESHOLDS, CMS_CHANNEL_DEFAULT_COLUMNS, cmsChannelSearchFilters, cmsChannelsList } from './cms-channels-list'
import { useManagedCms } from './use-managed-cms'

type SortKey = (typeof cmsChannelsList.sortKeys)[number]

const CMS_CHANNELS = serverListSource<CmsChannelSearchRequest, CmsChannel>(useSearchCmsChannels, searchCmsChannels, getSearchCmsChannelsQueryKey)

const nameOf = (channel: CmsChannel) => channel.channel

/** Where a CMS channel opens: the shared channel-detail layout, with the CMS carried along. */
export const cmsChannelPath = (channel: CmsChannel) => `/cms-channels/${channel.id}?cmsId=${encodeURIComponent(channel.cmsId)}`

const useStyles = makeStyles({
  channel: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  link: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
})

/** /cms-management/channels?cmsId=: the channels of one CMS. */
export function CmsChannelsScreen() {
  const { t } = useTranslation('cms-channel')
  const styles = useStyles()
  const format = useFormatters()
  const navigate = useNavigate()
  const cms = useManagedCms()
  const toBody = useCallback((state: ListStateOf<typeof cmsChannelsList>) => cmsChannelSearchFilters(cms.id, state), [cms.id])
  const server = useServerList(cmsChannelsList, toBody, CMS_CHANNELS)

  const { mutateAsync: setStatus } = useUpdateCmsChannelStatus()
  const changeStatus = useStatusChange('cms-channel', setStatus, server.refresh, nameOf)
  const standardActions = useStandardRowActions<CmsChannel>({
    namespace: 'cms-channel',
    permission: CMS_WRITE,
    name: nameOf,
    statusChange: changeStatus,
    // A status change applies at once; the toast's Undo sets it back (docs/decisions.md "Trash and Undo").
    confirmDeactivate: false,
  })
  const open = useCallback((channel: CmsChannel) => void navigate(cmsChannelPath(channel)), [navigate])
  const rowActions = useMemo<RowAction<CmsChannel>[]>(
    () => [{ id: 'open', label: t('actions.open'), icon: <OpenRegular />, onSelect: open }, ...standardActions],
    [t, open, standardActions],
  )

  const yesNo = useCallback((value: boolean) => (value ? t('yes') : t('no')), [t])
  const flag = useCallback(
    (value: boolean) => (
      <Badge appearance="tint" shape="rounded" color={value ? 'success' : 'subtle'}>
        {yesNo(value)}
      </Badge>
    ),
    [yesNo],
  )
  const statusLabel = useCallback((status: string) => t(status === 'active' ? 'status.active' : 'status.passive'), [t])

  const columns = useMemo<ListColumn<CmsChannel, SortKey>[]>(
    () => [
      {
        id: 'channel',
        label: t('columns.channel'),
        sortKey: 'channel',
        required: true,
        width: 280,
        render: (channel) => {
          const image = safeImageUrl(channel.thumbnail)
          return (
            <span className={styles.channel}>
              <Avatar size={28} shape="square" color="colorful" name={channel.channel} image={image ? { src: image, alt: '' } : undefined} aria-hidden="true" />
              <Link
                className={styles.link}
                href={cmsChannelPath(channel)}
                title={channel.channel}
                onClick={(event) => {
                  event.preventDefault()
                  open(channel)
                }}
              >
                {channel.channel}
              </Link>
            </span>
          )
        },
        csv: (channel) => channel.channel,
      },
      {
        id: 'copyright',
        label: t('columns.copyright'),
        sortKey: 'copyright',
        align: 'end',
        width: 130,
        render: (c) => format.number(c.copyright),
        csv: (c) => c.copyright,
      },
      {
        id: 'isChannelConnectedToPlatform',
        label: t('columns.isChannelConnectedToPlatform'),
        sortKey: 'isChannelConnectedToPlatform',
        width: 170,
        render: (c) => flag(c.isChannelConnectedToPlatform),
        csv: (c) => yesNo(c.isChannelConnectedToPlatform),
      },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        width: 120,
        render: (c) => <StatusBadge status={c.status} label={statusLabel(c.status)} />,
        csv: (c) => statusLabel(c.status),
      },
      {
        id: 'isChannelMonetizationEnabled',
        label: t('columns.isChannelMonetizationEnabled'),
        sortKey: 'isChannelMonetizationEnabled',
        width: 160,
        render: (c) => flag(c.isChannelMonetizationEnabled),
        csv: (c) => yesNo(c.isChannelMonetizationEnabled),
      },
      {
        id: 'thirdPartyClaimsCount',
        label: t('columns.thirdPartyClaimsCount'),
        sortKey: 'thirdPartyClaimsCount',
        align: 'end',
        width: 170,
        render: (c) => format.number(c.thirdPartyClaimsCount),
        csv: (c) => c.thirdPartyClaimsCount,
      },
      { id: 'channelId', label: t('columns.channelId'), width: 250, render: (c) => <span title={c.channelId}>{c.channelId}</span>, csv: (c) => c.channelId },
    ],
    [t, styles, format, flag, yesNo, statusLabel, open],
  )

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof cmsChannelsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      { kind: 'boolean', key: 'isChannelConnectedToPlatform', label: t('filters.isChannelConnectedToPlatform'), trueLabel: t('yes'), falseLabel: t('no') },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: (['active', 'passive'] as const).map((value) => ({ value, label: t(`status.${value}`) })),
      },
      { kind: 'boolean', key: 'isChannelMonetizationEnabled', label: t('filters.isChannelMonetizationEnabled'), trueLabel: t('yes'), falseLabel: t('no') },
      {
        kind: 'select',
        key: 'thirdPartyClaimsCount',
        label: t('filters.thirdPartyClaimsCount'),
        options: CLAIM_THRESHOLDS.map((value) => ({ value, label: t('filters.atLeast', { count: Number(value) }) })),
      },
    ],
    [t],
  )

  return (
    <ListPage
      server={server}
      title={t('title')}
      columns={columns}
      defaultColumns={CMS_CHANNEL_DEFAULT_COLUMNS}
      getRowId={(channel) => channel.id}
      rowLabel={nameOf}
      filters={filters}
      rowActions={rowActions}
      exportFileName={t('exportFile', { cms: cms.cmsKey })}
      emptyMessage={t('empty')}
    />
  )
}
