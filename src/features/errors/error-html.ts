export interface ErrorHtmlParts {
  style: string
  body: string
}

/** Takes the <style> blocks and the <body> content of a custom error page; scripts are dropped. */
export function extractErrorHtml(html: string): ErrorHtmlParts {
  const style = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '').join('\n')
  const bodyMatch = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(html)
  const body = (bodyMatch?.[1] ?? html).replace(/<script[\s\S]*?<\/script>/gi, '').replace(/<style[\s\S]*?<\/style>/gi, '')
  return { style, body: body.trim() }
}
