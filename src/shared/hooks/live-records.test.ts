import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { refreshRecord } from './live-records'

interface Page {
  items: Array<{ id: string; version: number; title: string }>
}

/** A list query on screen (an observer), whose answers the test hands out one by one. */
function listOnScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const pending: Array<(page: Page) => void> = []
  const observer = new QueryObserver<Page>(queryClient, {
    queryKey: ['videos', 'search'],
    queryFn: () => new Promise<Page>((resolve) => pending.push(resolve)),
  })
  const unsubscribe = observer.subscribe(() => undefined)
  const data = () => queryClient.getQueryData<Page>(['videos', 'search'])
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { queryClient, pending, data, settle, stop: () => (unsubscribe(), queryClient.clear()) }
}

const page = (version: number, title: string): Page => ({ items: [{ id: 'v1', version, title }] })

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('refreshRecord', () => {
  it('reads a list again when the fetch it joined started before the change and brought the old copy back', async () => {
    const list = listOnScreen()
    stop = list.stop
    await list.settle()
    list.pending.shift()!(page(1, 'Old'))
    await list.settle()
    expect(list.data()?.items[0]?.title).toBe('Old')

    // A fetch is under way (another event, a reconnect's resync) when someone saves version 2.
    void list.queryClient.refetchQueries({ queryKey: ['videos', 'search'] })
    await list.settle()
    expect(list.pending).toHaveLength(1)
    const refreshed = refreshRecord(list.queryClient, { id: 'v1', version: 2, type: 'videos', deleted: false })
    await list.settle()
    // That fetch was answered before the save: the old copy comes back.
    list.pending.shift()!(page(1, 'Old'))
    await list.settle()
    // …so the list is read again, and shows version 2.
    expect(list.pending).toHaveLength(1)
    list.pending.shift()!(page(2, 'New'))
    await refreshed
    expect(list.data()?.items[0]).toMatchObject({ version: 2, title: 'New' })
  })

  it('joins a fetch under way without a second read when that fetch already brings the new version', async () => {
    const list = listOnScreen()
    stop = list.stop
    await list.settle()
    list.pending.shift()!(page(1, 'Old'))
    await list.settle()
    void list.queryClient.refetchQueries({ queryKey: ['videos', 'search'] })
    await list.settle()
    const refreshed = refreshRecord(list.queryClient, { id: 'v1', version: 2, type: 'videos', deleted: false })
    await list.settle()
    list.pending.shift()!(page(2, 'New'))
    await refreshed
    expect(list.pending).toHaveLength(0)
    expect(list.data()?.items[0]?.title).toBe('New')
  })
})
