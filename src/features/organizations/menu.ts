import { BuildingRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { ORGANIZATION_ACCESS, ORGANIZATION_QUERY_ROOTS } from './access'

export const menu: MenuContribution[] = [
  // Clicking Organizations opens the list afresh, also when it is already open (docs/decisions.md).
  {
    group: 'adminPanel',
    order: 30,
    item: menuItem('/organization', 'menu.organization', BuildingRegular, ORGANIZATION_ACCESS, { freshOpen: ORGANIZATION_QUERY_ROOTS }),
  },
]
