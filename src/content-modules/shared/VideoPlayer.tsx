import { useEffect, useId, useRef, useState } from 'react'
import { m } from '~/paraglide/messages'
import { openConsentManager, useConsent } from '~/features/consent/consent-store'
import { useLocale } from '~/lib/i18n/use-locale'
import { videoEmbedUrl, videoProviderName } from '../embeds/video-url'
import type { VideoSource } from '../embeds/video-url'
import { ConsentNotice } from './ConsentNotice'
import type { Picture } from './image-source'
import { ModuleImage } from './ModuleImage'
import { PlayIcon } from './PlayIcon'
import { mediaFill, mediaFrame } from './module.css'
import * as styles from './media.css'

/**
 * A YouTube or Vimeo video behind its poster: the player loads only once media are allowed and play was pressed.
 * Pressing play before consent opens the consent manager; the video then starts once media are allowed.
 */
export function VideoPlayer({ source, poster, title }: { source: VideoSource; poster: Picture | null; title: string | null | undefined }) {
  const locale = useLocale()
  const allowed = useConsent('media')
  const [requested, setRequested] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const noticeId = useId()
  const provider = videoProviderName(source)
  const playing = allowed && requested

  useEffect(() => {
    if (playing) frameRef.current?.focus()
  }, [playing])

  return (
    <div>
      <div className={mediaFrame}>
        {playing ? (
          <iframe
            ref={frameRef}
            className={mediaFill}
            src={videoEmbedUrl(source)}
            title={title || provider}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {poster ? <ModuleImage picture={poster} className={mediaFill} decorative /> : null}
            <button
              type="button"
              className={styles.playButton}
              aria-label={title ? m.module_video_play_titled({ title }, { locale }) : m.module_video_play({}, { locale })}
              aria-describedby={allowed ? undefined : noticeId}
              onClick={() => {
                setRequested(true)
                if (!allowed) openConsentManager()
              }}
            >
              <span className={styles.playIcon}>
                <PlayIcon />
              </span>
            </button>
          </>
        )}
      </div>
      {allowed ? null : (
        <div id={noticeId}>
          <ConsentNotice provider={provider} />
        </div>
      )}
    </div>
  )
}
