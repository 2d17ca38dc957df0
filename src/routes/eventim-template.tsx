import { createFileRoute } from '@tanstack/react-router'
import { webshopRoute } from '~/features/webshop/webshop.route'
import { WebshopScreen } from '~/features/webshop/WebshopScreen'

export const Route = createFileRoute('/eventim-template')({
  ...webshopRoute(),
  // named here, so the router's code splitting keeps the webshop screens out of visitors' pages
  component: WebshopScreen,
})
