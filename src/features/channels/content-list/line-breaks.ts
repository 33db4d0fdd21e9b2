/**
 * An inline edit text box strips line breaks: the values edited in place are one line. A pasted or typed break (CR, LF, CRLF,
 * and the Unicode line and paragraph separators) becomes one space, so words stay apart.
 */
export function stripLineBreaks(text: string): string {
  return text.replace(/[^\S\r\n\u2028\u2029]*(?:\r\n|[\r\n\u2028\u2029])+[^\S\r\n\u2028\u2029]*/g, ' ')
}
