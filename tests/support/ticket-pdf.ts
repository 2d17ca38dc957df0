import { inflateSync } from 'node:zlib'
import jsQR from 'jsqr'
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib'
import sharp from 'sharp'

/**
 * Reads a ticket PDF back as a door scanner would: per page, the embedded QR images decoded to their text. pdf-lib
 * stores a PNG as its raw pixels (Flate) with the alpha as a separate soft mask; the pixels go through sharp to RGBA
 * and then to jsQR. Used by the unit and end-to-end tests.
 */
export async function ticketPdfCodes(bytes: Uint8Array): Promise<{ pages: number; codesByPage: string[][] }> {
  const pdf = await PDFDocument.load(bytes)
  const codesByPage: string[][] = []
  for (const page of pdf.getPages()) {
    const codes: string[] = []
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
    for (const [, ref] of xObjects?.entries() ?? []) {
      const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue
      const width = stream.dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0
      const height = stream.dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0
      const pixels = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents)
      const channels = pixels.length / (width * height)
      if (channels !== 1 && channels !== 3 && channels !== 4) throw new Error(`an image of ${channels} channels`)
      const rgba = await sharp(pixels, { raw: { width, height, channels } }).ensureAlpha().raw().toBuffer()
      const found = jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height)
      if (found) codes.push(found.data)
    }
    codesByPage.push(codes)
  }
  return { pages: pdf.getPageCount(), codesByPage }
}
