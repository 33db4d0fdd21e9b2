import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components'
import { ArrowUndoRegular, DocumentSearchRegular, GavelRegular, ShieldCheckmarkRegular, TagRegular, TextBulletListSquareRegular } from '@fluentui/react-icons'
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { getSearchClaimsQueryKey, searchClaims, useGetClaimants, useSearchClaims } from '@/api/generated/channel/endpoints/claims/claims'
import type { Claim, ClaimAction, ClaimPage, ClaimSearchRequest } from '@/api/generated/channel/model'
import { useFormatters, useUrlPanel } from '@/shared/hooks'
import { OPTION_LIST_QUERY, useOptionList } from '@/shared/options'
import {
  ListPage,
  serverListSource,
  useServerList,
  type BulkAction,
  type ListColumn,
  type ListFilterControl,
  type ListFiltersOf,
  type ListStateOf,
  type RowAction,
} from '@/shared/list'
import { ChannelStrikes } from './channel-strikes'
import { ClaimStatusBadge, Countdown, type CountdownTexts } from './claim-cells'
import { ClaimDetailPanel } from './claim-detail-panel'
import { ClaimMoveDialog, type ClaimMoveRequest } from './claim-move-dialog'
import { CLAIM_WRITE, isLegal, MOVES } from './claim-moves'
import { CLAIM_DEFAULT_COLUMNS, CLAIM_STATUSES, claimSearchFilters, claimsList, DUE_WITHIN, MATCH_TYPES, POLICY_ACTIONS, type ClaimScope } from './claims-list'

type SortKey = (typeof claimsList.sortKeys)[number]

const CLAIMS = serverListSource<ClaimSearchRequest, Claim>(useSearchClaims, searchClaims, getSearchClaimsQueryKey)

/** The detail panel's query parameter: `?claim=<id>`. */
const CLAIM_PANEL = 'claim'
/** A selection acted on at once: up to this many (in parts of 500). */
const BULK_LIMIT = 5_000

const ICONS: Record<ClaimAction, ReactElement> = {
  release: <ShieldCheckmarkRegular />,
  releaseExclude: <ShieldCheckmarkRegular />,
  dispute: <GavelRegular />,
  reinstate: <ArrowUndoRegular />,
  changePolicy: <TagRegular />,
}

const useStyles = makeStyles({
  counts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  due: { fontVariantNumeric: 'tabular-nums' },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, display: 'block' },
})

export interface ClaimsDeskProps {
  scope: ClaimScope
  title: string
  /** The channel column and filter (a CMS's or everyone's claims, not one channel's). */
  showChannel: boolean
  /** Names the exported file. */
  exportName: string
}

/**
 * The claims desk on the list kit: filters and sort in the URL, the deadline as a countdown,
 * soonest first, the counts due within 48 hours and 7 days above the list, a claim's detail in
 * a panel (`?claim=`), and the legal moves on one claim or a selection (read only without claim_write).
 */
