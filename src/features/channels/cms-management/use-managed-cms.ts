import { useOutletContext } from 'react-router'
import type { Cms } from '@/api/generated/channel/model'

/** What the /cms-management layout hands its pages: the CMS they show (loaded, known). */
export interface ManagedCms {
  cms: Cms
}

/** The CMS of a /cms-management page (the layout renders the page only once the CMS is known). */
export const useManagedCms = (): Cms => useOutletContext<ManagedCms>().cms
