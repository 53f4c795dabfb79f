#!/usr/bin/env node
// `npx cairn …` in a checkout of the project: the TypeScript CLI itself, compiled on the fly by
// tsx in this same process with the project's tsconfig (for `@/` imports), so an edit to lib/cli
// or lib/core is live at once. The installed package runs a bundle instead (see README.md).
import { fileURLToPath } from "node:url";

// tsx's CommonJS hook reads the tsconfig from the environment (its API takes no option for it).
process.env.TSX_TSCONFIG_PATH = fileURLToPath(new URL("../../tsconfig.json", import.meta.url));
const { register: registerCjs } = await import("tsx/cjs/api");
const { register: registerEsm } = await import("tsx/esm/api");
registerCjs();
registerEsm({ tsconfig: process.env.TSX_TSCONFIG_PATH });
await import("./main.ts");
