/**
 * V8's sampling profiler around one piece of work (what `node --cpu-prof` records, for just that
 * work), and the top frames of the profile by self and inclusive time.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const frameName = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || "(anonymous)"} ${url.replace(/^.*\/(node_modules|lib|bench)\//, "$1/")}:${lineNumber + 1}`;

/** Self and inclusive milliseconds by frame (a recursive frame counts once per sample). */
function summarise(profile: Profile, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const leaf = frameName(byId.get(id)!);
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const table = (title: string, map: Map<string, number>) =>
    [`${title} (of ${total.toFixed(0)} ms sampled)`, ...[...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`)].join("\n");
  return `${table("self", self)}\n\n${table("inclusive", inclusive)}`;
}

/** Runs `work`, recorded by the sampling profiler when `file` is given: the profile is written there and its top frames printed. */
export async function profiled<T>(file: string | null, work: () => Promise<T>, top = 40): Promise<T> {
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  const value = await work();
  const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
  session.disconnect();
  writeFileSync(file, JSON.stringify(profile));
  console.log(summarise(profile, top));
  return value;
}

/** `--profile FILE` taken out of `args` (which keeps the rest), or null. */
export function profileArgument(args: string[]): string | null {
  const at = args.indexOf("--profile");
  return at === -1 ? null : args.splice(at, 2)[1];
}
