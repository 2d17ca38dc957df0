import { createFileRoute } from '@tanstack/react-router'
import { webshopRoute } from '~/features/webshop/webshop.route'

export const Route = createFileRoute('/test.webshop/')(webshopRoute())
