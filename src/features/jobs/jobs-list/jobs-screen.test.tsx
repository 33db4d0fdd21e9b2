import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { JobSearchRequest } from '@/api/generated/channel/model'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { accountOf, grantOnly } from '@tests/gateway'
import { columnTexts } from '@tests/dom'
import { editedByOther, startJob } from '@tests/jobs'
import { api } from '@tests/msw'
import { renderScreen } from '@tests/screen'
import { LONG_WAIT } from '@tests/waits'
import { JobsScreen } from './jobs-screen'

const searches: JobSearchRequest[] = []
const spies = [http.post(api('channel', '/jobs/search'), async ({ request }) => void searches.push((await request.clone().json()) as JobSearchRequest))]
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  searches.length = 0
})

const table = (name: string) => screen.getByRole('table', { name, hidden: true })
const renderJobs = (route = '/jobs', language: 'en' | 'tr' = 'en', signedInAs = 'admin@demo.local') =>
  renderScreen(<JobsScreen />, { gateway, handlers: spies, route, path: '/jobs', language, signedInAs, withLocation: true })

describe('Jobs page', () => {
  it('lists the jobs newest first with what they change, status, progress, outcome and who started them', async () => {
    const first = await startJob(gateway, { count: 40, changes: { tags: { mode: 'add', values: ['arşiv'] } } })
    await first.finished()
    const second = await startJob(gateway, {
      count: 30,
      changes: { title: { mode: 'append', value: '(2026)' } },
      before: (ids) => editedByOther(gateway, ids[2]!, 'Başkasının başlığı'),
    })
    await second.finished()
    await renderJobs()
    await waitFor(() => expect(columnTexts(table('Jobs'), 'kind')).toEqual(['Bulk change: Title', 'Bulk change: Tags']), LONG_WAIT)
    expect(columnTexts(table('Jobs'), 'status')).toEqual(['Partly finished', 'Finished'])
    expect(columnTexts(table('Jobs'), 'counts')).toEqual(['29 done, 0 failed, 1 skipped', '40 done, 0 failed, 0 skipped'])
    expect(columnTexts(table('Jobs'), 'progress')).toEqual(['30 of 30', '40 of 40'])
    const admin = accountOf(gateway.db, 'admin@demo.local')
    expect(columnTexts(table('Jobs'), 'createdBy')).toEqual([`${admin.firstName} ${admin.lastName}`, `${admin.firstName} ${admin.lastName}`])
    const links = [...table('Jobs').querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(links).toEqual([`/jobs/${second.job.id}`, `/jobs/${first.job.id}`])
  })

  it('asks for the status and the user of the URL, in Turkish', async () => {
    const admin = accountOf(gateway.db, 'admin@demo.local')
    await (await startJob(gateway, { count: 5, changes: { privacyStatus: 'private' } })).finished()
    await renderJobs(`/jobs?status=succeeded&createdById=${admin.id}`, 'tr')
    await waitFor(() => expect(columnTexts(table('İşler'), 'status')).toEqual(['Tamamlandı']), LONG_WAIT)
    expect(searches.at(-1)).toEqual({ index: 0, size: 20, status: ['succeeded'], createdById: admin.id })
    expect(columnTexts(table('İşler'), 'kind')).toEqual(['Toplu değişiklik: Görünürlük'])
    expect(screen.getByRole('combobox', { name: 'Başlatan', hidden: true })).toBeTruthy()
  })

  it('shows a user without audit_read only their own jobs, without the "started by" filter', async () => {
    await (await startJob(gateway, { count: 5, changes: { privacyStatus: 'private' } })).finished()
    grantOnly(gateway.db, 'editor@demo.local', ['video_write', 'video_read'])
    await renderJobs('/jobs', 'en', 'editor@demo.local')
    expect(await screen.findByText('No jobs yet. A bulk edit of videos runs here.', {}, LONG_WAIT)).toBeTruthy()
    expect(screen.queryByText('Started by')).toBeNull()
  })
})
