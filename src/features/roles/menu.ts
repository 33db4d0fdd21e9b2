import { ShieldKeyholeRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { ROLES_ACCESS } from './access'

export const menu: MenuContribution[] = [
  { group: 'adminPanel', order: 20, item: menuItem('/role-management', 'menu.roleManagement', ShieldKeyholeRegular, ROLES_ACCESS) },
]
