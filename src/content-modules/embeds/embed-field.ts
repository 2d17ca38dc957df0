import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../fields'
import { containsAllowedHost, embedFrame } from './embed-code'
import type { EmbedKind } from './embed-code'

const HOST_MESSAGES: Record<EmbedKind, string> = {
  audio: 'Only embed codes from Spotify, SoundCloud or Podigee are allowed.',
  viewer: 'Only embed codes from Issuu are allowed.',
  social: 'Only embed codes from Instagram, X (Twitter), Facebook or TikTok are allowed.',
}

/** The spec's "embed" validator: required, holding an address of an allowed host that a player can be built from. */
export function embedCodeField(kind: EmbedKind) {
  return v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.check((code) => containsAllowedHost(code, kind), HOST_MESSAGES[kind]),
    v.check((code) => embedFrame(code, kind) !== null, 'This embed code names no post, episode or document that can be shown.'),
  )
}
