// Compiles messages/ to src/paraglide before type checks and unit tests (the Vite build does it itself).
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.config.ts'

await compile({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] })
