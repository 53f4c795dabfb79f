/** `npm run cli:pack`: builds the CLI package into dist/ and prints the tarball's path. */
import path from "node:path";
import { buildCliPackage } from "./build-package";

buildCliPackage(process.cwd(), path.join(process.cwd(), "dist")).then(({ tarball }) => console.log(path.relative(process.cwd(), tarball)));
