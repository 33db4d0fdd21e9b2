import { DocumentFolderRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { DOCUMENTS_ACCESS } from './access'

export const menu: MenuContribution[] = [{ group: 'tools', order: 30, item: menuItem('/documents', 'menu.documents', DocumentFolderRegular, DOCUMENTS_ACCESS) }]
