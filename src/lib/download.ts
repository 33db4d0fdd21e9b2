/**
 * Hands a file built in the browser to the user (CSV exports, chart pictures). The object URL is
 * revoked on the next tick so large exports do not stay in memory.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function saveTextFile(text: string, fileName: string, mimeType = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type: mimeType }), fileName)
}
