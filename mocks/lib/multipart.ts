/** The multipart field `name` of a request when it is a file, else null (also for an unreadable body). */
export async function formFile(request: Request, name = 'file'): Promise<Blob | null> {
  try {
    const value = (await request.formData()).get(name)
    return value instanceof Blob && value.size > 0 ? value : null
  } catch {
    return null
  }
}
