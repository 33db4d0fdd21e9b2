import { TaskListLtrRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { JOBS_ACCESS } from './access'

export const menu: MenuContribution[] = [{ group: 'tools', order: 40, item: menuItem('/jobs', 'menu.jobs', TaskListLtrRegular, JOBS_ACCESS) }]
