import {
  getGetLicensorQueryKey,
  getSearchLicensorsQueryKey,
  searchLicensors,
  useCreateLicensor,
  useDeleteLicensorsBulk,
  useGetLicensor,
  useRestoreLicensors,
  useSearchLicensors,
  useUpdateLicensor,
  useUpdateLicensorStatus,
} from '@/api/generated/parameter/endpoints/licensors/licensors'
import {
  getGetProducerQueryKey,
  getSearchProducersQueryKey,
  searchProducers,
  useCreateProducer,
  useDeleteProducersBulk,
  useGetProducer,
  useRestoreProducers,
  useSearchProducers,
  useUpdateProducer,
  useUpdateProducerStatus,
} from '@/api/generated/parameter/endpoints/producers/producers'
import type { LicensorSearchRequest, RecordStatus } from '@/api/generated/parameter/model'
import { CreateLicensorBody, CreateProducerBody } from '@/api/generated/parameter/zod/index.zod'
import { serverListSource, type ServerListSource } from '@/shared/list'
import { licensorsList, producersList } from './parameter-lists'

/** Licensors and producers are the same kind of record: a name and a status. */
export interface NamedRecord {
  id: string
  name: string
  status: RecordStatus
  createdAt: string
  /** The record's version (If-Match), as the contract's Licensor and Producer carry it. */
  version?: number
}

interface NamedBody {
  name: string
  status: RecordStatus
}

/** The calls of one named parameter list, so one screen and one editor serve both. */
export interface NamedParameterKind extends ServerListSource<LicensorSearchRequest, NamedRecord> {
  kind: 'licensor' | 'producer'
  list: typeof licensorsList
  permission: string
  nameSchema: typeof CreateLicensorBody.shape.name
  useRecord(id: string, enabled: boolean): { data?: NamedRecord; error: unknown; refetch(): unknown }
  recordKey(id: string): readonly unknown[]
  useSave(): { create(body: NamedBody): Promise<unknown>; update(id: string, body: NamedBody): Promise<unknown> }
  useListMutations(): {
    setStatus(variables: { id: string; data: { status: RecordStatus } }): Promise<unknown>
    deleteMany(variables: { data: { ids: string[] } }): Promise<unknown>
    restoreMany(variables: { data: { ids: string[] } }): Promise<unknown>
  }
}

export const LICENSORS: NamedParameterKind = {
  kind: 'licensor',
  list: licensorsList,
  permission: 'licensor_write',
  nameSchema: CreateLicensorBody.shape.name,
  ...serverListSource<LicensorSearchRequest, NamedRecord>(useSearchLicensors, searchLicensors, getSearchLicensorsQueryKey),
  useRecord: (id, enabled) => useGetLicensor(id, { query: { enabled } }),
  recordKey: (id) => getGetLicensorQueryKey(id),
  useSave: () => {
    const create = useCreateLicensor()
    const update = useUpdateLicensor()
    return { create: (data) => create.mutateAsync({ data }), update: (id, data) => update.mutateAsync({ id, data }) }
  },
  useListMutations: () => ({
    setStatus: useUpdateLicensorStatus().mutateAsync,
    deleteMany: useDeleteLicensorsBulk().mutateAsync,
    restoreMany: useRestoreLicensors().mutateAsync,
  }),
}

export const PRODUCERS: NamedParameterKind = {
  kind: 'producer',
  list: producersList,
  permission: 'producer_write',
  nameSchema: CreateProducerBody.shape.name,
  ...serverListSource<LicensorSearchRequest, NamedRecord>(useSearchProducers, searchProducers, getSearchProducersQueryKey),
  useRecord: (id, enabled) => useGetProducer(id, { query: { enabled } }),
  recordKey: (id) => getGetProducerQueryKey(id),
  useSave: () => {
    const create = useCreateProducer()
    const update = useUpdateProducer()
    return { create: (data) => create.mutateAsync({ data }), update: (id, data) => update.mutateAsync({ id, data }) }
  },
  useListMutations: () => ({
    setStatus: useUpdateProducerStatus().mutateAsync,
    deleteMany: useDeleteProducersBulk().mutateAsync,
    restoreMany: useRestoreProducers().mutateAsync,
  }),
}
