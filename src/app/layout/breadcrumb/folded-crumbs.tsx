import { BreadcrumbButton, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { MoreHorizontalRegular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Crumb } from './crumbs'

interface FoldedCrumbsProps {
  crumbs: readonly Crumb[]
  render: (crumb: Crumb) => ReactNode
  onFollow: (to: string) => void
}

/**
 * The crumbs between home and the current page, folded into one "…" button on a phone: each keeps
 * its name and its link in the menu, so the current page's name has the room, whole.
 */
export function FoldedCrumbs({ crumbs, render, onFollow }: FoldedCrumbsProps) {
  const { t } = useTranslation('breadcrumb')
  return (
    <Menu positioning="below-start">
      <MenuTrigger disableButtonEnhancement>
        <BreadcrumbButton icon={<MoreHorizontalRegular />} aria-label={t('folded', { count: crumbs.length })} title={t('folded', { count: crumbs.length })} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {crumbs.map((crumb) => (
            <MenuItem key={crumb.id} disabled={!crumb.clickable} onClick={crumb.clickable ? () => onFollow(crumb.to) : undefined}>
              {render(crumb)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
