/**
 * Hands a file built in the browser to the user (CSV exports). The object URL is revoked on the
 * next tick so large exports do not stay in memory.
 */
export function saveTextFile(text: string, fileName: string, mimeType = 'text/csv;charset=utf-8') {
  const blob = new Blob([text], { type: mimeType })
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
