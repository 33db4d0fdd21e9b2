import {
  makeStyles,
  mergeClasses,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  Skeleton,
  SkeletonItem,
  tokens,
} from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLogout, usePermissions, useClaims } from '@/shared/auth'
import { PermissionsErrorBar } from '@/shared/feedback'
import { freshOpenState } from '@/shared/frame'
import { readString, writeString } from '@/lib/safe-storage'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { filterMenu, groupOf, MENU, type MenuItem } from './menu'
import { menuKeyOf, useRouteMatches } from '../route-marks'
import { SidebarProfile } from './sidebar-profile'

/** Sidebar width 280 px; on small screens the drawer closes 100 ms after a click. */
const SIDEBAR_WIDTH = '280px'
const MOBILE_CLOSE_DELAY_MS = 100

const useStyles = makeStyles({
  drawer: { width: SIDEBAR_WIDTH, maxWidth: '100vw', height: '100%', borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  // flexShrink 0: a wide page (a list table) must not squeeze the inline sidebar below 280 px.
  inline: { position: 'sticky', top: 0, height: '100vh', flexShrink: 0 },
  header: { paddingBottom: tokens.spacingVerticalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  skeleton: { display: 'grid', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
})

export interface SidebarProps {
  /** Below 992 px the sidebar is an overlay drawer. */
  isMobile: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

const isModifiedClick = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0

export function Sidebar({ isMobile, open, onOpenChange }: SidebarProps) {
  const { t } = useTranslation(['sidebar', 'common'])
  const styles = useStyles()
  const permissions = usePermissions()
  const { organizationIds } = useClaims()
  const navigate = useNavigate()
  const logout = useLogout()
  const queryClient = useQueryClient()
  const hasOrganization = organizationIds.length > 0

  const entries = useMemo(() => (permissions.ready ? filterMenu(MENU, permissions, hasOrganization) : []), [permissions, hasOrganization])
  // A page selects the entry its route names (handle.menuKey); pages outside the menu (notifications,
  // not found) keep the last entry the user chose selected.
  const selectedKey = menuKeyOf(useRouteMatches()) ?? readString(STORAGE_KEYS.lastSelectedMenuKey) ?? ''
  const selectedGroup = groupOf(entries, selectedKey)

  const [openCategories, setOpenCategories] = useState<string[]>(() => (selectedGroup ? [selectedGroup] : []))
  // The group of the page being shown opens when the page changes (state adjusted during render).
  const [openedFor, setOpenedFor] = useState(selectedGroup)
  if (openedFor !== selectedGroup) {
    setOpenedFor(selectedGroup)
    if (selectedGroup && !openCategories.includes(selectedGroup)) setOpenCategories([...openCategories, selectedGroup])
  }

  const go = ({ key, freshOpen }: MenuItem) => {
    writeString(STORAGE_KEYS.lastSelectedMenuKey, key)
    if (freshOpen) {
      // Marked stale only: the page, opened afresh, fetches them once on mount.
      void queryClient.invalidateQueries({ predicate: (query) => freshOpen.includes(String(query.queryKey[0])), refetchType: 'none' })
      void navigate(key, { state: freshOpenState() })
    } else {
      void navigate(key)
    }
    if (isMobile) setTimeout(() => onOpenChange(false), MOBILE_CLOSE_DELAY_MS)
  }

  const linkProps = (entry: MenuItem) =>
    entry.action === 'logout'
      ? {
          onClick: () => {
            writeString(STORAGE_KEYS.lastSelectedMenuKey, '/dashboard-panel')
            logout()
          },
        }
      : {
          href: entry.key,
          onClick: (event: MouseEvent) => {
            if (isModifiedClick(event)) return
            event.preventDefault()
            go(entry)
          },
        }

  return (
    <NavDrawer
      className={mergeClasses(styles.drawer, !isMobile && styles.inline)}
      type={isMobile ? 'overlay' : 'inline'}
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={selectedKey}
      selectedCategoryValue={selectedGroup ?? ''}
      openCategories={openCategories}
      onNavCategoryItemToggle={(_, data) => {
        const category = data.categoryValue ?? data.value
        setOpenCategories((current) => (current.includes(category) ? current.filter((value) => value !== category) : [...current, category]))
      }}
      aria-label={t('label')}
      id="app-sidebar"
    >
      <NavDrawerHeader className={styles.header}>
        <SidebarProfile />
      </NavDrawerHeader>
      <NavDrawerBody>
        {permissions.error ? (
          <PermissionsErrorBar error={permissions.error} onRetry={permissions.retry} />
        ) : !permissions.ready ? (
          <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <SkeletonItem key={index} size={24} />
            ))}
          </Skeleton>
        ) : (
          entries.map((entry) => {
            if (entry.kind === 'item') {
              const Icon = entry.icon
              return (
                <NavItem key={entry.key} value={entry.key} icon={Icon ? <Icon fontSize={20} /> : undefined} {...linkProps(entry)}>
                  {t(entry.labelKey)}
                </NavItem>
              )
            }
            const Icon = entry.icon
            return (
              <NavCategory key={entry.key} value={entry.key}>
                <NavCategoryItem icon={<Icon fontSize={20} />}>{t(entry.labelKey)}</NavCategoryItem>
                <NavSubItemGroup>
                  {entry.children.map((child) => (
                    <NavSubItem key={child.key} value={child.key} {...linkProps(child)}>
                      {t(child.labelKey)}
                    </NavSubItem>
                  ))}
                </NavSubItemGroup>
              </NavCategory>
            )
          })
        )}
      </NavDrawerBody>
    </NavDrawer>
  )
}
