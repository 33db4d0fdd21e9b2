import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  makeStyles,
  mergeClasses,
  SkeletonItem,
  Skeleton,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular, HomeRegular, MoreHorizontalRegular } from '@fluentui/react-icons'
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { isolateText } from '@/lib/bidi'
import { useIsPhone } from '@/shared/hooks'
import { crumbLabels, useRouteMatches } from '../route-marks'
import { buildCrumbs, type Crumb, type EntityCrumb, type LabelCrumb } from './crumbs'
import { useEntityName, useFailedEntityNames } from './use-entity-name'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  trail: { minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  retry: { flexShrink: 0 },
  list: { flexWrap: 'nowrap', minWidth: 0 },
  // On a narrow screen the earlier crumbs give way (ellipsis, full text as title); the current page keeps its name.
  item: { minWidth: '2.5em', flexShrink: 1 },
  // Never wider than the screen allows beside the start of the trail: a long name ends with an ellipsis.
  lastItem: { minWidth: 0, flexShrink: 0, maxWidth: 'min(70%, 60vw)' },
  // Beside home and the folded crumbs only (a phone): the current page takes all the room left.
  lastBesideFolded: { flexShrink: 1, maxWidth: 'none' },
  // Unfolded on a phone: every crumb whole, on as many lines as they need.
  wrapped: { flexWrap: 'wrap' },
  whole: { flexShrink: 0, maxWidth: '100%', minWidth: 0 },
  divider: { flexShrink: 0 },
  button: { minWidth: 0, maxWidth: '100%' },
  clip: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  text: {
    display: 'block',
    lineHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    fontSize: tokens.fontSizeBase300,
    minWidth: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
  },
  current: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  // The home crumb is its icon (its name read out and shown on hover): 40 px more for the others.
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  skeleton: { width: '96px' },
})

/** Labels crumbs by their routes' keys, loading a namespace a key names (a page's own) when it is not yet. */
function useCrumbLabel(crumbs: readonly Crumb[]) {
  const namespaces = [...new Set(crumbs.flatMap((crumb) => (crumb.kind === 'label' ? crumb.keys : [])).map((key) => key.split(':')[0]!))]
  const { t, i18n } = useTranslation(['breadcrumb', ...namespaces], { useSuspense: false })
  return (crumb: LabelCrumb) => {
    const key = crumb.keys.find((candidate) => i18n.exists(candidate))
    return key ? t(key) : crumb.fallback
  }
}

function EntityLabel({ crumb }: { crumb: EntityCrumb }) {
  const { t } = useTranslation('breadcrumb')
  const styles = useStyles()
  const { status, name } = useEntityName(crumb.entity, crumb.entityId)
  if (status === 'pending') {
    return (
      <Skeleton aria-label={t('loadingName')} className={styles.skeleton}>
        <SkeletonItem size={16} />
      </Skeleton>
    )
  }
  // A failure that may pass says so (the Retry is beside the trail); a record the server does not have is unknown.
  if (status === 'error') {
    return (
      <span role="alert" className={styles.failed}>
        {t('nameFailed')}
      </span>
    )
  }
  if (status === 'success' && name) {
    // A record's name keeps its own direction and cannot reorder the trail around it.
    return (
      <bdi dir="auto" title={name}>
        {name}
      </bdi>
    )
  }
  const text = t(status === 'refused' ? 'refusedName' : 'unknownName')
  return <span title={text}>{text}</span>
}

/**
 * How much an earlier crumb gives way when the trail is short of room: the first (home) far more
 * than the second, and so on, so a few pixels short cost one crumb a few letters ("Ana Say…")
 * instead of every crumb its ending ("Ana S…", "Kanall…", "İçeri…", as at 1366 px on a playlist's
 * page). A crumb that reached its smallest width passes the rest to the next.
 */
const shrinkOf = (index: number, count: number) => 1000 ** Math.max(0, count - 2 - index)

/** Asks again for the names that could not be loaded (a link cannot hold a button, so it stands after the trail). */
function RetryNames({ crumbs }: { crumbs: readonly EntityCrumb[] }) {
  const { t } = useTranslation(['breadcrumb', 'common'])
  const styles = useStyles()
  const names = useFailedEntityNames(crumbs)
  if (names.failed === 0) return null
  return (
    <Button
      className={styles.retry}
      size="small"
      appearance="subtle"
      icon={names.retrying ? <Spinner size="extra-tiny" /> : <ArrowClockwiseRegular />}
      disabledFocusable={names.retrying}
      title={t('retryNames', { count: names.failed })}
      onClick={names.retry}
    >
      {t('common:actions.retry')}
    </Button>
  )
}

/**
 * The breadcrumb: home plus one item per segment (UUIDs shown as the CMS or channel name),
 * the last two not clickable; sets the document title to the last crumb.
 */
