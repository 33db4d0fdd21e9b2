import { BoardRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'

export const menu: MenuContribution[] = [{ order: 10, item: menuItem('/dashboard-panel', 'menu.dashboard', BoardRegular) }]
