/**
 * The plain-text and HTML parts of a site mail from one description, so both say the same. The HTML is simple,
 * inline-styled and has no images or remote resources (nothing that could tell anyone a mail was opened).
 */
export type MailContent = {
  /** the venue that writes, named in the signature */
  venue: string
  greeting: string
  /** paragraphs of plain text */
  paragraphs: string[]
  /** a button in HTML, a line with the URL in the text */
  action?: { label: string; url: string }
  /** label/value rows (a form entry), shown as a table */
  rows?: { label: string; value: string; url?: string }[]
  /** after the action: why the mail came, what to do if it was not asked for */
  footnote?: string
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`

export function composeMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.rows?.length ? [content.rows.map((row) => `${row.label}: ${row.value}${row.url ? ` <${row.url}>` : ''}`).join('\n')] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    `-- \n${content.venue}`,
  ].join('\n\n')
  const rows = content.rows?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${content.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-weight:600">${escapeHtml(row.label)}</th><td style="padding:4px 0">${
              row.url ? `<a href="${escapeHtml(row.url)}">${escapeHtml(row.value)}</a>` : escapeHtml(row.value).replace(/\r?\n/g, '<br>')
            }</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ''
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111;background:#fff">',
    '<div style="max-width:560px">',
    paragraphHtml(content.greeting),
    ...content.paragraphs.map(paragraphHtml),
    rows,
    action,
    content.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>` : '',
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(content.venue)}</p>`,
    '</div></body></html>',
  ].join('')
  return { text, html }
}
