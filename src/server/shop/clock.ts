/** The box office's only source of time: injected, so tests can move it (hold expiry) without waiting. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
