import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { savedViewsOf } from '@mocks/db/saved-views'
import { quietConsoleErrors } from '@tests/console'
import { renderScreen } from '@tests/screen'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { viewQuery } from './saved-view-link'
import { SavedViews } from './saved-views'
import { VIDEO_DEFAULT_COLUMNS, videosList } from './videos-list'

// Deleting a saved view applies at once with Undo; the gateway keeps the view for its restore.
let gateway: MockGateway
const SEARCH = 'sort=viewCount&order=desc'

beforeEach(() => {
  gateway = createGateway()
})

const adminId = () => gateway.db.identity.users.find((u) => u.email === 'admin@demo.local')!.id
const views = () => savedViewsOf(gateway.db).list(adminId(), 'videos')
/** A view of the admin's that holds what the page shows: the open one. */
const seedView = (name: string) =>
  savedViewsOf(gateway.db).add(adminId(), {
    listId: 'videos',
    name,
    query: viewQuery(videosList, new URLSearchParams(SEARCH)),
    columns: [...VIDEO_DEFAULT_COLUMNS],
  })

const renderViews = (language: 'en' | 'tr') =>
  renderScreen(
    <SavedViews list={videosList} columnsKey={STORAGE_KEYS.videoSelectedColumns} defaultColumns={VIDEO_DEFAULT_COLUMNS} copy={() => Promise.resolve()} />,
    { gateway, route: `/videos?${SEARCH}`, path: '/videos', language },
  )

const toastOf = async (text: string) => (await screen.findByText(text)).closest('[role="listitem"]') as HTMLElement

describe('Saved views: delete with Undo', () => {
  it('deletes the open view without asking and brings it back with Undo (same id)', async () => {
    const view = seedView('Most viewed')
    const { user } = await renderViews('en')
    await user.click(await screen.findByRole('button', { name: 'View: Most viewed' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete the view “Most viewed”' }))

    const toast = await toastOf('View “Most viewed” deleted')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(views()).toEqual([])
    expect(await screen.findByRole('button', { name: 'Saved views' })).toBeTruthy()

    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('View “Most viewed” restored')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'View: Most viewed' })).toBeTruthy()
    expect(views().map((v) => v.id)).toEqual([view.id])
  })

  it('says in Turkish why Undo failed when a view of that name was saved meanwhile', async () => {
    quietConsoleErrors()
    seedView('Haftalık')
    const { user } = await renderViews('tr')
    await user.click(await screen.findByRole('button', { name: 'Görünüm: Haftalık' }))
    await user.click(await screen.findByRole('menuitem', { name: '“Haftalık” görünümünü sil' }))
    const toast = await toastOf('“Haftalık” görünümü silindi')
    // Another tab saves a view of the same name before Undo.
    savedViewsOf(gateway.db).add(adminId(), { listId: 'videos', name: 'Haftalık', query: 'videoKind=short', columns: ['video'] })

    await user.click(within(toast).getByRole('button', { name: 'Geri al' }))
    expect(await screen.findByText('Geri alınamadı')).toBeTruthy()
    expect(await screen.findByText('Haftalık adlı kayıtlı bir görünümünüz yine var; hiçbir şey geri getirilmedi.')).toBeTruthy()
    await waitFor(() => expect(views().map((v) => v.query)).toEqual(['videoKind=short']))
  })
})
