import { HistoryRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { AUDIT_ACCESS } from './access'

export const menu: MenuContribution[] = [{ group: 'adminPanel', order: 50, item: menuItem('/audit', 'menu.audit', HistoryRegular, AUDIT_ACCESS) }]
