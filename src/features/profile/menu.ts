import { PersonInfoRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'

export const menu: MenuContribution[] = [
  { group: 'accountManager', order: 10, item: menuItem('/profile/profile-information', 'menu.profileInformation', PersonInfoRegular) },
]
