import { createElement, Fragment } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import { container } from '~/styles/layout.css'
import * as styles from './skeletons.css'

/**
 * Loading skeletons (spec platform.md §2) for routes' `pendingComponent`: the shape of the page to come,
 * announced once as "Loading …" and otherwise hidden from screen readers.
 */
function Skeleton({ children, label = m.loading() }: { children: ReactNode; label?: string }) {
  return (
    <div className={`${container} ${styles.region}`} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  )
}

const width = (value: string): CSSProperties => ({ width: value })

/** `count` copies of a static placeholder, passed as separate children (static, so they need no keys). */
function Repeat({ count, children }: { count: number; children: () => ReactNode }) {
  return createElement(Fragment, null, ...Array.from({ length: count }, children))
}

function TextLines({ widths }: { widths: string[] }) {
  return createElement('div', { className: styles.stack }, ...widths.map((value) => createElement('span', { className: styles.line, style: width(value) })))
}

function Breadcrumb() {
  return <span className={styles.line} style={{ width: '14rem', height: '0.8rem', marginBottom: '1.5rem' }} />
}

function Gap({ size }: { size: string }) {
  return <div style={{ height: size }} />
}

function Pills({ count }: { count: number }) {
  return (
    <div className={styles.row} style={{ margin: '1.5rem 0 2rem' }}>
      <Repeat count={count}>{() => <span className={styles.pill} />}</Repeat>
    </div>
  )
}

function EventRow() {
  return (
    <div className={styles.eventRow}>
      <TextLines widths={['4rem', '3rem']} />
      <span className={styles.media3x2} />
      <TextLines widths={['70%', '90%', '40%']} />
      <span className={styles.pill} />
    </div>
  )
}

export function PageHeaderSkeleton() {
  return (
    <Skeleton>
      <Breadcrumb />
      <span className={styles.title} />
    </Skeleton>
  )
}

export function EventListSkeleton({ days = 2, perDay = 3 }: { days?: number; perDay?: number }) {
  return (
    <Skeleton>
      <Pills count={4} />
      <div className={styles.stackLarge}>
        <Repeat count={days}>
          {() => (
            <div>
              <span className={styles.dayHeading} />
              <Repeat count={perDay}>{() => <EventRow />}</Repeat>
            </div>
          )}
        </Repeat>
      </div>
    </Skeleton>
  )
}

export function EventDetailSkeleton() {
  return (
    <Skeleton>
      <Breadcrumb />
      <span className={styles.title} />
      <Gap size="1.5rem" />
      <span className={styles.media16x9} />
      <Gap size="2rem" />
      <div className={styles.detail}>
        <TextLines widths={['95%', '100%', '88%', '92%', '60%']} />
        <div className={styles.stack}>
          <TextLines widths={['50%', '80%', '70%']} />
          <span className={styles.pill} style={width('100%')} />
        </div>
      </div>
    </Skeleton>
  )
}

export function SeriesDetailSkeleton() {
  return (
    <Skeleton>
      <Breadcrumb />
      <span className={styles.title} />
      <Gap size="1.5rem" />
      <div className={styles.grid2}>
        <span className={styles.media3x2} />
        <TextLines widths={['90%', '100%', '85%', '70%']} />
      </div>
      <Gap size="2rem" />
      <Repeat count={3}>{() => <EventRow />}</Repeat>
    </Skeleton>
  )
}

export function EnsembleSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Skeleton>
      <span className={styles.title} />
      <Gap size="2rem" />
      <div className={styles.grid4}>
        <Repeat count={count}>
          {() => (
            <div className={styles.stack}>
              <span className={styles.media4x5} />
              <TextLines widths={['80%', '50%']} />
            </div>
          )}
        </Repeat>
      </div>
    </Skeleton>
  )
}

export function VenueSkeleton() {
  return (
    <Skeleton>
      <Breadcrumb />
      <span className={styles.title} />
      <Gap size="1.5rem" />
      <span className={styles.media16x9} />
      <Gap size="2rem" />
      <div className={styles.grid2}>
        <TextLines widths={['90%', '100%', '80%']} />
        <TextLines widths={['60%', '70%', '50%']} />
      </div>
    </Skeleton>
  )
}

export function MagazineListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Skeleton>
      <span className={styles.title} />
      <Pills count={5} />
      <div className={styles.grid3}>
        <Repeat count={count}>
          {() => (
            <div className={styles.stack}>
              <span className={styles.media3x2} />
              <TextLines widths={['30%', '90%', '75%']} />
            </div>
          )}
        </Repeat>
      </div>
    </Skeleton>
  )
}

export function ProductionListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Skeleton>
      <span className={styles.title} />
      <Pills count={3} />
      <div className={styles.grid2}>
        <Repeat count={count}>
          {() => (
            <div className={styles.stack}>
              <span className={styles.media16x9} />
              <TextLines widths={['25%', '80%', '60%']} />
            </div>
          )}
        </Repeat>
      </div>
    </Skeleton>
  )
}
