import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { jobsOf } from '@mocks/db/jobs'
import { columnTexts, currentLocation, dialogTitled } from '@tests/dom'
import { editedByOther, startJob } from '@tests/jobs'
import { renderScreen } from '@tests/screen'
import { LONG_WAIT } from '@tests/waits'
import { JobScreen } from './job-screen'

let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
})

const table = (name: string) => screen.getByRole('table', { name, hidden: true })
const renderJob = (id: string, query = '', language: 'en' | 'tr' = 'en') =>
  renderScreen(<JobScreen />, { gateway, route: `/jobs/${id}${query}`, path: '/jobs/:jobId', language, withLocation: true })

/** A title change of 20 videos, the third changed by Deniz before it ran (so skipped). */
async function titleJob() {
  const titles = new Map<string, string>()
  const started = await startJob(gateway, {
    count: 20,
    changes: { title: { mode: 'replace', value: 'Toplu başlık' } },
    before: (ids) => {
      for (const id of ids) titles.set(id, gateway.db.videos.get(id)!.video)
      editedByOther(gateway, ids[2]!, 'Deniz’in başlığı')
    },
  })
  await started.finished()
  return { ...started, titles }
}

describe('A job', () => {
  it('shows its progress and its items a page at a time, a skipped one with who changed it', async () => {
    const { job, ids } = await titleJob()
    await renderJob(job.id, '?status=skipped')
    expect(await screen.findByRole('heading', { name: 'Bulk change: Title', hidden: true }, LONG_WAIT)).toBeTruthy()
    expect(screen.getByText('19 done, 0 failed, 1 skipped')).toBeTruthy()
    await waitFor(() => expect(columnTexts(table('Items'), 'title')).toEqual(['Deniz’in başlığı']), LONG_WAIT)
    expect(columnTexts(table('Items'), 'status')).toEqual(['Skipped'])
    expect(columnTexts(table('Items'), 'outcome')[0]).toMatch(/^Deniz Aydın changed it meanwhile \(.+\); not overwritten\.$/)
    expect(gateway.db.videos.get(ids[2]!)!.video).toBe('Deniz’in başlığı')
  })

  it('reverts the job: the videos changed since are left alone and listed with who changed them', async () => {
    const { job, ids, titles: before } = await titleJob()
    const { user } = await renderJob(job.id)
    await screen.findByRole('heading', { name: 'Bulk change: Title', hidden: true }, LONG_WAIT)
    // Two of the videos the job changed are edited by someone else afterwards.
    editedByOther(gateway, ids[5]!, 'Sonra değişti 1', 'Ece Kara')
    editedByOther(gateway, ids[6]!, 'Sonra değişti 2', 'Ece Kara')
    await user.click(screen.getByRole('button', { name: 'Revert the job', hidden: true }))
    const dialog = await dialogTitled('Revert this job?')
    expect(within(dialog).getByText(/The 19 videos this job changed/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Revert the job', hidden: true }))

    await waitFor(() => expect(currentLocation()).not.toBe(`/jobs/${job.id}`), LONG_WAIT)
    const revertId = currentLocation().slice('/jobs/'.length)
    const revert = await jobsOf(gateway.db).finished(revertId)
    expect(revert).toMatchObject({ kind: 'revert', sourceJobId: job.id, succeeded: 17, skipped: 2 })
    expect(await screen.findByRole('heading', { name: 'Revert of a bulk change', hidden: true }, LONG_WAIT)).toBeTruthy()
    await screen.findByText('17 done, 0 failed, 2 skipped', {}, LONG_WAIT)
    for (const id of ids.filter((_, index) => ![2, 5, 6].includes(index))) expect(gateway.db.videos.get(id)!.video).toBe(before.get(id))
    expect(gateway.db.videos.get(ids[5]!)!.video).toBe('Sonra değişti 1')

    await waitFor(() => expect(columnTexts(table('Items'), 'status').filter((status) => status === 'Skipped')).toHaveLength(2), LONG_WAIT)
    const skipped = columnTexts(table('Items'), 'outcome').filter((text) => text)
    expect(skipped.every((text) => text!.startsWith('Ece Kara changed it meanwhile'))).toBe(true)
    expect(jobsOf(gateway.db).get(job.id)!.revertedByJobId).toBe(revertId)
    expect(screen.queryByRole('button', { name: 'Revert the job', hidden: true })).toBeNull()
  })

  it('retries the items not done as a new job, in Turkish', async () => {
    const { job, ids } = await titleJob()
    const { user } = await renderJob(job.id, '', 'tr')
    await user.click(await screen.findByRole('button', { name: 'Yapılamayan 1 öğeyi yeniden dene', hidden: true }, LONG_WAIT))
    await waitFor(() => expect(currentLocation()).not.toBe(`/jobs/${job.id}`), LONG_WAIT)
    const retry = await jobsOf(gateway.db).finished(currentLocation().slice('/jobs/'.length))
    expect(retry).toMatchObject({ kind: 'videoUpdate', sourceJobId: job.id, total: 1, succeeded: 1 })
    expect(gateway.db.videos.get(ids[2]!)!.video).toBe('Toplu başlık')
    expect(await screen.findByText('Yeniden denediği iş', {}, LONG_WAIT)).toBeTruthy()
    await screen.findByText('1 tamam, 0 başarısız, 0 atlandı', {}, LONG_WAIT)
  })
})