export function AppBreadcrumb() {
  const { t } = useTranslation(['breadcrumb', 'common'])
  const styles = useStyles()
  const location = useLocation()
  const navigate = useNavigate()
  const matches = useRouteMatches()
  const crumbs = useMemo(() => buildCrumbs(location.pathname, location.search, crumbLabels(matches)), [location.pathname, location.search, matches])
  const labelOf = useCrumbLabel(crumbs)

  const last = crumbs[crumbs.length - 1]
  const lastEntity = useEntityName(last?.kind === 'entity' ? last.entity : undefined, last?.kind === 'entity' ? last.entityId : undefined)
  const title = !last ? '' : last.kind === 'label' ? labelOf(last) : lastEntity.status === 'success' ? (lastEntity.name ?? '') : ''
  const entityCrumbs = useMemo(() => crumbs.filter((crumb): crumb is EntityCrumb => crumb.kind === 'entity'), [crumbs])
  const appName = t('common:app.name')
  // When the trail is wider than its room, it shows its end: the current page's crumb is always in view.
  const trail = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = trail.current
    if (!element) return
    const toEnd = () => {
      element.scrollLeft = element.scrollWidth
    }
    toEnd()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(toEnd) : null
    observer?.observe(element)
    // A crumb grows when its name arrives (a channel's, a playlist's): each is watched.
    element.querySelectorAll('li').forEach((item) => observer?.observe(item))
    return () => observer?.disconnect()
  }, [crumbs, title])
  useEffect(() => {
    document.title = title ? `${isolateText(title)} · ${appName}` : appName
  }, [title, appName])

  // On a phone the crumbs between home and the current page fold into one "…" button: the page's
  // own name (a playlist's can be long) gets the room. Pressed, the whole trail shows, wrapped
  // over lines, until the next page. (No popover: its positioning is not in the layout's bundle.)
  const phone = useIsPhone()
  const here = location.pathname + location.search
  const [unfoldedAt, setUnfoldedAt] = useState<string | null>(null)
  const unfolded = phone && unfoldedAt === here
  const folded = phone && !unfolded && crumbs.length > 3 ? crumbs.slice(1, -1) : []
  const shown = folded.length > 0 ? [crumbs[0]!, crumbs[crumbs.length - 1]!] : crumbs
  // The "…" button goes when pressed; focus moves to the first crumb it revealed, in the commit that
  // shows it (a frame timer could fire before that commit on a busy machine, leaving focus nowhere).
  const focusRevealed = useRef(false)
  useLayoutEffect(() => {
    if (!unfolded || !focusRevealed.current) return
    focusRevealed.current = false
    trail.current?.querySelectorAll<HTMLElement>('a[href]')[1]?.focus()
  }, [unfolded])

  const follow = (to: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    void navigate(to)
  }

  return (
    <div className={styles.root}>
      <Breadcrumb
        ref={trail}
        className={styles.trail}
        list={{ className: mergeClasses(styles.list, unfolded && styles.wrapped) }}
        size="medium"
        aria-label={t('label')}
      >
        {shown.map((crumb, index) => {
          const isLast = index === shown.length - 1
          const label = crumb.kind === 'label' ? labelOf(crumb) : undefined
          const content = crumb.kind === 'label' ? label : <EntityLabel crumb={crumb} />
          return (
            <Fragment key={crumb.id}>
              {index === 1 && folded.length > 0 ? (
                <>
                  <BreadcrumbItem className={styles.divider}>
                    <BreadcrumbButton
                      icon={<MoreHorizontalRegular />}
                      aria-label={t('folded', { count: folded.length })}
                      title={t('folded', { count: folded.length })}
                      aria-expanded={false}
                      onClick={() => {
                        focusRevealed.current = true
                        setUnfoldedAt(here)
                      }}
                    />
                  </BreadcrumbItem>
                  <BreadcrumbDivider className={styles.divider} />
                </>
              ) : null}
              <BreadcrumbItem
                className={unfolded ? styles.whole : isLast ? mergeClasses(styles.lastItem, folded.length > 0 && styles.lastBesideFolded) : styles.item}
                style={isLast || unfolded ? undefined : { flexShrink: shrinkOf(index, shown.length) }}
              >
                {crumb.clickable && crumb.id === 'home' ? (
                  <BreadcrumbButton className={styles.button} href={crumb.to} onClick={follow(crumb.to)} icon={<HomeRegular />} title={label}>
                    <span className={styles.hidden}>{content}</span>
                  </BreadcrumbButton>
                ) : crumb.clickable ? (
                  <BreadcrumbButton className={styles.button} href={crumb.to} onClick={follow(crumb.to)}>
                    <span className={styles.clip} title={label}>
                      {content}
                    </span>
                  </BreadcrumbButton>
                ) : (
                  <span className={mergeClasses(styles.text, isLast && styles.current)} title={label} aria-current={isLast ? 'page' : undefined}>
                    {content}
                  </span>
                )}
              </BreadcrumbItem>
              {isLast ? null : <BreadcrumbDivider className={styles.divider} />}
            </Fragment>
          )
        })}
      </Breadcrumb>
      {entityCrumbs.length > 0 ? <RetryNames crumbs={entityCrumbs} /> : null}
    </div>
  )
}
