import { PeopleRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { USERS_ACCESS } from './access'

export const menu: MenuContribution[] = [{ group: 'adminPanel', order: 10, item: menuItem('/users', 'menu.users', PeopleRegular, USERS_ACCESS) }]
