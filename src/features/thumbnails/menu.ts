import { ImageMultipleRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { THUMBNAIL_ACCESS } from './access'

export const menu: MenuContribution[] = [{ group: 'tools', order: 10, item: menuItem('/Thumbnail', 'menu.thumbnail', ImageMultipleRegular, THUMBNAIL_ACCESS) }]
