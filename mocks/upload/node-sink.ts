import { createHash } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SinkFactory } from './tus-state'

/**
 * The Node host's sink: each upload's bytes go to a file in a temporary folder, in order, with a
 * running SHA-256, so a test can prove the bytes arrived intact. Finished files are deleted at
 * once (only the checksum is kept): the mock keeps no video, and a 2 GiB benchmark leaves no trace.
 */
export function fileSink(): SinkFactory {
  const folder = mkdtempSync(join(tmpdir(), 'mock-uploads-'))
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
  return (uploadId) => {
    const path = join(folder, uploadId)
    const fd = openSync(path, 'w')
    const hash = createHash('sha256')
    let open = true
    return {
      write(bytes) {
        let written = 0
        while (written < bytes.byteLength) written += writeSync(fd, bytes, written)
        hash.update(bytes)
      },
      checksum: () => hash.copy().digest('hex'),
      close() {
        if (!open) return
        open = false
        closeSync(fd)
        rmSync(path, { force: true })
      },
    }
  }
}
