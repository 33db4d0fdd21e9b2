import { Avatar, Card, makeStyles, Text, tokens, ToggleButton, Toolbar } from '@fluentui/react-components'
import { GridRegular, TextBulletListLtrRegular } from '@fluentui/react-icons'
import { useCallback, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { getSearchChannelsQueryKey, searchChannels, useSearchChannels, useSearchChannelsByCompany } from '@/api/generated/channel/endpoints/channels/channels'
import type { Channel, ChannelSearchRequest } from '@/api/generated/channel/model'
import { useGetIdentityEntityKeyValueList } from '@/api/generated/identity/endpoints/commons/commons'
import { carriedSearch } from '@/shared/routing'
import { OPTION_LIST_STALE_TIME, useKeyValueLookup } from '@/shared/options'
import { ListPage, serverListSource, useServerList, type ListColumn, type ListFilterControl, type ListFiltersOf, type RowAction } from '@/shared/list'
import { useFormatters } from '@/shared/hooks'
import { safeImageUrl } from '@/lib/safe-image-url'
import { ChannelBadges, ChannelCounts } from '../channel-detail/channel-badges'
import { rememberChannel, writeCompanyId, writeSelectBoxData } from '../channel-detail/channel-memory'
import { myChannelsFilters, myChannelsList } from './my-channels-list'

type SortKey = (typeof myChannelsList.sortKeys)[number]

const CHANNELS = serverListSource<ChannelSearchRequest, Channel>(useSearchChannels, searchChannels, getSearchChannelsQueryKey)

const DEFAULT_COLUMNS = ['channel', 'companyName', 'subscriberCount', 'videoCount', 'status'] as const
const VIEW = 'view'

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { position: 'relative', gap: tokens.spacingVerticalM },
  top: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    // The whole card opens the channel; the link is the one focusable element.
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 },
  },
  muted: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  channelCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  cellLink: { color: tokens.colorBrandForeground1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

/** /mychannels: the channels the user works on, as cards or a list, by company; opening one goes to its videos. */
export function MyChannelsScreen() {
  const { t } = useTranslation(['channels', 'breadcrumb'])
  const styles = useStyles()
  const format = useFormatters()
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const server = useServerList(myChannelsList, myChannelsFilters, CHANNELS)
  const companyId = server.list.state.filters.companyId
  const companies = useKeyValueLookup(useGetIdentityEntityKeyValueList, 'Company', { selected: [companyId] })

  // The switcher's options (stored as selectBoxData): the chosen company's channels, or every channel the user sees.
  const options = useSearchChannelsByCompany(
    { index: 0, size: 500, ...(companyId ? { companyIds: [companyId] } : {}) },
    { query: { staleTime: OPTION_LIST_STALE_TIME } },
  )
  useEffect(() => {
    if (options.data) writeSelectBoxData(options.data.items)
  }, [options.data])
  useEffect(() => {
    if (companyId) writeCompanyId(companyId)
  }, [companyId])

  const view = params.get(VIEW) === 'list' ? 'list' : 'cards'
  const setView = (next: 'cards' | 'list') =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        if (next === 'list') updated.set(VIEW, 'list')
        else updated.delete(VIEW)
        return updated
      },
      { replace: true },
    )

  const search = carriedSearch(location.search)
  const hrefOf = useCallback((channel: Channel) => `/my-channels/${channel.id}/contents/videos${search}`, [search])
  const open = useCallback(
    (channel: Channel) => {
      rememberChannel(channel)
      void navigate(hrefOf(channel))
    },
    [navigate, hrefOf],
  )

  const columns = useMemo<ListColumn<Channel, SortKey>[]>(
    () => [
      {
        id: 'channel',
        label: t('pages.channels.myChannels.columns.channel'),
        sortKey: 'name',
        required: true,
        width: 280,
        csv: (c) => c.name,
        render: (c) => (
          <span className={styles.channelCell}>
            <Avatar size={28} shape="square" color="colorful" name={c.name} image={imageOf(c)} aria-hidden="true" />
            <Link className={styles.cellLink} to={hrefOf(c)} onClick={() => rememberChannel(c)}>
              {c.name}
            </Link>
          </span>
        ),
      },
      {
        id: 'companyName',
        label: t('pages.channels.myChannels.columns.company'),
        sortKey: 'companyName',
        width: 200,
        csv: (c) => c.companyName,
        render: (c) => c.companyName,
      },
      {
        id: 'cmsName',
        label: t('pages.channels.myChannels.columns.cms'),
        width: 180,
        csv: (c) => c.cmsName ?? '',
        render: (c) => c.cmsName ?? t('pages.channels.myChannels.noCms'),
      },
      {
        id: 'subscriberCount',
        label: t('pages.channels.myChannels.columns.subscriberCount'),
        sortKey: 'subscriberCount',
        align: 'end',
        width: 130,
        csv: (c) => c.subscriberCount,
        render: (c) => format.integer(c.subscriberCount),
      },
      {
        id: 'videoCount',
        label: t('pages.channels.myChannels.columns.videoCount'),
        sortKey: 'videoCount',
        align: 'end',
        width: 110,
        csv: (c) => c.videoCount,
        render: (c) => format.integer(c.videoCount),
      },
      { id: 'status', label: t('pages.channels.myChannels.columns.status'), sortKey: 'status', width: 280, render: (c) => <ChannelBadges channel={c} /> },
    ],
    [t, styles, format, hrefOf],
  )

  const rowActions = useMemo<RowAction<Channel>[]>(() => [{ id: 'open', label: t('pages.channels.myChannels.open'), onSelect: open }], [t, open])

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof myChannelsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('pages.channels.myChannels.search'), placeholder: t('pages.channels.myChannels.searchPlaceholder') },
      { kind: 'select', key: 'companyId', label: t('pages.channels.myChannels.company'), options: companies.options, loading: companies.loading },
    ],
    [t, companies],
  )

  const renderCards = useCallback(
    (rows: Channel[]) => (
      <ul className={styles.grid} aria-label={t('breadcrumb:segments.mychannels')}>
        {rows.map((channel) => (
          <li key={channel.id}>
            <Card className={styles.card}>
              <div className={styles.top}>
                <Avatar size={48} shape="square" color="colorful" name={channel.name} image={imageOf(channel)} aria-hidden="true" />
                <div className={styles.names}>
                  <Link className={styles.name} to={hrefOf(channel)} onClick={() => rememberChannel(channel)}>
                    {channel.name}
                  </Link>
                  <Text size={200} className={styles.muted}>
                    {[channel.companyName, channel.cmsName].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </div>
              <ChannelCounts channel={channel} compact />
              <ChannelBadges channel={channel} />
            </Card>
          </li>
        ))}
      </ul>
    ),
    [styles, t, hrefOf],
  )

  const viewToggle = (
    <Toolbar aria-label={t('pages.channels.myChannels.view.label')} size="small">
      <ToggleButton
        checked={view === 'cards'}
        icon={<GridRegular />}
        onClick={() => setView('cards')}
        aria-label={t('pages.channels.myChannels.view.cards')}
        title={t('pages.channels.myChannels.view.cards')}
      />
      <ToggleButton
        checked={view === 'list'}
        icon={<TextBulletListLtrRegular />}
        onClick={() => setView('list')}
        aria-label={t('pages.channels.myChannels.view.list')}
        title={t('pages.channels.myChannels.view.list')}
      />
    </Toolbar>
  )

  return (
    <ListPage
      server={server}
      title={t('breadcrumb:segments.mychannels')}
      subtitle={t('pages.channels.myChannels.subtitle')}
      columns={columns}
      defaultColumns={DEFAULT_COLUMNS}
      getRowId={(c) => c.id}
      rowLabel={(c) => c.name}
      filters={filters}
      rowActions={rowActions}
      actions={viewToggle}
      renderRows={view === 'cards' ? renderCards : undefined}
      exportFileName={t('pages.channels.myChannels.exportFile')}
      emptyMessage={t('pages.channels.myChannels.empty')}
    />
  )
}

const imageOf = (channel: Channel) => {
  const src = safeImageUrl(channel.thumbnail)
  return src ? { src, alt: '' } : undefined
}
