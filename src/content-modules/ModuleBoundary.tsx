import { Component } from 'react'
import type { ReactNode } from 'react'
import { reportSkippedModule } from './report'

type Props = { id: string; model: string; children: ReactNode }

/** A module whose view throws renders nothing; the page around it stays. */
export class ModuleBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    reportSkippedModule(this.props.id, this.props.model, error instanceof Error ? error.message : String(error))
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
