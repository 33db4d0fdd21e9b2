import { OptionsRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { PARAMETER_ACCESS } from './access'

export const menu: MenuContribution[] = [
  { group: 'adminPanel', order: 40, item: menuItem('/dynamicParameter', 'menu.dynamicParameter', OptionsRegular, PARAMETER_ACCESS.dynamicParameter) },
]
