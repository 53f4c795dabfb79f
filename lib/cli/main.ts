import { runCli } from "./cli";

// The one process entry: the checkout's bin (cairn.mjs, through tsx) and the package's bundle.
runCli(process.argv.slice(2)).then((code) => process.exit(code));
