/** Why an uploaded file was refused; callers turn the reason into a message in the user's language. */
export type FileRejectedReason = 'empty' | 'too-large' | 'type-not-allowed' | 'unreadable' | 'too-many-pixels' | 'infected' | 'over-quota'

export class FileRejected extends Error {
  readonly reason: FileRejectedReason

  constructor(reason: FileRejectedReason, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason)
    this.name = 'FileRejected'
    this.reason = reason
  }
}
