import { TvRegular, VideoRegular } from '@fluentui/react-icons'
import { menuItem, type MenuContribution } from '@/shared/routing'
import { CMS_ACCESS, MY_CHANNELS_ACCESS } from './access'

export const menu: MenuContribution[] = [
  { group: 'channels', order: 10, item: menuItem('/cms', 'menu.cms', TvRegular, CMS_ACCESS) },
  { group: 'channels', order: 20, item: menuItem('/mychannels', 'menu.mychannels', VideoRegular, MY_CHANNELS_ACCESS) },
]
