import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FileRejected } from './errors'
import { reencodeImage } from './images.server'
import { bombPng } from './test-images'
import { sniffFileType } from './sniff'
import { deleteStoredFile, readStoredFile, storeFile, storedFilePath } from './store.server'

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer()

describe('sniffFileType', () => {
  it('recognises images by their bytes, whatever they are called', async () => {
    expect(sniffFileType(await png())).toMatchObject({ mime: 'image/png', kind: 'image' })
    const jpeg = await sharp(await png()).jpeg().toBuffer()
    expect(sniffFileType(jpeg)).toMatchObject({ mime: 'image/jpeg', ext: 'jpg' })
    const webp = await sharp(await png()).webp().toBuffer()
    expect(sniffFileType(webp)).toMatchObject({ mime: 'image/webp' })
    const avif = await sharp(await png()).avif({ effort: 0 }).toBuffer()
    expect(sniffFileType(avif)).toMatchObject({ mime: 'image/avif' })
    const gif = await sharp(await png()).gif().toBuffer()
    expect(sniffFileType(gif)).toMatchObject({ mime: 'image/gif' })
  })

  it('recognises PDF, MP3, MP4 and plain text', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toMatchObject({ kind: 'pdf' })
    expect(sniffFileType(Buffer.from('ID3\u0004\u0000\u0000'))).toMatchObject({ mime: 'audio/mpeg' })
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)])
    expect(sniffFileType(mp4)).toMatchObject({ mime: 'video/mp4', kind: 'video' })
    expect(sniffFileType(Buffer.from('Sehr geehrte Damen und Herren,\nwir möchten …\n'))).toMatchObject({ mime: 'text/plain' })
  })

  it('refuses executables, markup and unknown archives', () => {
    expect(sniffFileType(Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'))).toBeNull()
    expect(sniffFileType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeNull()
    expect(sniffFileType(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull()
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull()
    expect(sniffFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toBeNull()
    expect(sniffFileType(new Uint8Array(0))).toBeNull()
  })
})

describe('reencodeImage', () => {
  it('re-encodes a PNG to a fresh PNG with its dimensions', async () => {
    const result = await reencodeImage(await png())
    expect(result).toMatchObject({ mime: 'image/png', ext: 'png', width: 40, height: 30 })
    expect(sniffFileType(result.data)?.mime).toBe('image/png')
  })

  it('drops bytes appended after the image', async () => {
    const smuggled = Buffer.concat([await png(), Buffer.from('<?php system($_GET["c"]); ?>')])
    const result = await reencodeImage(smuggled)
    expect(result.data.includes('system(')).toBe(false)
  })

  it('turns GIF into WebP and honours a maximum width', async () => {
    const gif = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0a0' } }).gif().toBuffer()
    const result = await reencodeImage(gif, { maxWidth: 100 })
    expect(result).toMatchObject({ mime: 'image/webp', width: 100, height: 50 })
  })

  it('refuses a decompression bomb before decoding it', async () => {
    await expect(reencodeImage(bombPng(100_000, 100_000))).rejects.toMatchObject({ reason: 'too-many-pixels' })
  })

  it('refuses empty and broken files', async () => {
    await expect(reencodeImage(new Uint8Array(0))).rejects.toBeInstanceOf(FileRejected)
    const truncated = (await sharp(await png()).jpeg().toBuffer()).subarray(0, 40)
    await expect(reencodeImage(truncated)).rejects.toMatchObject({ reason: 'unreadable' })
    await expect(reencodeImage(Buffer.from('MZ not an image'))).rejects.toMatchObject({ reason: 'unreadable' })
  })
})

describe('stored files', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'foyer-files-'))
    process.env.FOYER_FILES_DIR = dir
  })
  afterAll(() => {
    delete process.env.FOYER_FILES_DIR
    rmSync(dir, { recursive: true, force: true })
  })

  it('stores under a generated name outside the web root and reads it back', async () => {
    const { key, size } = await storeFile('temp', Buffer.from('hello'), 'txt')
    expect(key).toMatch(/^[0-9a-f]{32}\.txt$/)
    expect(size).toBe(5)
    expect(storedFilePath('temp', key)?.startsWith(dir)).toBe(true)
    expect((await readStoredFile('temp', key))?.toString()).toBe('hello')
    await deleteStoredFile('temp', key)
    expect(await readStoredFile('temp', key)).toBeNull()
  })

  it('never resolves a key that is not its own', async () => {
    expect(storedFilePath('temp', '../../etc/passwd')).toBeNull()
    expect(storedFilePath('media', 'aa/../../secret.txt')).toBeNull()
    expect(await readStoredFile('temp', '..%2fsecret')).toBeNull()
    await expect(storeFile('temp', Buffer.from('x'), '../sh')).rejects.toThrow()
  })
})
