import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media } from '~/styles/tokens.css'

/** Page transition of the spec (platform.md §2, programme.md §9): fade and slide up 30 px, eleven steps 0.32–1.22 s. */
export const TRANSITION_STEPS = 11
export const FIRST_DELAY_S = 0.32
export const LAST_DELAY_S = 1.22

const enterKeyframes = keyframes({
  from: { opacity: 0, transform: 'translateY(30px)' },
  // no transform once done: a transformed ancestor would trap fixed overlays inside the page
  to: { opacity: 1, transform: 'none' },
})
const leaveKeyframes = keyframes({ to: { opacity: 0, transform: 'translateY(-12px)' } })

export const page = style({})

/** The page's blocks (children of the route's root element) enter one after another. */
export const enter = style({})
globalStyle(`${enter} > * > *`, {
  animationName: enterKeyframes,
  animationDuration: '0.7s',
  animationTimingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)',
  animationFillMode: 'backwards',
  animationDelay: `${LAST_DELAY_S}s`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})
const step = (LAST_DELAY_S - FIRST_DELAY_S) / (TRANSITION_STEPS - 1)
for (let index = 1; index <= TRANSITION_STEPS; index++) {
  globalStyle(`${enter} > * > *:nth-child(${index})`, { animationDelay: `${(FIRST_DELAY_S + step * (index - 1)).toFixed(2)}s` })
}

/** out-in: the old page leaves while the next one loads. */
export const leave = style({
  animation: `${leaveKeyframes} 0.3s ease forwards`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})
