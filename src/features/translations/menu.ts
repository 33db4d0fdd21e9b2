import { TranslateRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { TRANSLATIONS_ACCESS } from './access'

export const menu: MenuContribution[] = [
  { group: 'tools', order: 20, item: menuItem('/translation', 'menu.translation', TranslateRegular, TRANSLATIONS_ACCESS) },
]
