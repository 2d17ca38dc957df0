import { startMailCatcher } from './mail-catcher'

// the SMTP server every server of the suite sends to (playwright.config.ts sets their SMTP_URL)
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCatcher(Number(process.env.E2E_PORT ?? 3310))
}
