import { Outlet, createFileRoute } from '@tanstack/react-router'

/** The editors' forms area of the CMS hub: the forms, entries per form, attachments, CSV (each page in the hub's frame). */
export const Route = createFileRoute('/cms-hub_/forms')({
  loader: () => ({ bodyClass: '' }),
  component: Outlet,
})
