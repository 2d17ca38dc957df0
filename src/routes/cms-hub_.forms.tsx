import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '~/features/chrome/DefaultLayout'

/** The editors' forms area of the CMS hub: entries per form, attachments, CSV. */
export const Route = createFileRoute('/cms-hub_/forms')({
  loader: () => ({ bodyClass: '' }),
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
})
