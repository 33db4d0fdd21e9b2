import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { signInAt } from './support/app'
import { launch, screenshot, type Browser } from './support/browser'

/**
 * Channel reports end to end: a period and two channels in the URL survive a reload,
 * the CSV holds every row the table counts, and English reformats the figures.
 */

let browser: Browser | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const search = (page: Page) => new URL(page.url()).searchParams
const headlineViews = (page: Page) => page.getByTestId('headline-views').locator('.fui-Text').nth(1).textContent()
/** The table's total from its paging line ("58 kayıttan 1–10" / "1–10 of 58"). */
async function tableTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('list-range').textContent()) ?? ''
  const match = /(\d[\d.,]*) kayıttan|of (\d[\d.,]*)/.exec(text)
  return Number((match?.[1] ?? match?.[2] ?? '').replace(/[.,]/g, ''))
}
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      !document.querySelector('[data-testid="list-skeleton"]') &&
      !document.querySelector('[aria-label="Yükleniyor"], [aria-label="Loading"]'),
  )

describe('channel reports', () => {
  it('keeps the period and channels over a reload, exports every row, and reformats in English', async () => {
    browser = await launch()
    const { page } = browser
    await signInAt(page, '/reports/channel-reports')
    await page.getByTestId('headline-views').waitFor()

    await page.getByRole('combobox', { name: 'Dönem' }).click()
    await page.getByRole('option', { name: 'Son 90 gün' }).click()
    await expect.poll(() => search(page).get('range')).toBe('last90')
    // Two channels the table lists (the caller's own), chosen in the channel filter.
    await settled(page)
    const chosen = (await page.getByRole('table', { name: 'Kanal Raporları' }).locator('[data-row-id] [data-column="channelName"]').allTextContents()).slice(
      0,
      2,
    )
    const channels = page.getByRole('combobox', { name: 'Kanallar' })
    for (const name of chosen) {
      await channels.click()
      await channels.fill(name)
      const option = page.getByRole('menuitemcheckbox', { name, exact: true })
      await option.click()
      // The next pick adds to the choice the filter shows: wait until it shows this one.
      await expect.poll(() => option.getAttribute('aria-checked')).toBe('true')
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => search(page).getAll('channels').length).toBe(2)
    await expect.poll(() => page.getByRole('table', { name: 'Kanal Raporları' }).locator('[data-row-id]').count()).toBe(2)
    await settled(page)
    const views = await headlineViews(page)
    const rows = await page.getByRole('table', { name: 'Kanal Raporları' }).locator('[data-row-id] [data-column="channelName"]').allTextContents()
    expect(new Set(rows)).toEqual(new Set(chosen))

    // A reload opens the same report.
    const url = page.url()
    await page.reload()
    await page.getByTestId('headline-views').waitFor()
    await settled(page)
    expect(page.url()).toBe(url)
    expect(await headlineViews(page)).toBe(views)
    await expect.poll(() => page.getByRole('combobox', { name: 'Dönem' }).textContent()).toContain('Son 90 gün')
    // Two series, drawn by the chart library.
    await page.getByTestId('report-series').locator('svg[role="region"]').waitFor()
    await screenshot(page, 'reports-channel-last90-two-channels', { fullPage: true })

    // The chart's callout by keyboard: Tab onto a series, → shows the period's first day with both channels.
    const chart = page.getByTestId('report-series')
    await chart.getByRole('button', { name: 'Grafiği dışa aktar' }).focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="report-series"] svg')))).toBe(true)
    await page.keyboard.press('ArrowRight')
    const firstDay = ((await page.locator('.fui-Field__hint').first().textContent()) ?? '').split(' – ')[0]!
    const callout = page.locator('.fui-PopoverSurface').filter({ hasText: firstDay })
    await callout.waitFor()
    for (const name of chosen) expect(await callout.textContent()).toContain(name)
    await expect.poll(() => chart.locator('[aria-live="polite"]').textContent()).toMatch(new RegExp(`^${firstDay}: `))
    await page.keyboard.press('Escape')
    await callout.waitFor({ state: 'hidden' })

    // CSV of the whole filtered table: one line per row the table counts, plus the header.
    const total = await tableTotal(page)
    expect(total).toBe(2)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV olarak dışa aktar' }).click()])
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(csv).toHaveLength(total + 1)
    const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, ''))
    expect(new Set(csv.slice(1).map((line) => cells(line)[0]))).toEqual(new Set(chosen))
    // Its views add up to the headline's.
    const viewsColumn = cells(csv[0]!).indexOf('İzlenme')
    expect(viewsColumn).toBeGreaterThan(0)
    expect(String(csv.slice(1).reduce((sum, line) => sum + Number(cells(line)[viewsColumn]), 0))).toBe((views ?? '').replace(/\D/g, ''))

    // The chart as pictures: a PNG, and an SVG with both channels' lines in it.
    const exportChart = async (format: 'PNG resmi' | 'SVG resmi') => {
      await chart.getByRole('button', { name: 'Grafiği dışa aktar' }).click()
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: format }).click()])
      return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) }
    }
    const png = await exportChart('PNG resmi')
    expect(png.name).toMatch(/^channel-reports-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.png$/)
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(png.bytes.length).toBeGreaterThan(5_000)
    const svg = await exportChart('SVG resmi')
    expect(svg.name).toMatch(/\.svg$/)
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg.bytes.toString('utf8').match(/<path[^>]+id="lineID/g)?.length).toBe(2)

    // English: the same figures written the English way.
    await page.getByTestId('language-select').selectOption('en')
    await page.getByRole('combobox', { name: 'Period' }).waitFor()
    const english = await headlineViews(page)
    const digits = (text: string | null) => (text ?? '').replace(/\D/g, '')
    expect(digits(english)).toBe(digits(views))
    expect(english).not.toBe(views)
    expect(english).toMatch(/^\d{1,3}(,\d{3})*$/)
    expect(views).toMatch(/^\d{1,3}(\.\d{3})*$/)
  })
})
