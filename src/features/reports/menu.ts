import { DataBarVerticalRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { REPORT_ENTRY_PERMISSIONS } from './access'

export const menu: MenuContribution[] = [
  { order: 50, item: menuItem('/reports', 'menu.reports', DataBarVerticalRegular, { permissions: REPORT_ENTRY_PERMISSIONS }) },
]
