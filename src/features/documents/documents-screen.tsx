import { AreaFrame } from '@/shared/ui/page-frame/area-frame'

/** /documents: the company's documents. */
export function DocumentsScreen() {
  return <AreaFrame ns="documents" segment="documents" />
}
