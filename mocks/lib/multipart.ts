/**
 * The request's multipart form. Under jsdom the body's files come from another realm and
 * `Request.formData()` refuses them; the raw body is then read as multipart by hand, so the
 * gateway answers screen tests as it answers the browser.
 */
export async function multipartForm(request: Request): Promise<FormData | null> {
  try {
    return await request.clone().formData()
  } catch {
    return parseMultipart(request)
  }
}

/** The multipart field `name` of a request when it is a file, else null (also for an unreadable body). */
export async function formFile(request: Request, name = 'file'): Promise<Blob | null> {
  const value = (await multipartForm(request))?.get(name)
  return value instanceof Blob && value.size > 0 ? value : null
}

const latin1 = new TextDecoder('latin1')

async function parseMultipart(request: Request): Promise<FormData | null> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers.get('content-type') ?? '')
  const marker = boundary?.[1] ?? boundary?.[2]
  if (!marker) return null
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await request.arrayBuffer())
  } catch {
    return null
  }
  // Latin-1 maps each byte to one character, so string offsets are byte offsets.
  const text = latin1.decode(bytes)
  const form = new FormData()
  for (const part of text.split(`--${marker}`).slice(1)) {
    if (part.startsWith('--')) break
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd < 0) continue
    const headers = part.slice(0, headerEnd)
    const name = /name="([^"]*)"/i.exec(headers)?.[1]
    if (name === undefined) continue
    const start = text.indexOf(part) + headerEnd + 4
    const end = text.indexOf(part) + part.length - 2 // the CRLF before the next boundary
    const body = bytes.slice(start, Math.max(start, end))
    const fileName = /filename="([^"]*)"/i.exec(headers)?.[1]
    if (fileName === undefined) {
      form.append(name, new TextDecoder().decode(body))
      continue
    }
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream'
    form.append(name, new File([body], fileName, { type }))
  }
  return form
}
