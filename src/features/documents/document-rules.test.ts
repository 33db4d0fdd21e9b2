import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { checkFile } from '@/shared/form'
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES, documentRules, withContractType } from './document-rules'

const contract = parse(readFileSync('openapi/channel.yaml', 'utf8'))
const create = contract.paths['/documents'].post.requestBody.content['multipart/form-data']

describe('document rules', () => {
  it("are the contract's: its media types and its size limit", () => {
    expect(
      String(create.encoding.file.contentType)
        .split(',')
        .map((s: string) => s.trim()),
    ).toEqual([...DOCUMENT_CONTENT_TYPES])
    expect(contract.components.schemas.DocumentCreateRequest.properties.file['x-max-file-bytes']).toBe(DOCUMENT_MAX_BYTES)
  })

  it('refuse other types and larger files, and accept a typeless file by its extension', () => {
    const rules = documentRules('PDF…')
    expect(checkFile(new File(['x'], 'a.exe', { type: 'application/x-msdownload' }), rules)?.rule).toBe('type')
    const big = new File([new Uint8Array(8)], 'big.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 })
    expect(checkFile(big, rules)?.rule).toBe('size')
    const typeless = new File(['a;b'], 'rapor.csv', { type: '' })
    expect(checkFile(typeless, rules)).toBeNull()
    expect(withContractType(typeless).type).toBe('text/csv')
  })
})
