import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { jobsRunningKey, jobsSeenKey } from '@/lib/storage-keys'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { faults } from '@mocks/faults'
import { accountOf, grantOnly } from '@tests/gateway'
import { currentLocation } from '@tests/dom'
import { startJob } from '@tests/jobs'
import { renderScreen } from '@tests/screen'
import { LONG_WAIT } from '@tests/waits'
import { JobsTray } from './jobs-tray'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
  localStorage.clear()
  sessionStorage.clear()
})

const renderTray = (language: 'en' | 'tr' = 'en', signedInAs = 'admin@demo.local') =>
  renderScreen(<JobsTray />, { gateway, route: '/dashboard-panel', path: '*', language, signedInAs, withLocation: true })

describe('Jobs tray', () => {
  it('shows a running job of the user, then says when it is done', async () => {
    const running = await startJob(gateway, { count: 2000, changes: { title: { mode: 'append', value: '(arşiv)' } } })
    await renderTray()
    expect(await screen.findByRole('button', { name: '1 job running', hidden: true }, LONG_WAIT)).toBeTruthy()
    await running.finishNow()
    expect(await screen.findByRole('button', { name: '1 job finished', hidden: true }, LONG_WAIT)).toBeTruthy()
    expect(await screen.findByText('Job finished: Bulk change: Title', {}, LONG_WAIT)).toBeTruthy()
    expect(screen.getByText('2,000 done, 0 failed, 0 skipped')).toBeTruthy()
  })

  it('says a job is done after a reload during which it ended (the tab had seen it running)', async () => {
    const running = await startJob(gateway, { count: 2000, changes: { title: { mode: 'append', value: '(arşiv)' } } })
    const first = await renderTray()
    expect(await screen.findByRole('button', { name: '1 job running', hidden: true }, LONG_WAIT)).toBeTruthy()
    // The tab goes away (a reload) and the job ends before it is back.
    first.unmount()
    first.queryClient.clear()
    await running.finishNow()
    await renderTray()
    expect(await screen.findByText('Job finished: Bulk change: Title', {}, LONG_WAIT)).toBeTruthy()
    expect(sessionStorage.getItem(jobsRunningKey(accountOf(gateway.db, 'admin@demo.local').id))).toBe('[]')
  })

  it('after a reload, lists the jobs that ended since the user last looked and forgets them once opened, in Turkish', async () => {
    const admin = accountOf(gateway.db, 'admin@demo.local')
    localStorage.setItem(jobsSeenKey(admin.id), String(Date.now() - 60_000))
    const done = await startJob(gateway, { count: 10, changes: { privacyStatus: 'unlisted' } })
    await done.finished()
    const { user } = await renderTray('tr')
    await user.click(await screen.findByRole('button', { name: '1 iş bitti', hidden: true }, LONG_WAIT))
    const tray = await screen.findByRole('group', { name: 'İşler', hidden: true })
    expect(within(tray).getByText('Tamamlandı')).toBeTruthy()
    await user.click(within(tray).getByRole('link', { name: 'Toplu değişiklik: Görünürlük', hidden: true }))
    expect(currentLocation()).toBe(`/jobs/${done.job.id}`)
    await waitFor(() => expect(screen.queryByRole('button', { name: '1 iş bitti', hidden: true })).toBeNull())
    expect(Number(localStorage.getItem(jobsSeenKey(admin.id)))).toBeGreaterThan(Date.parse(done.job.createdAt))
  })

  it('says on itself when the jobs cannot be read, with a Retry inside; then stays in the header with no job and says so', async () => {
    faults.set({ method: 'POST', path: '/channel-service/jobs/search', status: 503 })
    const { user } = await renderTray()
    const failedTray = await screen.findByRole('button', { name: 'Your jobs could not be read', hidden: true }, LONG_WAIT)
    expect(failedTray.getAttribute('data-jobs-tray')).toBe('error')
    await user.click(failedTray)
    const retry = await screen.findByRole('button', { name: 'Try again', hidden: true })
    faults.clear()
    await user.click(retry)
    expect(await screen.findByText('No job running, none finished since you last looked.', {}, LONG_WAIT)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Jobs', hidden: true }).getAttribute('data-jobs-tray')).toBe('idle')
  })

  it('shows nothing to a user who cannot run jobs', async () => {
    await (await startJob(gateway, { count: 5, changes: { title: { mode: 'append', value: '(x)' } } })).finished()
    grantOnly(gateway.db, 'editor@demo.local', ['video_read'])
    await renderTray('en', 'editor@demo.local')
    expect(screen.queryByRole('button', { hidden: true })).toBeNull()
  })
})
