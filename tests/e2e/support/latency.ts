import { appendFileSync, mkdirSync } from 'node:fs'
import { expect } from 'vitest'

/** Where every run writes the latencies it measured, one JSON line each (`npm run bench:live` prints them). */
export const LATENCY_LOG = '.tmp/e2e-latencies.jsonl'

/**
 * A live feature's latency against its budget (the spec's "within a second"). Every run measures
 * it, prints it and writes it to LATENCY_LOG; the budget is checked when E2E_LATENCY_BUDGETS=1,
 * which `npm run bench:live` sets, on one worker. In `npm test` it is not a verdict: there three
 * browsers share 2 cores with the rest of the machine, and a second of wall-clock time is not the
 * app's to keep (issue 21). What the test asserts there is that the change arrives at all, by the
 * push (the page neither reloads nor polls).
 */
export function latency(name: string, ms: number, budgetMs = 1000) {
  const rounded = Math.round(ms)
  console.log(`[latency] ${name}: ${rounded} ms (budget ${budgetMs} ms)`)
  mkdirSync('.tmp', { recursive: true })
  appendFileSync(LATENCY_LOG, `${JSON.stringify({ name, ms: rounded, budgetMs, at: new Date().toISOString() })}\n`)
  if (process.env.E2E_LATENCY_BUDGETS === '1') expect(rounded, `${name} (ms)`).toBeLessThan(budgetMs)
}
