import {
  getSearchCompanyTrashQueryKey,
  searchCompanyTrash,
  usePurgeCompanies,
  useRestoreCompanies,
  useSearchCompanyTrash,
} from '@/api/generated/parameter/endpoints/companies/companies'
import {
  getSearchLicensorTrashQueryKey,
  searchLicensorTrash,
  usePurgeLicensors,
  useRestoreLicensors,
  useSearchLicensorTrash,
} from '@/api/generated/parameter/endpoints/licensors/licensors'
import {
  getSearchProducerTrashQueryKey,
  searchProducerTrash,
  usePurgeProducers,
  useRestoreProducers,
  useSearchProducerTrash,
} from '@/api/generated/parameter/endpoints/producers/producers'
import {
  getSearchProductTrashQueryKey,
  searchProductTrash,
  usePurgeProducts,
  useRestoreProducts,
  useSearchProductTrash,
} from '@/api/generated/parameter/endpoints/products/products'
import type { ParameterTrashSearchRequest, TrashedParameter } from '@/api/generated/parameter/model'
import { serverListSource, type ServerListSource } from '@/shared/list'
import { PARAMETER_LIST_PATHS, type ParameterListKind } from '../parameter-paths'

type IdsCall = (variables: { data: { ids: string[] } }) => Promise<unknown>

/** The calls of one parameter list's Trash, so one screen serves the four. */
export interface ParameterTrashKind extends ServerListSource<ParameterTrashSearchRequest, TrashedParameter> {
  kind: ParameterListKind
  /** The list's write permission: restore and purge need it (reading the Trash needs the read one, as its route does). */
  permission: string
  /** The list the Trash belongs to. */
  listPath: string
  useCalls(): { restore: IdsCall; purge: IdsCall }
}

export const PARAMETER_TRASH: Record<ParameterListKind, ParameterTrashKind> = {
  product: {
    kind: 'product',
    permission: 'product_write',
    listPath: PARAMETER_LIST_PATHS.product,
    ...serverListSource<ParameterTrashSearchRequest, TrashedParameter>(useSearchProductTrash, searchProductTrash, getSearchProductTrashQueryKey),
    useCalls: () => ({ restore: useRestoreProducts().mutateAsync, purge: usePurgeProducts().mutateAsync }),
  },
  company: {
    kind: 'company',
    permission: 'company_write',
    listPath: PARAMETER_LIST_PATHS.company,
    ...serverListSource<ParameterTrashSearchRequest, TrashedParameter>(useSearchCompanyTrash, searchCompanyTrash, getSearchCompanyTrashQueryKey),
    useCalls: () => ({ restore: useRestoreCompanies().mutateAsync, purge: usePurgeCompanies().mutateAsync }),
  },
  licensor: {
    kind: 'licensor',
    permission: 'licensor_write',
    listPath: PARAMETER_LIST_PATHS.licensor,
    ...serverListSource<ParameterTrashSearchRequest, TrashedParameter>(useSearchLicensorTrash, searchLicensorTrash, getSearchLicensorTrashQueryKey),
    useCalls: () => ({ restore: useRestoreLicensors().mutateAsync, purge: usePurgeLicensors().mutateAsync }),
  },
  producer: {
    kind: 'producer',
    permission: 'producer_write',
    listPath: PARAMETER_LIST_PATHS.producer,
    ...serverListSource<ParameterTrashSearchRequest, TrashedParameter>(useSearchProducerTrash, searchProducerTrash, getSearchProducerTrashQueryKey),
    useCalls: () => ({ restore: useRestoreProducers().mutateAsync, purge: usePurgeProducers().mutateAsync }),
  },
}