export function ClaimsDesk({ scope, title, showChannel, exportName }: ClaimsDeskProps) {
  const { t } = useTranslation('claims')
  const format = useFormatters()
  const styles = useStyles()
  const scopeKey = JSON.stringify(scope)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is compared by value
  const toBody = useCallback((state: ListStateOf<typeof claimsList>) => claimSearchFilters(scope, state), [scopeKey])
  const server = useServerList(claimsList, toBody, CLAIMS)
  const page = server.query.data as ClaimPage | undefined
  const asOf = page ? Date.parse(page.asOf) : 0
  const detail = useUrlPanel(CLAIM_PANEL)
  const [move, setMove] = useState<ClaimMoveRequest | null>(null)
  const settle = useRef<(() => void) | null>(null)
  const claimants = useOptionList(useGetClaimants(OPTION_LIST_QUERY))

  const startMove = useCallback((request: ClaimMoveRequest) => {
    setMove(request)
    return new Promise<void>((resolve) => {
      settle.current = resolve
    })
  }, [])
  const endMove = () => {
    setMove(null)
    settle.current?.()
    settle.current = null
  }

  const countdown = useMemo<CountdownTexts>(
    () => ({
      none: t('deadline.none'),
      overdue: t('deadline.overdue'),
      daysHours: (days, hours) => t('deadline.daysHours', { days, hours }),
      hoursMinutes: (hours, minutes) => t('deadline.hoursMinutes', { hours, minutes }),
    }),
    [t],
  )

  const columns = useMemo<ListColumn<Claim, SortKey>[]>(() => {
    const all: ListColumn<Claim, SortKey>[] = [
      {
        id: 'deadline',
        label: t('columns.deadline'),
        sortKey: 'deadline',
        required: true,
        width: 140,
        render: (c) => <Countdown deadline={c.deadline} asOf={asOf} format={format} texts={countdown} />,
        csv: (c) => c.deadline ?? '',
      },
      {
        id: 'status',
        label: t('columns.status'),
        sortKey: 'status',
        width: 130,
        render: (c) => <ClaimStatusBadge status={c.status} label={t(`status.${c.status}`)} />,
        csv: (c) => t(`status.${c.status}`),
      },
      {
        id: 'video',
        label: t('columns.video'),
        sortKey: 'videoTitle',
        required: true,
        width: 260,
        render: (c) => (
          <Link
            className={styles.cell}
            href={`?${CLAIM_PANEL}=${c.id}`}
            title={c.videoTitle}
            onClick={(event) => {
              event.preventDefault()
              detail.open(c.id)
            }}
          >
            {c.videoTitle}
          </Link>
        ),
        csv: (c) => c.videoTitle,
      },
      {
        id: 'claimant',
        label: t('columns.claimant'),
        sortKey: 'claimant',
        width: 180,
        render: (c) => (
          <span className={styles.cell} title={c.claimant}>
            {c.claimant}
          </span>
        ),
        csv: (c) => c.claimant,
      },
      {
        id: 'asset',
        label: t('columns.asset'),
        width: 220,
        render: (c) => (
          <span className={styles.cell} title={c.assetTitle}>
            {c.assetTitle}
          </span>
        ),
        csv: (c) => c.assetTitle,
      },
      { id: 'matchType', label: t('columns.matchType'), width: 130, render: (c) => t(`matchType.${c.matchType}`), csv: (c) => t(`matchType.${c.matchType}`) },
      {
        id: 'policy',
        label: t('columns.policy'),
        width: 200,
        render: (c) => (
          <span className={styles.cell} title={c.policyName}>
            {`${t(`policy.${c.policyAction}`)} · ${c.policyName}`}
          </span>
        ),
        csv: (c) => `${t(`policy.${c.policyAction}`)} · ${c.policyName}`,
      },
      {
        id: 'channel',
        label: t('columns.channel'),
        width: 180,
        render: (c) => (
          <span className={styles.cell} title={c.channelTitle}>
            {c.channelTitle}
          </span>
        ),
        csv: (c) => c.channelTitle,
      },
      {
        id: 'createdAt',
        label: t('columns.createdAt'),
        sortKey: 'createdAt',
        width: 170,
        render: (c) => format.dateTime(c.createdAt),
        csv: (c) => c.createdAt,
      },
      {
        id: 'lastActionAt',
        label: t('columns.lastActionAt'),
        sortKey: 'lastActionAt',
        width: 170,
        render: (c) => format.dateTime(c.lastActionAt),
        csv: (c) => c.lastActionAt,
      },
    ]
    return showChannel ? all : all.filter((column) => column.id !== 'channel')
  }, [t, format, styles, asOf, countdown, showChannel, detail])

  const filters = useMemo<ListFilterControl<ListFiltersOf<typeof claimsList>>[]>(
    () => [
      { kind: 'search', key: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
      { kind: 'select', key: 'due', label: t('filters.due'), options: DUE_WITHIN.map((value) => ({ value, label: t(`due.${value}`) })) },
      { kind: 'multiselect', key: 'status', label: t('filters.status'), options: CLAIM_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
      {
        kind: 'multiselect',
        key: 'matchType',
        label: t('filters.matchType'),
        options: MATCH_TYPES.map((value) => ({ value, label: t(`matchType.${value}`) })),
      },
      { kind: 'multiselect', key: 'policy', label: t('filters.policy'), options: POLICY_ACTIONS.map((value) => ({ value, label: t(`policy.${value}`) })) },
      { kind: 'select', key: 'claimant', label: t('filters.claimant'), options: claimants.options, loading: claimants.loading },
    ],
    [t, claimants.options, claimants.loading],
  )

  const cmsOf = useCallback((rows: readonly Claim[]) => rows[0]?.cmsId ?? ('cmsId' in scope ? scope.cmsId : null), [scope])
  const rowActions = useMemo<RowAction<Claim>[]>(
    () => [
      { id: 'open', label: t('actions.open'), icon: <DocumentSearchRegular />, onSelect: (c) => detail.open(c.id) },
      ...MOVES.map((action) => ({
        id: action,
        label: t(`actions.${action}`),
        icon: ICONS[action],
        permission: CLAIM_WRITE,
        visible: (c: Claim) => isLegal(action, c.status),
        onSelect: (c: Claim) => startMove({ action, ids: [c.id], cmsId: c.cmsId, single: true }),
      })),
    ],
    [t, detail, startMove],
  )
  const bulkActions = useMemo<BulkAction<Claim>[]>(
    () =>
      MOVES.map((action) => ({
        id: action,
        label: t(`actions.${action}`),
        icon: ICONS[action],
        permission: CLAIM_WRITE,
        limit: BULK_LIMIT,
        run: (ids, rows) => startMove({ action, ids, cmsId: cmsOf(rows) }),
      })),
    [t, startMove, cmsOf],
  )

  const setDue = (due: 'h48' | 'd7') => server.list.setFilters({ due })
  const subtitle = page ? (
    <span className={styles.counts} data-testid="claims-due-counts">
      {'channelId' in scope ? <ChannelStrikes channelId={scope.channelId} /> : null}
      <Button appearance="transparent" size="small" icon={<TextBulletListSquareRegular />} onClick={() => setDue('h48')}>
        <Text weight="semibold" className={styles.due}>
          {t('counts.h48', { count: page.dueWithin48h, formatted: format.integer(page.dueWithin48h) })}
        </Text>
      </Button>
      <Button appearance="transparent" size="small" onClick={() => setDue('d7')}>
        <Text className={styles.due}>{t('counts.d7', { count: page.dueWithin7d, formatted: format.integer(page.dueWithin7d) })}</Text>
      </Button>
    </span>
  ) : null

  return (
    <ListPage
      server={server}
      title={title}
      subtitle={subtitle}
      columns={columns}
      defaultColumns={showChannel ? CLAIM_DEFAULT_COLUMNS : CLAIM_DEFAULT_COLUMNS.filter((id) => id !== 'channel')}
      getRowId={(c) => c.id}
      rowLabel={(c) => `${c.videoTitle} · ${c.assetTitle}`}
      filters={filters}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportFileName={exportName}
      emptyMessage={t('empty')}
    >
      {detail.value ? (
        <ClaimDetailPanel
          id={detail.value}
          onClose={detail.close}
          onMove={(action, claim) => void startMove({ action, ids: [claim.id], cmsId: claim.cmsId, single: true })}
        />
      ) : null}
      {move ? <ClaimMoveDialog request={move} onClose={endMove} /> : null}
    </ListPage>
  )
}
