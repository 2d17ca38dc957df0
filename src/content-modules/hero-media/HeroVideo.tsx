import { useEffect, useRef, useState } from 'react'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { media } from '~/styles/tokens.css'
import * as styles from './hero-media.css'

/**
 * A muted background video. It starts from script, and only when the visitor does not prefer reduced motion;
 * a button pauses it (moving content longer than five seconds needs one).
 */
export function HeroVideo({ src, poster }: { src: string; poster: string | undefined }) {
  const locale = useLocale()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = videoRef.current
    if (!video || window.matchMedia(media.reducedMotion).matches) return
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    )
  }, [])

  const toggle = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused) {
      void video.play().then(() => setPlaying(true), () => setPlaying(false))
    } else {
      video.pause()
      setPlaying(false)
    }
  }

  return (
    <>
      <video ref={videoRef} className={styles.backdrop} src={src} poster={poster} muted loop playsInline preload="metadata" aria-hidden="true" />
      <button type="button" className={styles.videoToggle} onClick={toggle} aria-label={playing ? m.module_video_pause({}, { locale }) : m.module_video_play({}, { locale })}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
        </svg>
      </button>
    </>
  )
}
